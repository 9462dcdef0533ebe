/**
 * A tenant's slug on the console's form: suggested from the name while the administrator has
 * not typed one, and checked before sending, with the same rule as the server (one DNS label,
 * app/server/tenancy/fields.ts) so `<slug>.example.com` is always a valid host.
 */
import type { BilingualText } from '../../i18n/bilingual-text.shared'
import { adminTenantsEn, adminTenantsJa } from './admin-tenants.messages'

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/
export const SLUG_MAX_LENGTH = 63

/**
 * "ACME Corp." → "acme-corp"; full-width letters count (ＡＣＭＥ → acme). A name with no Latin
 * letters or digits suggests nothing: a romanisation would be a guess the administrator must fix.
 */
export function suggestSlug(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '')
}

const problem = (name: keyof typeof adminTenantsJa.slugProblems): BilingualText => ({
  ja: adminTenantsJa.slugProblems[name],
  en: adminTenantsEn.slugProblems[name],
})

/** What is wrong with a slug, in both languages; undefined when it is good. */
export function slugProblem(slug: string): BilingualText | undefined {
  if (slug === '') return problem('empty')
  if (slug.length > SLUG_MAX_LENGTH) return problem('tooLong')
  if (SLUG.test(slug)) return undefined
  if (/^[a-z0-9-]+$/.test(slug)) return problem('hyphenEnds')
  return problem('invalid')
}
