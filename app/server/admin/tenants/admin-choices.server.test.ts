/**
 * The console pickers' server search over thousands of rows, and the pages that no longer ship
 * every tenant, application or plan as options (/admin/users with 3,000 tenants).
 */
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { inLanguage } from '#app/i18n/bilingual-text.shared'
import { describeEachDatabase } from '#db/testing'
import { ensurePlanAndApplication } from '../../tenancy/test-fixtures.server'
import { loadAdminUsersPage } from '../users/admin-users-list.server'
import { runAdminCall } from './admin-call.server'
import {
  ADMIN_CHOICE_LIMIT,
  adminChoiceOf,
  firstAdminChoice,
  searchAdminChoices,
} from './admin-choices.server'
import { adminSession, memberSession } from './testing/admin-sessions'

const BULK = 3000
const BULK_PLANS = 30

describeEachDatabase('the console pickers’ server search', (database) => {
  const db = () => database.handle().db
  const search = (input: unknown) => searchAdminChoices(db(), input)
  const labels = async (input: unknown) => (await search(input)).options.map((option) => option.label)

  beforeAll(async () => {
    await ensurePlanAndApplication(db())
    // 3,000 tenants in one statement, and a few whose names hold LIKE's wildcards.
    await db().execute(sql`
      insert into tenants (id, slug, name, application_key, plan_id)
      select 'bulk-' || n, 'bulk-' || lpad(n::text, 5, '0'), 'Bulk テナント ' || lpad(n::text, 5, '0'),
             'hirameki_ai', 'standard'
      from generate_series(1, ${BULK}) as n`)
    await db().execute(sql`
      insert into tenants (id, slug, name, application_key, plan_id) values
        ('pct', 'sale-shop', 'Sale 100% 本舗', 'hirameki_ai', 'standard'),
        ('und', 'ab-shokai', 'A_B 商会', 'hirameki_ai', 'standard'),
        ('exact', 'acme', 'Acme', 'hirameki_ai', 'standard'),
        ('before', 'aa-acme', 'AA Acme', 'hirameki_ai', 'standard')`)
    await db().execute(sql`
      insert into plans (id, name, monthly_tokens, price_jpy, position)
      select 'bulk-plan-' || lpad(n::text, 2, '0'), 'バルク プラン ' || n, 1000 * n, 100 * n, ${BULK_PLANS} - n
      from generate_series(1, ${BULK_PLANS}) as n`)
  })

  describe('/admin/users with 3,000 tenants', () => {
    const query = { q: '', page: 0, size: 25, sort: 'email' as const, dir: 'asc' as const }

    it('carries no tenant list: only the filter’s label and the create form’s starting tenant', async () => {
      const page = await loadAdminUsersPage(db(), query, {})
      expect(page).not.toHaveProperty('tenants')
      const json = JSON.stringify(page)
      // A tenant list would have put every slug in the page (over 100 KB for 3,000 tenants).
      expect(json).not.toContain('bulk-00002')
      expect(json.length).toBeLessThan(2_000)
      expect(page.tenantChoice).toBeNull()
      expect(page.defaultTenant).toEqual({ value: 'before', label: 'AA Acme (aa-acme)' })

      const filtered = await loadAdminUsersPage(db(), query, { tenant: 'bulk-42' })
      expect(filtered.tenantChoice).toEqual({ value: 'bulk-42', label: 'Bulk テナント 00042 (bulk-00042)' })
      expect((await loadAdminUsersPage(db(), query, { tenant: 'none' })).tenantChoice).toBeNull()
      expect((await loadAdminUsersPage(db(), query, { tenant: 'no-such-tenant' })).tenantChoice).toBeNull()
    })

    it('finds any of them by name, slug or id, at most 20 at a time', async () => {
      const first = await search({ kind: 'tenant', q: '' })
      expect(first.options).toHaveLength(ADMIN_CHOICE_LIMIT)
      expect(ADMIN_CHOICE_LIMIT).toBeLessThanOrEqual(20)
      expect(first.more).toBe(true)
      const byName = await search({ kind: 'tenant', q: 'テナント 0042' })
      expect(byName.options.map((option) => option.value)).toEqual(
        Array.from({ length: 10 }, (_, index) => `bulk-${420 + index}`),
      )
      expect(byName.more).toBe(false)
      expect(await labels({ kind: 'tenant', q: 'BULK-02999' })).toEqual(['Bulk テナント 02999 (bulk-02999)'])
      // By id: "bulk-2999" is in no name or slug (those are zero-padded).
      expect((await search({ kind: 'tenant', q: 'bulk-2999' })).options).toEqual([
        { value: 'bulk-2999', label: 'Bulk テナント 02999 (bulk-02999)' },
      ])
      const many = await search({ kind: 'tenant', q: 'bulk' })
      expect(many.options).toHaveLength(20)
      expect(many.more).toBe(true)
    })

    it('puts the exact slug first, and takes % and _ as the characters typed', async () => {
      expect(await labels({ kind: 'tenant', q: 'acme' })).toEqual(['Acme (acme)', 'AA Acme (aa-acme)'])
      expect(await labels({ kind: 'tenant', q: '%' })).toEqual(['Sale 100% 本舗 (sale-shop)'])
      expect(await labels({ kind: 'tenant', q: '_' })).toEqual(['A_B 商会 (ab-shokai)'])
      expect(await labels({ kind: 'tenant', q: '0%' })).toEqual(['Sale 100% 本舗 (sale-shop)'])
      expect(await labels({ kind: 'tenant', q: '\\' })).toEqual([])
      // Spaces around the text do not count.
      expect(await labels({ kind: 'tenant', q: '  A_B  ' })).toEqual(['A_B 商会 (ab-shokai)'])
    })
  })

  it('searches applications by name or key and plans by name or id, in their usual order', async () => {
    expect(await labels({ kind: 'application', q: 'ヒラメキ' })).toEqual(['ヒラメキAI (hirameki_ai)'])
    expect(await labels({ kind: 'application', q: 'HIRAMEKI_' })).toEqual(['ヒラメキAI (hirameki_ai)'])
    expect(await labels({ kind: 'application', q: '%' })).toEqual([])
    const plans = await search({ kind: 'plan', q: 'バルク' })
    expect(plans.options).toHaveLength(20)
    expect(plans.more).toBe(true)
    // By position (the last bulk plan has the smallest), as /admin/plans lists them.
    expect(plans.options[0]?.label).toBe(`バルク プラン ${BULK_PLANS} (bulk-plan-${BULK_PLANS})`)
    expect(await labels({ kind: 'plan', q: 'bulk-plan-07' })).toEqual(['バルク プラン 7 (bulk-plan-07)'])
    expect(await adminChoiceOf(db(), 'plan', 'standard')).toEqual({
      value: 'standard',
      label: 'スタンダード (standard)',
    })
    expect(await adminChoiceOf(db(), 'application', 'missing')).toBeNull()
    expect(await firstAdminChoice(db(), 'application')).toEqual({
      value: 'hirameki_ai',
      label: 'ヒラメキAI (hirameki_ai)',
    })
  })

  describe('through the console frame (runAdminCall)', () => {
    const asAdmin = (input: unknown) => runAdminCall(adminSession(), () => searchAdminChoices(db(), input))

    it('answers the administrator, and no one else', async () => {
      const answer = await asAdmin({ kind: 'tenant', q: 'bulk-00042' })
      expect(answer).toEqual({
        ok: true,
        data: { options: [{ value: 'bulk-42', label: 'Bulk テナント 00042 (bulk-00042)' }], more: false },
      })
      for (const session of [memberSession(), memberSession(null, 'admin'), null]) {
        const refused = await runAdminCall(session, () => searchAdminChoices(db(), { kind: 'tenant', q: '' }))
        expect(refused).toMatchObject({ ok: false, status: 403, error: 'forbidden' })
      }
    })

    it('refuses bad input with 400 and a message in Japanese and in English', async () => {
      const cases: [unknown, string, { ja: RegExp; en: RegExp }][] = [
        [{ kind: 'tenant', q: 'x'.repeat(101) }, 'q', { ja: /100 文字以内/, en: /at most 100 characters/ }],
        [
          { kind: 'users', q: '' },
          'kind',
          { ja: /いずれかを指定/, en: /choose tenant, application or plan/ },
        ],
        [{ kind: 'tenant', q: 42 }, 'q', { ja: /文字列で指定/, en: /must be text/ }],
        [{ kind: 'tenant', q: 'a\u0000b' }, 'q', { ja: /検索できない文字/, en: /cannot be searched/ }],
        ['tenant', 'form', { ja: /入力がないか/, en: /is missing or not valid/ }],
      ]
      for (const [input, field, message] of cases) {
        const refused = await asAdmin(input)
        if (refused.ok) throw new Error(`accepted ${JSON.stringify(input)}`)
        expect(refused.status).toBe(400)
        expect(refused.error).toBe('invalid_input')
        expect(inLanguage(refused.message, 'ja')).toBe('入力内容を確認してください。')
        expect(inLanguage(refused.message, 'en')).toBe('Please check the form.')
        const text = refused.fieldErrors[field]
        expect(text?.ja).toMatch(message.ja)
        expect(text?.en).toMatch(message.en)
        // Each language's half is in that language only.
        expect(text?.en).not.toMatch(/[\u3040-\u30ff]/)
      }
    })
  })
})
