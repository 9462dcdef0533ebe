/**
 * Ledger throughput (issue 10, figure 3): reserve/settle pairs through the project's ledger
 * service from Node, as a ratio to `pgbench` running the same SQL statements per transaction
 * against the same PostgreSQL in the same run. Two shapes: every client on one hot tenant (the
 * balance row is the bottleneck), and clients spread over 20 tenants.
 *
 * Each pgbench "transaction" is one script run holding both transactions of a pair, so both
 * sides count pairs per second. Afterwards every tenant's balance must equal its grant minus
 * what was settled, with nothing left reserved: a fast ledger that loses a token fails.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { appendLedgerEntry, getBalance, ledgerTotal } from '../app/server/ledger/ledger.server'
import {
  DEFAULT_RESERVATION_TTL_MS,
  RESERVE_SQL,
  reserve,
  SETTLE_SQL,
  settle,
} from '../app/server/ledger/reservations.server'
import { makeTenant } from '../app/server/tenancy/test-fixtures.server'
import { type DbHandle, openDatabase } from '../db/client'
import { migrateDatabase } from '../db/migrate'
import { withThrowawayPostgres } from '../db/throwaway'

const CLIENTS = 8
/** Each side runs ROUNDS times for DURATION_S, alternating, so a drift in the machine's load hits both. */
const DURATION_S = 4
const ROUNDS = 2
const ESTIMATE = 100
const ACTUAL = 60
const GRANT = 1_000_000_000_000
const SPREAD_TENANTS = 20
const ACTOR = 'bench'
const RESERVATION_TTL_MS = DEFAULT_RESERVATION_TTL_MS

export interface LedgerShape {
  nodePairsPerSecond: number
  pgbenchPairsPerSecond: number
  ratio: number
  exact: boolean
}

export interface LedgerFigures {
  postgresUrl: string
  hot: LedgerShape
  spread: LedgerShape
  pglitePairsPerSecond: number
}

/**
 * The statements reserve() and settle() send, verbatim (RESERVE_SQL and SETTLE_SQL from
 * app/server/ledger/reservations.server.ts), one after the other, each its own transaction as
 * in the service. Parameters become pgbench variables (sent as parameters of the prepared
 * statement, like postgres.js does); only the tenant id is inlined as a literal, because pgbench
 * variables cannot hold one string per script, and the member as NULL (no caps to check). `now` is the literal 'now', which PostgreSQL
 * reads as the current time, so reservations get real timestamps as from Node.
 */
export function pgbenchScript(tenantId: string): string {
  const tenant = `'${tenantId.replaceAll("'", "''")}'`
  const bind = (text: string, variables: string[]) =>
    text.replace(/\$(\d+)/g, (_, index: string) =>
      index === '1' ? tenant : index === '8' ? 'NULL' : `:${variables[Number(index) - 1] as string}`,
    )
  // pgbench reads one statement per line unless it ends in a semicolon at a line end.
  const oneLine = (text: string) => `${text.replace(/\s*\n\s*/g, ' ')};`
  return [
    '\\set r random(1, 9000000000000000)',
    `\\set estimate ${ESTIMATE}`,
    `\\set actual ${ACTUAL}`,
    `\\set ttl ${RESERVATION_TTL_MS}`,
    oneLine(bind(RESERVE_SQL, ['tenant', 'r', 'estimate', 'actor', 'reference', 'now', 'ttl'])),
    oneLine(bind(SETTLE_SQL, ['tenant', 'r', 'actual', 'now'])),
    '',
  ].join('\n')
}

function runPgbench(databaseUrl: string, tenantIds: string[]): number {
  const directory = mkdtempSync(join(tmpdir(), 'opsai-pgbench-'))
  const scripts = tenantIds.map((tenantId, index) => {
    const file = join(directory, `pair-${index}.sql`)
    writeFileSync(file, pgbenchScript(tenantId))
    return ['-f', `${file}@1`]
  })
  const result = spawnSync(
    'pgbench',
    [
      '-n',
      '-M',
      'prepared',
      '-c',
      String(CLIENTS),
      '-j',
      '2',
      '-T',
      String(DURATION_S),
      '-D',
      `actor=${ACTOR}`,
      '-D',
      `reference=${ACTOR}`,
      '-D',
      'now=now',
      ...scripts.flat(),
      databaseUrl,
    ],
    { encoding: 'utf8' },
  )
  if (result.status !== 0) throw new Error(`pgbench failed: ${result.stderr}${result.stdout}`)
  const tps = /tps = ([\d.]+)/.exec(result.stdout)?.[1]
  if (!tps) throw new Error(`pgbench printed no tps:\n${result.stdout}`)
  return Number(tps)
}

