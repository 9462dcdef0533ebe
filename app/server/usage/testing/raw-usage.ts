/**
 * The reference the rollups are checked against (tests) and timed against (bench/usage.ts): the
 * usage figures computed the naive way, a GROUP BY over every raw usage event and ledger entry of
 * the range, days taken from each row's instant in Japan time. Not used by the product.
 */
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '#db/client'
import { rowsOf } from '#db/rows'

type Row = Record<string, unknown>
const sums = sql.raw(
  'coalesce(sum(input_tokens), 0) as "inputTokens", coalesce(sum(output_tokens), 0) as "outputTokens", ' +
    'coalesce(sum(total_tokens), 0) as tokens, coalesce(sum(charged_tokens), 0) as charged, count(*) as turns',
)
const japanDay = (column: string) => sql.raw(`to_char(${column} at time zone 'Asia/Tokyo', 'YYYY-MM-DD')`)

async function rows(db: Db, query: SQL): Promise<Row[]> {
  return rowsOf<Row>(await db.execute(query))
}

/** Numeric columns come back as strings from postgres.js: numbers, like the product's queries. */
function numbers<T extends Row>(list: T[], keys: string[]) {
  return list.map((row) => {
    const copy: Row = { ...row }
    for (const key of keys) copy[key] = Number(row[key])
    return copy
  })
}
const SUMS = ['inputTokens', 'outputTokens', 'tokens', 'charged', 'turns']

export interface RawUsageFilter {
  tenantId: string
  start: Date
  end: Date
  userId?: string
}

/** What /usageSituation shows, from the raw rows (the queries it ran before the rollups). */
export async function rawUsageData(db: Db, filter: RawUsageFilter) {
  const events = sql`e.tenant_id = ${filter.tenantId} and e.occurred_at >= ${filter.start.toISOString()}
    and e.occurred_at < ${filter.end.toISOString()}
    ${filter.userId ? sql`and e.user_id = ${filter.userId}` : sql``}`
  const [byDay, byUser, byChat, byModel, ledger] = await Promise.all([
    rows(
      db,
      sql`select ${japanDay('e.occurred_at')} as day, ${sums} from usage_events e where ${events} group by 1 order by 1`,
    ),
    rows(
      db,
      sql`select e.user_id as "userId", u.name, u.email, ${sums} from usage_events e
        left join "user" u on u.id = e.user_id and u.tenant_id = ${filter.tenantId}
        where ${events} group by e.user_id, u.name, u.email order by tokens desc, e.user_id`,
    ),
    rows(
      db,
      sql`select chat_kind as "chatKind", keyword, ${sums} from usage_events e where ${events}
        group by chat_kind, keyword order by tokens desc, chat_kind, keyword`,
    ),
    rows(
      db,
      sql`select model, ${sums} from usage_events e where ${events} group by model order by tokens desc, model`,
    ),
    rows(
      db,
      sql`select kind, coalesce(sum(amount), 0) as total from token_ledger
        where tenant_id = ${filter.tenantId} and created_at >= ${filter.start.toISOString()}
          and created_at < ${filter.end.toISOString()}
          ${filter.userId ? sql`and actor = ${`user:${filter.userId}`}` : sql``}
        group by kind`,
    ),
  ])
  const ledgerOf = (kind: string) => Number(ledger.find((row) => row.kind === kind)?.total ?? 0)
  return {
    byDay: numbers(byDay, SUMS),
    byUser: numbers(byUser, SUMS),
    byChat: numbers(byChat, SUMS),
    byModel: numbers(byModel, SUMS),
    ledger: {
      charged: 0 - ledgerOf('usage'),
      planGranted: ledgerOf('plan_grant'),
      purchased: ledgerOf('purchase'),
      additional: ledgerOf('additional_grant'),
    },
  }
}

export interface RawTotalFilter {
  start: Date
  end: Date
  application?: string
}

