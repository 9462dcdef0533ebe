/**
 * Usage dashboards (issue 10): with 1 000 000 usage events (and their 1 000 000 ledger entries)
 * for one tenant in one month, the data of /usageSituation (`loadUsage`) and of
 * /admin/totalUsageSituation (`loadTotalUsage`) against the naive GROUP BY over the raw rows
 * (app/server/usage/testing/raw-usage.ts, the queries the pages ran before the rollups), timed
 * in the same run on the same database: each must be ≥ 50× faster, and show the same numbers.
 *
 * The rows are loaded with one INSERT … SELECT from generate_series per table, so the rollup
 * triggers aggregate them once per statement, like any bulk insert would be.
 */
import { sql } from 'drizzle-orm'
import type { UsageRange } from '../app/features/usage/usage-range.shared'
import { rangeInstants } from '../app/features/usage/usage-range.shared'
import { loadTotalUsage } from '../app/server/admin/total-usage/total-usage.server'
import type { TenantMember } from '../app/server/home/tenant-member.server'
import { makeTenant } from '../app/server/tenancy/test-fixtures.server'
import { rawTotalUsage, rawUsageData, rollupDifferences } from '../app/server/usage/testing/raw-usage'
import { loadUsage } from '../app/server/usage/usage.server'
import { type DbHandle, openDatabase } from '../db/client'
import { migrateDatabase } from '../db/migrate'
import { withThrowawayPostgres } from '../db/throwaway'

export const USAGE_EVENTS = 1_000_000
const USERS = 200
const SMALL_TENANTS = 20
const SMALL_TENANT_EVENTS = 500
const RUNS = 5
/** A whole Japan month: the events fill it, the pages ask for it. */
const RANGE: UsageRange = { preset: 'custom', from: '2030-01-01', to: '2030-01-31' }
const TENANT_PAGE = { page: 0, pageSize: 25, sort: 'tokens', direction: 'desc' } as const

export interface UsageQueryFigure {
  naiveMs: number
  rollupMs: number
  speedup: number
  equal: boolean
}

export interface UsageFigures {
  loadSeconds: number
  usageSituation: UsageQueryFigure
  totalUsage: UsageQueryFigure
  /** Every rollup row equals the GROUP BY of the raw rows after the load. */
  rollupsExact: boolean
}

/** `count` events spread evenly over the range's instants, on 6 chats, 3 models and the users. */
function eventsSql(tenantId: string, count: number, users: number) {
  const { start, end } = rangeInstants(RANGE)
  const step = (end.getTime() - start.getTime()) / count
  return sql`
    insert into usage_events (tenant_id, user_id, chat_kind, keyword, thread_id, model, day,
                              input_tokens, output_tokens, total_tokens, charged_tokens, idempotency_key,
                              occurred_at)
    select ${tenantId}, ${tenantId} || '-user-' || (g % ${users}), chat.kind, chat.keyword, null,
           'model-' || ((g / 3) % 3), (at at time zone 'Asia/Tokyo')::date,
           200 + g % 300, 50 + g % 150, 250 + g % 300 + g % 150,
           case when g % 97 = 0 then 0 else 250 + g % 300 + g % 150 end, 'turn:bench-' || g, at
    from generate_series(0, ${count - 1}) as g
    cross join lateral (select ${start.toISOString()}::timestamptz + (g * ${step}::float8) * interval '1 millisecond' as at) as t
    cross join lateral (
      select (array['chat', 'customchat', 'customchat', 'faqchat', 'opschat', 'customchat'])[1 + (g / 7) % 6] as kind,
             (array['default', 'mail', 'minutes', 'support', 'incident', 'translate'])[1 + (g / 7) % 6] as keyword
    ) as chat`
}

/** The ledger's `usage` entry of each event, with a running balance, after one large grant. */
function ledgerSql(tenantId: string, count: number, users: number) {
  const { start, end } = rangeInstants(RANGE)
  const step = (end.getTime() - start.getTime()) / count
  const grant = 1_000 * count
  return sql`
    insert into token_ledger (tenant_id, kind, amount, balance_after, idempotency_key, actor, created_at)
    select ${tenantId}, 'additional_grant', ${grant}, ${grant}, 'bench-grant', 'bench', ${start.toISOString()}::timestamptz
    union all
    select ${tenantId}, 'usage', -(250 + g % 300 + g % 150), ${grant} - (g + 1) * 700, 'usage:bench-' || g,
           'user:' || ${tenantId} || '-user-' || (g % ${users}),
           ${start.toISOString()}::timestamptz + (g * ${step}::float8) * interval '1 millisecond'
    from generate_series(0, ${count - 1}) as g
    where g % 97 <> 0`
}

