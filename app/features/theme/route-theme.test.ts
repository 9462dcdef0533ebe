import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { themeClassName } from '../../../registry/theme-class'
import { documentThemeAttributes, loadRouteTheme, themeSourcesQuery } from './route-theme'

function clientWithSources(sources: { tenantTheme?: string; domainTheme?: string }) {
  const queryClient = new QueryClient()
  // As the SSR query integration leaves it in the browser: the server's answer, already there.
  queryClient.setQueryData(themeSourcesQuery.queryKey, sources)
  return queryClient
}

describe('loadRouteTheme', () => {
  it('resolves the theme of a path from the route and the request sources', async () => {
    const queryClient = clientWithSources({ domainTheme: 'uigpt' })
    expect(await loadRouteTheme(queryClient, '/login/fortuna')).toBe('fortuna')
    expect(await loadRouteTheme(queryClient, '/login/unknown_brand')).toBe('uigpt')
    expect(await loadRouteTheme(queryClient, '/chat')).toBe('uigpt')
    expect(await loadRouteTheme(clientWithSources({}), '/chat')).toBe('opsai')
  })
})

describe('documentThemeAttributes', () => {
  it('puts the compiled class and data-theme on <html>', () => {
    expect(documentThemeAttributes('fortuna')).toEqual({
      className: themeClassName('fortuna'),
      'data-theme': 'fortuna',
    })
  })

  it('falls back to opsai when the context has no theme (an error before it resolved)', () => {
    for (const value of [undefined, 'nope', 42]) {
      expect(documentThemeAttributes(value)).toEqual({
        className: themeClassName('opsai'),
        'data-theme': 'opsai',
      })
    }
  })
})
