import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { HELP_PAYLOADS } from './help-docs.fixtures'
import { helpPageQuery } from './help-payload.functions'
import { loadHelpPage } from './help-route'

// Under vitest the query runs its server side in dev mode: the plugin's virtual module.
vi.mock('virtual:opsai-help-payloads', async () => ({
  default: (await import('./help-docs.fixtures')).HELP_PAYLOADS,
}))

describe('a help page’s query', () => {
  it('holds the page’s articles in one language only', async () => {
    const queryClient = new QueryClient()
    await loadHelpPage(queryClient, '/admin/manual', 'en')
    const en = queryClient.getQueryData(helpPageQuery('/admin/manual', 'en').queryKey)
    expect(en).toEqual(HELP_PAYLOADS['/admin/manual'].en)
    expect(queryClient.getQueryData(helpPageQuery('/admin/manual', 'ja').queryKey)).toBeUndefined()
    await loadHelpPage(queryClient, '/admin/manual', 'ja')
    expect(
      queryClient.getQueryData(helpPageQuery('/admin/manual', 'ja').queryKey)?.articles[0]?.title,
    ).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/)
  })
})
