import { describe, expect, it } from 'vitest'
import { ADMIN_MENU } from './admin-menu'
import { adminShellEn, adminShellJa } from './admin-shell.messages'

const items = ADMIN_MENU.flatMap((group) => group.items)

describe('the console menu', () => {
  it('is a fixed order grouped by task, not sorted by any label (issue 14)', () => {
    expect(items.map((item) => item.to)).toEqual([
      '/admin',
      '/admin/tenants',
      '/admin/users',
      '/admin/plans',
      '/admin/applications',
      '/admin/categories',
      '/admin/customchats',
      '/admin/faqchats',
      '/admin/knowledge',
      '/admin/purchasedTokens',
      '/admin/additionalTokens',
      '/admin/totalUsageSituation',
      '/admin/system',
      '/admin/system/preview',
      '/admin/manual',
      '/admin/help',
    ])
    const collator = (locale: string) => new Intl.Collator(locale).compare
    for (const [locale, labels] of [
      ['ja', adminShellJa],
      ['en', adminShellEn],
    ] as const) {
      const shown = items.map((item) => labels[item.label])
      expect(shown, locale).not.toEqual([...shown].sort(collator(locale)))
    }
  })

  it('names every group and link in both languages', () => {
    for (const group of ADMIN_MENU) {
      for (const key of [group.heading, ...group.items.map((item) => item.label)]) {
        if (!key) continue
        expect(adminShellJa[key], key).toMatch(/\S/)
        expect(adminShellEn[key], key).toMatch(/\S/)
      }
    }
  })
})