/** What /admin/totalUsageSituation shows (its first tenant page by tokens), from the raw rows. */
export async function rawTotalUsage(db: Db, filter: RawTotalFilter, pageSize = 25) {
  const events = sql`e.occurred_at >= ${filter.start.toISOString()} and e.occurred_at < ${filter.end.toISOString()}
    ${filter.application ? sql`and t.application_key = ${filter.application}` : sql``}`
  const from = sql`from usage_events e join tenants t on t.id = e.tenant_id`
  const [[totals], byDay, byApplication, byModel, byTenant, [ledger]] = await Promise.all([
    rows(db, sql`select ${sums}, count(distinct e.tenant_id) as tenants ${from} where ${events}`),
    rows(
      db,
      sql`select ${japanDay('e.occurred_at')} as day, ${sums} ${from} where ${events} group by 1 order by 1`,
    ),
    rows(
      db,
      sql`select a.key, a.name, ${sums} ${from} join applications a on a.key = t.application_key
        where ${events} group by a.key, a.name order by tokens desc, a.key`,
    ),
    rows(
      db,
      sql`select e.model, ${sums} ${from} where ${events} group by e.model order by tokens desc, e.model`,
    ),
    rows(
      db,
      sql`select t.id as "tenantId", t.slug, ${sums} ${from} where ${events}
        group by t.id, t.slug order by tokens desc, t.slug limit ${pageSize}`,
    ),
    rows(
      db,
      sql`select coalesce(sum(l.amount), 0) as total from token_ledger l join tenants t on t.id = l.tenant_id
        where l.kind = 'usage' and l.created_at >= ${filter.start.toISOString()} and l.created_at < ${filter.end.toISOString()}
          ${filter.application ? sql`and t.application_key = ${filter.application}` : sql``}`,
    ),
  ])
  return {
    totals: numbers([totals ?? {}], [...SUMS, 'tenants'])[0],
    byDay: numbers(byDay, SUMS),
    byApplication: numbers(byApplication, SUMS),
    byModel: numbers(byModel, SUMS),
    byTenant: numbers(byTenant, SUMS),
    ledgerCharged: 0 - Number(ledger?.total ?? 0),
  }
}

/**
 * Every rollup row against the GROUP BY of the raw rows it sums (all tenants). Returns the
 * differences as readable lines; empty when the rollups are exact.
 */
export async function rollupDifferences(db: Db): Promise<string[]> {
  const measures = sql.raw(
    'count(*) as turns, sum(input_tokens) as input_tokens, sum(output_tokens) as output_tokens, sum(total_tokens) as total_tokens, sum(charged_tokens) as charged_tokens',
  )
  const stored = sql.raw('turns, input_tokens, output_tokens, total_tokens, charged_tokens')
  const checks: [string, string][] = [
    ['usage_rollup_by_chat_model', 'tenant_id, day, chat_kind, keyword, model'],
    ['usage_rollup_by_user', 'tenant_id, day, user_id'],
    ['usage_rollup_by_user_chat_model', 'tenant_id, day, user_id, chat_kind, keyword, model'],
  ]
  const differences: string[] = []
  for (const [table, keys] of checks) {
    const raw = sql.raw(keys.replace('day', "(occurred_at at time zone 'Asia/Tokyo')::date as day"))
    const found = await rows(
      db,
      sql`(select ${sql.raw(keys)}, ${stored} from ${sql.raw(table)}
           except select ${raw}, ${measures} from usage_events group by ${sql.raw(
             keys
               .split(', ')
               .map((_, i) => i + 1)
               .join(', '),
           )})
          union all
          (select ${raw}, ${measures} from usage_events group by ${sql.raw(
            keys
              .split(', ')
              .map((_, i) => i + 1)
              .join(', '),
          )}
           except select ${sql.raw(keys)}, ${stored} from ${sql.raw(table)})`,
    )
    for (const row of found) differences.push(`${table}: ${JSON.stringify(row)}`)
  }
  const ledger = await rows(
    db,
    sql`(select tenant_id, day, kind, actor, entries, amount from ledger_rollup_daily
         except select tenant_id, (created_at at time zone 'Asia/Tokyo')::date, kind, actor, count(*), sum(amount)
                from token_ledger group by 1, 2, 3, 4)
        union all
        (select tenant_id, (created_at at time zone 'Asia/Tokyo')::date, kind, actor, count(*), sum(amount)
         from token_ledger group by 1, 2, 3, 4
         except select tenant_id, day, kind, actor, entries, amount from ledger_rollup_daily)`,
  )
  for (const row of ledger) differences.push(`ledger_rollup_daily: ${JSON.stringify(row)}`)
  return differences
}