async function load(handle: DbHandle) {
  const { db } = handle
  const started = performance.now()
  const big = await makeTenant(db, 'bench-usage')
  await db.execute(sql`
    insert into "user" (id, name, email, tenant_id)
    select ${big.id} || '-user-' || g, 'Bench user ' || g, 'bench-' || g || '@usage.bench', ${big.id}
    from generate_series(0, ${USERS - 1}) as g`)
  await db.execute(eventsSql(big.id, USAGE_EVENTS, USERS))
  await db.execute(ledgerSql(big.id, USAGE_EVENTS, USERS))
  for (let index = 0; index < SMALL_TENANTS; index++) {
    const small = await makeTenant(db, `bench-usage-small-${index}`)
    await db.execute(eventsSql(small.id, SMALL_TENANT_EVENTS, 5))
  }
  await db.execute(sql`analyze`)
  const owner: TenantMember = { tenantId: big.id, userId: `${big.id}-user-0`, role: 'owner' }
  return { owner, loadSeconds: (performance.now() - started) / 1000 }
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] as number
}

/** Median of RUNS timed calls, after one untimed call that warms caches and plans. */
async function timed<T>(work: () => Promise<T>) {
  const result = await work()
  const times: number[] = []
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now()
    await work()
    times.push(performance.now() - started)
  }
  return { result, ms: median(times) }
}

type Usage = Awaited<ReturnType<typeof loadUsage>>
type RawUsage = Awaited<ReturnType<typeof rawUsageData>>

function sameUsage(usage: Usage, raw: RawUsage) {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
  return (
    usage.byDay.filter((row) => row.turns > 0).length === raw.byDay.length &&
    same(
      usage.byDay.filter((row) => row.turns > 0),
      raw.byDay,
    ) &&
    same(usage.byUser, raw.byUser) &&
    same(
      // The raw query has no catalogue names.
      usage.byChat.map(({ name: _name, nameEn: _nameEn, ...row }) => row),
      raw.byChat,
    ) &&
    same(usage.byModel, raw.byModel) &&
    usage.ledgerCharged === raw.ledger.charged &&
    usage.credits?.additional === raw.ledger.additional &&
    usage.totals.turns === USAGE_EVENTS
  )
}

type Total = Awaited<ReturnType<typeof loadTotalUsage>>
type RawTotal = Awaited<ReturnType<typeof rawTotalUsage>>

function sameTotal(total: Total, raw: RawTotal) {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
  return (
    same(total.totals, { ...raw.totals, ledgerCharged: raw.ledgerCharged }) &&
    same(
      total.byDay.filter((row) => row.turns > 0),
      raw.byDay,
    ) &&
    same(total.byApplication, raw.byApplication) &&
    same(total.byModel, raw.byModel) &&
    same(
      total.byTenant.rows.map(({ tenantId, slug, tokens, charged, turns }) => ({
        tenantId,
        slug,
        tokens,
        charged,
        turns,
      })),
      raw.byTenant,
    ) &&
    total.totals.turns === USAGE_EVENTS + SMALL_TENANTS * SMALL_TENANT_EVENTS
  )
}

export async function measureUsage(postgresUrl: string): Promise<UsageFigures> {
  return withThrowawayPostgres(postgresUrl, { prefix: 'opsai_bench_usage' }, async (url) => {
    const handle = await openDatabase({ databaseUrl: url, maxConnections: 10 })
    try {
      await migrateDatabase(handle)
      const { owner, loadSeconds } = await load(handle)
      const { db } = handle
      const filter = { tenantId: owner.tenantId, ...rangeInstants(RANGE) }
      const naiveUsage = await timed(() => rawUsageData(db, filter))
      const rollupUsage = await timed(() => loadUsage(db, owner, RANGE))
      const naiveTotal = await timed(() => rawTotalUsage(db, rangeInstants(RANGE), TENANT_PAGE.pageSize))
      const rollupTotal = await timed(() => loadTotalUsage(db, RANGE, TENANT_PAGE))
      return {
        loadSeconds,
        usageSituation: {
          naiveMs: naiveUsage.ms,
          rollupMs: rollupUsage.ms,
          speedup: naiveUsage.ms / rollupUsage.ms,
          equal: sameUsage(rollupUsage.result, naiveUsage.result),
        },
        totalUsage: {
          naiveMs: naiveTotal.ms,
          rollupMs: rollupTotal.ms,
          speedup: naiveTotal.ms / rollupTotal.ms,
          equal: sameTotal(rollupTotal.result, naiveTotal.result),
        },
        rollupsExact: (await rollupDifferences(db)).length === 0,
      }
    } finally {
      await handle.close()
    }
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
  console.log(JSON.stringify(await measureUsage(url), null, 2))
}
