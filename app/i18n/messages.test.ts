import { describe, expect, it } from 'vitest'
import { themes } from '../../registry/catalog'
import { createI18n } from './i18n'
import { LOCALES } from './locale'
import { loadMessages } from './messages'

function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null) return [[prefix, value]]
  return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key))
}

describe('messages', () => {
  // The catalogue reaches every brand's visitors (ADR 023): it may name no brand, theme or platform.
  it('names no theme, brand or the platform, even as an example', async () => {
    const text = JSON.stringify(await Promise.all(LOCALES.map(loadMessages)))
    const found = themes.flatMap((theme) =>
      [theme.key, theme.name].filter((term) =>
        new RegExp(
          `(?<![A-Za-z0-9_-])${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z0-9_-])`,
          'i',
        ).test(text),
      ),
    )
    expect(found).toEqual([])
  })

  it('loads every locale with the same keys and no empty string', async () => {
    const [ja, en] = await Promise.all(LOCALES.map(loadMessages))
    const jaLeaves = leaves(ja)
    expect(leaves(en).map(([key]) => key)).toEqual(jaLeaves.map(([key]) => key))
    for (const [key, value] of [...jaLeaves, ...leaves(en)]) {
      expect(typeof value, key).toBe('string')
      expect(String(value).trim(), key).not.toBe('')
    }
  })

  it('translates and interpolates with one instance per locale', async () => {
    const ja = createI18n('ja', await loadMessages('ja'))
    const en = createI18n('en', await loadMessages('en'))
    expect(ja.t('dataTable.pageStatus', { page: 2, pageCount: 5 })).toBe('2 / 5 ページ')
    expect(en.t('dataTable.pageStatus', { page: 2, pageCount: 5 })).toBe('Page 2 of 5')
    // Separate instances: one language never leaks into the other.
    expect(ja.language).toBe('ja')
    expect(en.language).toBe('en')
    // React escapes; i18next must not escape a second time.
    expect(en.t('errors.statusLabel', { status: '<b>' })).toBe('Status <b>')
  })
})
