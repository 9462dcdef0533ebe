import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { auditLog, tokenLedger } from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { post } from '../../chat/testing/http-client'
import { getBalance, ledgerTotal } from '../../ledger/ledger.server'
import {
  ADMIN_TOKEN,
  bearer,
  makePaymentTenant,
  type PaymentTenant,
  paymentDependencies,
} from '../../payment/testing/payment-fixtures'
import { forTenant } from '../../tenancy/scope.server'
import { listGrantHistory } from './admin-grants.server'
import { handleAdminGrant } from './admin-tokens-http.server'

const firstPage = { page: 0, pageSize: 25, sort: 'createdAt', direction: 'desc' } as const

describeEachDatabase('additional tokens from the console', (database) => {
  const db = () => database.handle().db
  const dependencies = paymentDependencies(() => database.handle())
  let acme: PaymentTenant
  let bulk: PaymentTenant

  beforeAll(async () => {
    acme = await makePaymentTenant(database.handle(), 'grant-acme')
    bulk = await makePaymentTenant(database.handle(), 'grant-bulk')
  })

  const grant = (body: unknown, token = ADMIN_TOKEN) =>
    handleAdminGrant(post('/api/admin/tokens/grant', body, bearer(token)), dependencies)

  it('grants through the CLI service once per submission, audited, and the history equals the ledger', async () => {
    const before = (await getBalance(db(), acme.tenantId)).balance
    const submissionId = randomUUID()
    const body = { tenant: 'GRANT-ACME', amount: '25000', reason: 'キャンペーン', submissionId }
    const first = await grant(body)
    expect(first.status).toBe(201)
    expect(await first.json()).toMatchObject({
      ok: true,
      created: true,
      tenant: { slug: 'grant-acme' },
      balance: { balance: before + 25_000 },
    })
    // The same submission again (a double click, a retried request): nothing more.
    const again = await Promise.all([grant(body), grant(body)])
    expect(again.map((response) => response.status)).toEqual([200, 200])
    expect((await getBalance(db(), acme.tenantId)).balance).toBe(before + 25_000)

    // A grant from the CLI's path shows in the same history.
    await forTenant(db(), acme.tenantId).tokens.grant({ amount: 7, reason: 'cli', actor: 'cli:operator' })
    expect(await ledgerTotal(db(), acme.tenantId)).toBe((await getBalance(db(), acme.tenantId)).balance)

    const history = await listGrantHistory(db(), { ...firstPage, tenant: 'grant-acme' })
    const ledger = await db()
      .select()
      .from(tokenLedger)
      .where(and(eq(tokenLedger.tenantId, acme.tenantId), eq(tokenLedger.kind, 'additional_grant')))
    expect(history.total).toBe(ledger.length)
    expect(history.rows.map((row) => [row.id, row.amount, row.reason, row.actor]).sort()).toEqual(
      ledger.map((row) => [row.id, row.amount, row.reason, row.actor]).sort(),
    )
    expect(history.rows.find((row) => row.actor === 'admin:admin-user')?.balanceAfter).toBe(before + 25_000)
    const adminOnly = await listGrantHistory(db(), { ...firstPage, tenant: 'grant-acme', source: 'admin' })
    expect(adminOnly.rows.map((row) => row.amount)).toEqual([25_000])

    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, acme.tenantId), eq(auditLog.action, 'tokens.grant')))
    expect(audit.filter((row) => row.actor === 'admin:admin-user')).toHaveLength(1)
    expect(audit.find((row) => row.actor === 'admin:admin-user')?.details).toMatchObject({
      amount: 25_000,
      reason: 'キャンペーン',
    })
  })

  it('refuses a tenant user with 403 in Japanese and English, and no session with 401', async () => {
    const before = (await getBalance(db(), acme.tenantId)).balance
    const body = { tenant: 'grant-acme', amount: 1, reason: 'x', submissionId: randomUUID() }
    const forbidden = await grant(body, acme.owner)
    expect(forbidden.status).toBe(403)
    expect(await forbidden.json()).toMatchObject({
      error: 'forbidden',
      messages: {
        ja: 'この操作はシステム管理者のみ行えます。管理者としてログインしてください。',
        en: 'Only the system administrator can do this. Sign in as the administrator.',
      },
    })
    const anonymous = await handleAdminGrant(post('/api/admin/tokens/grant', body, {}), dependencies)
    expect(anonymous.status).toBe(401)
    expect((await getBalance(db(), acme.tenantId)).balance).toBe(before)
  })

  it('answers bad input with field errors, never a 500', async () => {
    const bad = await grant({ tenant: '', amount: '-3', reason: ' ', submissionId: 'x' })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({
      fieldErrors: {
        tenant: 'validation.required',
        amount: 'adminTokens.errors.amount',
        reason: 'validation.required',
        submissionId: 'adminTokens.errors.submission',
      },
    })
    const fraction = await grant({
      tenant: 'grant-acme',
      amount: 1.5,
      reason: 'x',
      submissionId: randomUUID(),
    })
    expect(await fraction.json()).toMatchObject({ fieldErrors: { amount: 'adminTokens.errors.amount' } })
    const unknown = await grant({
      tenant: 'no-such-tenant',
      amount: 5,
      reason: 'x',
      submissionId: randomUUID(),
    })
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toMatchObject({
      fieldErrors: { tenant: 'adminTokens.errors.unknownTenant' },
    })
    const notJson = await grant('{')
    expect(notJson.status).toBe(400)
  })

  it('pages, sorts and filters thousands of grants on the server', async () => {
    // One statement: 3,000 grants spread over the last 3,000 minutes.
    await db().execute(sql`
      insert into token_ledger (tenant_id, kind, amount, balance_after, idempotency_key, actor, reason, created_at)
      select ${bulk.tenantId}, 'additional_grant', g, g, 'bulk:' || g, 'cli:bulk', 'bulk ' || g,
             now() - g * interval '1 minute'
      from generate_series(1, 3000) as g`)
    const page = await listGrantHistory(db(), { ...firstPage, tenant: 'grant-bulk' })
    expect(page.total).toBe(3000)
    expect(page.rows).toHaveLength(25)
    // Newest first: the grant made one minute ago.
    expect(page.rows[0]?.amount).toBe(1)
    const last = await listGrantHistory(db(), { ...firstPage, page: 119, tenant: 'grant-bulk' })
    expect(last.rows.map((row) => row.amount)).toEqual(Array.from({ length: 25 }, (_, i) => 2976 + i))
    const biggest = await listGrantHistory(db(), {
      ...firstPage,
      pageSize: 3,
      sort: 'amount',
      direction: 'desc',
      tenant: 'bulk',
    })
    expect(biggest.rows.map((row) => row.amount)).toEqual([3000, 2999, 2998])
    const everyone = await listGrantHistory(db(), { ...firstPage, source: 'cli' })
    expect(everyone.total).toBe(3001)
    const none = await listGrantHistory(db(), { ...firstPage, tenant: '%' })
    expect(none.total).toBe(0)
  })
})