/** CLIENTS loops of reserve → settle for DURATION_S; returns pairs/s and the pairs per tenant. */
async function runNode(handle: DbHandle, tenantIds: string[], durationS = DURATION_S) {
  const settled = new Map<string, number>(tenantIds.map((id) => [id, 0]))
  const deadline = performance.now() + durationS * 1000
  const started = performance.now()
  let pairs = 0
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      let turn = client
      while (performance.now() < deadline) {
        const tenantId = tenantIds[turn++ % tenantIds.length] as string
        const reservation = await reserve(handle.db, tenantId, {
          estimate: ESTIMATE,
          actor: ACTOR,
          reference: ACTOR,
          ttlMs: RESERVATION_TTL_MS,
        })
        await settle(handle.db, reservation, ACTUAL)
        settled.set(tenantId, (settled.get(tenantId) ?? 0) + 1)
        pairs++
      }
    }),
  )
  return { pairsPerSecond: pairs / ((performance.now() - started) / 1000), settled }
}

async function grantedTenants(handle: DbHandle, prefix: string, count: number) {
  const ids: string[] = []
  for (let index = 0; index < count; index++) {
    const tenant = await makeTenant(handle.db, `${prefix}${index}`)
    await appendLedgerEntry(handle.db, tenant.id, {
      kind: 'additional_grant',
      amount: GRANT,
      idempotencyKey: `bench-grant-${tenant.id}`,
      actor: 'bench',
    })
    ids.push(tenant.id)
  }
  return ids
}

/** Balance = grant − ACTUAL × pairs, nothing reserved, and the ledger sums to the balance. */
async function isExact(handle: DbHandle, settled: Map<string, number>) {
  for (const [tenantId, pairs] of settled) {
    const balance = await getBalance(handle.db, tenantId)
    if (balance.balance !== GRANT - ACTUAL * pairs || balance.reserved !== 0) return false
    if ((await ledgerTotal(handle.db, tenantId)) !== balance.balance) return false
  }
  return true
}

async function shape(handle: DbHandle, databaseUrl: string, prefix: string, count: number) {
  const nodeTenants = await grantedTenants(handle, `${prefix}node`, count)
  const pgbenchTenants = await grantedTenants(handle, `${prefix}pgb`, count)
  // pgbench, then Node, twice over: each gets the machine to itself, and both see its drifts.
  const settled = new Map<string, number>()
  let pgbench = 0
  let node = 0
  for (let round = 0; round < ROUNDS; round++) {
    pgbench += runPgbench(databaseUrl, pgbenchTenants) / ROUNDS
    const run = await runNode(handle, nodeTenants)
    node += run.pairsPerSecond / ROUNDS
    for (const [tenantId, pairs] of run.settled) settled.set(tenantId, (settled.get(tenantId) ?? 0) + pairs)
  }
  return {
    nodePairsPerSecond: node,
    pgbenchPairsPerSecond: pgbench,
    ratio: node / pgbench,
    exact: await isExact(handle, settled),
  }
}

export async function measureLedger(postgresUrl: string): Promise<LedgerFigures> {
  const figures = await withThrowawayPostgres(postgresUrl, { prefix: 'opsai_bench_ledger' }, async (url) => {
    const handle = await openDatabase({ databaseUrl: url, maxConnections: CLIENTS + 2 })
    try {
      await migrateDatabase(handle)
      const hot = await shape(handle, url, 'hot', 1)
      const spread = await shape(handle, url, 'spread', SPREAD_TENANTS)
      return { hot, spread }
    } finally {
      await handle.close()
    }
  })
  // PGlite is single-connection: reported for comparison, with no budget.
  const pglite = await openDatabase({ dataDir: 'memory://bench-ledger' })
  try {
    await migrateDatabase(pglite)
    const tenants = await grantedTenants(pglite, 'pglite', 1)
    const run = await runNode(pglite, tenants, 4)
    return { postgresUrl, ...figures, pglitePairsPerSecond: run.pairsPerSecond }
  } finally {
    await pglite.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
  console.log(JSON.stringify(await measureLedger(url), null, 2))
}
