import { sql } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { describeEachDatabase } from '#db/testing'
import { makeTenant } from '../../tenancy/test-fixtures.server'
import { loadOverview } from './overview.server'

// 2026-07-15 01:00 UTC = 10:00 on 15 July in Japan.
const NOW = new Date('2026-07-15T01:00:00Z')

describeEachDatabase('the console overview', (database) => {
  const db = () => database.handle().db

  beforeAll(async () => {
    const a = await makeTenant(db(), 'ov-a', { planId: 'standard' })
    const b = await makeTenant(db(), 'ov-b')
    await makeTenant(db(), 'ov-c')
    await db().execute(sql`update tenants set status = 'suspended' where slug = 'ov-c'`)
    // ov-b was made last month (Japan time): 30 June 23:00 JST.
    await db().execute(sql`update tenants set created_at = '2026-06-30 14:00:00+00' where slug = 'ov-b'`)
    await db().execute(sql`update tenants set created_at = '2026-07-01 00:00:00+09' where slug = 'ov-a'`)
    await db().execute(
      sql`update tenants set created_at = ${NOW.toISOString()}::timestamptz where slug = 'ov-c'`,
    )
    await db().execute(sql`
      insert into "user" (id, name, email, tenant_id) values
        ('ov-u1', 'U1', 'u1@ov.test', ${a.id}), ('ov-u2', 'U2', 'u2@ov.test', ${b.id}), ('ov-u3', 'U3', 'u3@ov.test', ${b.id})`)
    await db().execute(
      sql`insert into "user" (id, name, email, role) values ('ov-admin', 'A', 'a@ov.test', 'admin')`,
    )
    // Usage: u1 twice in the window, u2 40 days ago (not active).
    await db().execute(sql`
      insert into usage_events (tenant_id, user_id, chat_kind, keyword, model, day, total_tokens, charged_tokens, occurred_at) values
        (${a.id}, 'ov-u1', 'chat', 'default', 'm', '2026-07-14', 10, 10, '2026-07-14 00:00:00+00'),
        (${a.id}, 'ov-u1', 'chat', 'default', 'm', '2026-07-15', 10, 10, '2026-07-15 00:30:00+00'),
        (${b.id}, 'ov-u2', 'chat', 'default', 'm', '2026-06-05', 10, 10, '2026-06-05 00:00:00+00')`)
    // The ledger's usage entries: today (JST), earlier this month, and last month.
    const usage = (amount: number, at: string, key: string) => sql`
      insert into token_ledger (tenant_id, kind, amount, balance_after, idempotency_key, actor, created_at)
      values (${a.id}, 'usage', ${-amount}, 0, ${key}, 'user:ov-u1', ${at}::timestamptz)`
    await db().execute(sql`update token_balances set balance = 0 where tenant_id = ${a.id}`)
    await db().execute(usage(300, '2026-07-14 16:00:00+00', 'today'))
    await db().execute(usage(200, '2026-07-14 14:00:00+00', 'yesterday-jst'))
    await db().execute(usage(100, '2026-06-30 14:59:00+00', 'last-month'))
    await db().execute(sql`
      insert into token_packs (id, name, tokens, price_jpy) values ('ov-pack', 'P', 1000, 100) on conflict do nothing`)
    await db().execute(sql`
      insert into token_purchases (tenant_id, id, pack_id, pack_name, tokens, price_jpy, method, status, requested_by) values
        (${a.id}, 'p1', 'ov-pack', 'P', 1000, 100, 'invoice', 'pending', 'user:ov-u1'),
        (${a.id}, 'p2', 'ov-pack', 'P', 1000, 100, 'invoice', 'confirmed', 'user:ov-u1'),
        (${b.id}, 'p3', 'ov-pack', 'P', 1000, 100, 'stripe', 'pending', 'user:ov-u2')`)
  })

  it('counts tenants, users, tokens used and waiting invoices in Japan days and months', async () => {
    const overview = await loadOverview(db(), NOW)
    expect(overview.tenants).toEqual({ active: 2, suspended: 1, newThisMonth: 2 })
    expect(overview.users).toEqual({ total: 3, active: 1, activeDays: 30 })
    expect(overview.tokens).toEqual({ today: 300, thisMonth: 500 })
    expect(overview.pendingInvoices).toBe(1)
    expect(overview.monthStart).toBe('2026-06-30T15:00:00.000Z')
  })
})
