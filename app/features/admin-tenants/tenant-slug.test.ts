import { describe, expect, it } from 'vitest'
import { slugProblem, suggestSlug } from './tenant-slug'

describe('tenant slug', () => {
  it('is suggested from the name: lower-case, hyphens between words, nothing from Japanese alone', () => {
    expect(suggestSlug('ACME Corp.')).toBe('acme-corp')
    expect(suggestSlug('  Ｈｉｒａｍｅｋｉ 商事 2 ')).toBe('hirameki-2')
    expect(suggestSlug('ひらめき商事株式会社')).toBe('')
    expect(suggestSlug('a'.repeat(70))).toHaveLength(63)
    expect(suggestSlug(`${'a'.repeat(62)} b`)).toBe('a'.repeat(62))
  })

  it('says what is wrong in both languages, and accepts what the server accepts', () => {
    expect(slugProblem('acme-2')).toBeUndefined()
    expect(slugProblem('')?.en).toBe('Enter a slug.')
    expect(slugProblem('Bad Slug')?.ja).toContain('英小文字・数字・ハイフンで63文字以内')
    expect(slugProblem('Bad Slug')?.en).toMatch(/no capitals, spaces/)
    expect(slugProblem('-acme')?.en).toMatch(/hyphen/)
    expect(slugProblem('a'.repeat(64))?.en).toMatch(/63/)
    // Every suggestion of a name with Latin letters is a valid slug.
    for (const name of ['ACME Corp.', 'x--y', '9 lives', `${'z'.repeat(62)}-q`]) {
      expect(slugProblem(suggestSlug(name)), name).toBeUndefined()
    }
  })
})
