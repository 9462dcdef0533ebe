import { describe, expect, it } from 'vitest'
import { validatePreviewSearch, withPreviewDefaults } from './admin-preview-search'

describe('the preview address', () => {
  it('keeps known pages and themes, at most four, and drops the rest', () => {
    expect(
      validatePreviewSearch({ page: 'chat', themes: ['fortuna', 'No Theme!', 'kakushin'], tenant: 'x' }),
    ).toEqual({
      page: 'chat',
      themes: ['fortuna', 'kakushin'],
      tenant: 'x',
    })
    expect(
      validatePreviewSearch({ themes: 'opsai,fortuna,kakushin,hirameki_ai,aisanbo' }).themes,
    ).toHaveLength(4)
    expect(validatePreviewSearch({ page: 'admin', themes: 5, tenant: 'y'.repeat(101) })).toEqual({})
  })

  it('fills the defaults: the sign-in page, columns left to the page', () => {
    expect(withPreviewDefaults({})).toEqual({ page: 'login', themes: [] })
    expect(withPreviewDefaults({ page: 'home', themes: ['fortuna'] })).toEqual({
      page: 'home',
      themes: ['fortuna'],
    })
  })
})
