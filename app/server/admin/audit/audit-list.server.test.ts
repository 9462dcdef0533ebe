import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { user } from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { makeTenant } from '../../tenancy/test-fixtures.server'
import { runAdminCall } from '../tenants/admin-call.server'
import { adminSession, memberSession } from '../tenants/testing/admin-sessions'
import { listAuditPage } from './audit-list.server'

const BULK = 5000

describeEachDatabase('the audit log view', (database) => {
  const db = () => database.handle().db
  let tenantId = ''

  beforeAll(async () => {
    tenantId = (await makeTenant(db(), 'audited')).id
    await db().insert(user).values({ id: 'admin-42', name: 'Admin', email: 'root@opsai.test', role: 'admin' })
    // Thousands of rows in one statement, one per hour back from 2026-06-30 12:00 UTC:
    // alternately the administrator's tenant edits and the CLI's domain maps of another tenant.
    await db().execute(sql`
      insert into audit_log (at, actor, action, tenant_id, target, details)
      select timestamptz '2026-06-30 12:00:00+00' - (n || ' hours')::interval,
             case when n % 2 = 0 then 'admin:admin-42' else 'cli:operator' end,
             case when n % 2 = 0 then 'tenant.update' else 'domain.map' end,
             case when n % 2 = 0 then ${tenantId} else null end,
             'target-' || n, jsonb_build_object('n', n)
      from generate_series(1, ${BULK}) as n`)
  })

  it('pages newest first with the total, or oldest first', async () => {
    const first = await listAuditPage(db(), { size: 20 })
    expect(first.total).toBeGreaterThanOrEqual(BULK)
    expect(first.rows).toHaveLength(20)
    const times = first.rows.map((row) => row.at)
    expect([...times].sort().reverse()).toEqual(times)
    const oldest = await listAuditPage(db(), { oldestFirst: true, size: 10 })
    expect(oldest.rows[0]?.target).toBe(`target-${BULK}`)
    const page3 = await listAuditPage(db(), { actor: 'cli:', size: 100, page: 3 })
    expect(page3.rows).toHaveLength(100)
    expect(page3.total).toBe(BULK / 2)
  })

  it("filters by actor (id or the person's e-mail), action prefix, tenant and Japan days", async () => {
    const byEmail = await listAuditPage(db(), { actor: 'ROOT@opsai', size: 10 })
    expect(byEmail.total).toBe(BULK / 2)
    expect(byEmail.rows[0]).toMatchObject({ actor: 'admin:admin-42', actorEmail: 'root@opsai.test' })
    expect((await listAuditPage(db(), { action: 'tenant.' })).total).toBeGreaterThanOrEqual(BULK / 2)
    expect((await listAuditPage(db(), { action: 'domain.map' })).total).toBe(BULK / 2)
    expect((await listAuditPage(db(), { action: '%' })).total).toBe(0)
    const tenant = await listAuditPage(db(), { tenant: 'audited', actor: 'admin:', size: 10 })
    expect(tenant.total).toBe(BULK / 2)
    expect(tenant.rows[0]).toMatchObject({ tenantSlug: 'audited', tenantName: 'Tenant audited' })
    // 2026-06-30 in Japan is 2026-06-29 15:00 to 2026-06-30 15:00 UTC: hours 1..21 back from 12:00.
    // The page names the people and tenants it mentions by id (the log shows names, not UUIDs).
    expect(byEmail.names['admin-42']).toEqual({ name: 'Admin', email: 'root@opsai.test' })
    await db().execute(
      sql`insert into audit_log (actor, action, tenant_id, target, details) values ('admin:admin-42', 'tenant.suspend', ${tenantId}, ${tenantId}, jsonb_build_object('userId', 'admin-42'))`,
    )
    const suspended = await listAuditPage(db(), { action: 'tenant.suspend', size: 10 })
    expect(suspended.names[tenantId]).toEqual({ name: 'Tenant audited' })
    const day = await listAuditPage(db(), { from: '2026-06-30', to: '2026-06-30', size: 100 })
    expect(day.total).toBe(21)
    const range = await listAuditPage(db(), { from: '2026-06-29', to: '2026-06-30', action: 'domain.' })
    expect(range.total).toBe(Math.ceil(45 / 2))
  })

  it('names bad dates and unknown tenants under their fields, in both languages', async () => {
    const bad = await listAuditPage(db(), { from: '2026-02-30', to: 'yesterday', tenant: 'nobody' })
    expect(bad.rows).toEqual([])
    expect(bad.fieldErrors).toEqual({
      from: { ja: '日付を YYYY-MM-DD で入力してください', en: 'Enter a date as YYYY-MM-DD' },
      to: { ja: '日付を YYYY-MM-DD で入力してください', en: 'Enter a date as YYYY-MM-DD' },
      tenant: { ja: 'テナント "nobody" はありません', en: 'There is no tenant "nobody"' },
    })
    const reversed = await listAuditPage(db(), { from: '2026-06-30', to: '2026-06-01' })
    expect(reversed.fieldErrors.to?.en).toMatch(/end date/)
  })

  it('is for the administrator only', async () => {
    expect(await runAdminCall(memberSession(tenantId), () => listAuditPage(db(), {}))).toMatchObject({
      ok: false,
      status: 403,
    })
    expect(await runAdminCall(adminSession(), () => listAuditPage(db(), { size: 10 }))).toMatchObject({
      ok: true,
    })
  })
})

describe('audit page parameters', () => {
  it('ignores what it does not understand', async () => {
    const { auditQuerySchema } = await import('./audit-list.server')
    expect(auditQuerySchema().parse({ size: 13, page: 'x', oldestFirst: 'yes' })).toMatchObject({
      size: 20,
      page: 0,
      oldestFirst: false,
    })
  })
})
