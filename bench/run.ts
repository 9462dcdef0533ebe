/**
 * `npm run bench`: every benchmark, one line per figure with its budget (bench/budgets.ts) and
 * PASS/FAIL/VOID, a closing table, and a JSON report in bench/results/latest.json. Sizes are
 * absolute; figures that depend on machine speed are ratios to a limit measured in the same run.
 * `BENCH_ONLY=knowledge,faq` runs only those parts (bundle, server — pages and chat streams —,
 * cluster, ledger, usage, faq, knowledge) and writes bench/results/only-<parts>.json instead.
 */
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildApp, buildIsCurrent, ROOT } from '../cli/lib/build'
import { buildServerLauncher } from '../cli/lib/launcher-build'
import { firstLoadJs, KB, themeCss } from './bundle-size'
import { measureCluster } from './cluster'
import { FAQ_ENTRIES, measureFaqRetrieval } from './faq'
import { measureKnowledge, reportKnowledge } from './knowledge'
import { measureLedger } from './ledger'
import { measureServerFigures } from './server-figures'
import { check, type FigureDetail, reportServerFigures } from './server-report'
import { measureUsage, USAGE_EVENTS } from './usage'
import { wrkPath } from './wrk'

interface Figure {
  name: string
  value: number
  unit: string
  budget: number
  /** 'max': value must not exceed the budget; 'min': must reach it. */
  kind: 'max' | 'min'
  pass: boolean
  why?: string
  /** The load generator was saturated: the figure is void, and fails the run. */
  void?: boolean
}

const figures: Figure[] = []
/** Figures reported for comparison, with no budget (PGlite, raw rates behind a ratio). */
const notes: { name: string; value: number; unit: string }[] = []
function note(name: string, value: number, unit: string) {
  notes.push({ name, value, unit })
  console.log(`INFO  ${name}: ${value.toFixed(2)} ${unit}`)
}
/** Figures the issue asks for that this machine cannot measure (e.g. hybrid without pgvector). */
const unavailable: { name: string; reason: string }[] = []
function markUnavailable(name: string, reason: string) {
  unavailable.push({ name, reason })
  console.log(`N/A   ${name}: ${reason}`)
}
function record(
  name: string,
  value: number,
  unit: string,
  budget: number,
  kind: Figure['kind'],
  detail: FigureDetail = {},
) {
  const pass = !detail.void && (kind === 'max' ? value <= budget : value >= budget)
  figures.push({ name, value, unit, budget, kind, pass, ...detail })
  const sign = kind === 'max' ? '≤' : '≥'
  const verdict = detail.void ? 'VOID' : pass ? 'PASS' : 'FAIL'
  console.log(`${verdict}  ${name}: ${value.toFixed(2)} ${unit} (budget ${sign} ${budget} ${unit})`)
}

/** The closing table: every budgeted figure, its budget and verdict. */
function printTable() {
  const rows = figures.map((figure) => [
    figure.void ? 'VOID' : figure.pass ? 'PASS' : 'FAIL',
    figure.name,
    `${figure.value.toFixed(2)} ${figure.unit}`.trim(),
    `${figure.kind === 'max' ? '≤' : '≥'} ${figure.budget} ${figure.unit}`.trim(),
  ])
  const widths = [4, 0, 0, 0].map((min, column) =>
    Math.max(min, ...rows.map((row) => (row[column] ?? '').length)),
  )
  console.log('')
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '))
}

async function withServer<T>(work: (baseUrl: string) => Promise<T>): Promise<T> {
  const port = 4390
  const child = spawn(process.execPath, [join(ROOT, 'bin/opsai.mjs'), 'server', 'start', '--no-build'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: '',
      OPSAI_DATA_DIR: mkdtempSync(join(tmpdir(), 'opsai-bench-')),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  try {
    await new Promise<void>((resolve, reject) => {
      let output = ''
      child.stdout.on('data', (chunk) => {
        output += chunk
        if (output.includes('serving on')) resolve()
      })
      child.on('exit', (code) => reject(new Error(`server exited with ${code}`)))
    })
    return await work(`http://localhost:${port}`)
  } finally {
    child.kill('SIGINT')
  }
}

const PARTS = ['bundle', 'server', 'cluster', 'ledger', 'usage', 'faq', 'knowledge'] as const
const only = process.env.BENCH_ONLY?.split(',').map((part) => part.trim())
const unknownParts = only?.filter((part) => !(PARTS as readonly string[]).includes(part)) ?? []
if (unknownParts.length > 0) throw new Error(`BENCH_ONLY: unknown parts ${unknownParts.join(', ')}`)
const wanted = (part: (typeof PARTS)[number]) => !only || only.includes(part)

async function main() {
  const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
  if (wanted('server') || wanted('cluster')) wrkPath()
  if (wanted('bundle') || wanted('server') || wanted('cluster')) {
    if (!buildIsCurrent()) await buildApp(console.log)
    // What `npm start` runs once it has started before: the prebuilt server launcher (bin/opsai.mjs).
    await buildServerLauncher()
  }
  if (wanted('bundle')) await measureBundles()
  if (wanted('server')) {
    // Pages, chat streams, memory and start of the production server (bench/server-figures.ts),
    // on PostgreSQL in a scratch database, then on PGlite.
    reportServerFigures(await measureServerFigures(postgresUrl), { record, note })
  }
  if (wanted('cluster')) {
    // Three instances behind nginx against one of them (bench/cluster.ts; nginx from Debian).
    const cluster = await measureCluster()
    check({ record, note }, `${cluster.label}: ratio to one instance`, cluster.ratio, 'clusterToSingle', {
      void: cluster.void,
    })
    note(`${cluster.label}: requests/s`, cluster.page.requestsPerSecond, 'req/s')
    note('signed-in / on one instance: requests/s', cluster.limit.requestsPerSecond, 'req/s')
  }
  if (wanted('ledger')) await measureLedgerFigures(postgresUrl)
  if (wanted('usage')) await measureUsageFigures(postgresUrl)
  if (wanted('faq')) measureFaqFigures()
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true })
  if (wanted('knowledge')) {
    // Quality, ingestion and latency at 100 000 chunks (bench/knowledge.ts): PGlite, then PostgreSQL.
    reportKnowledge(
      await measureKnowledge(postgresUrl, console.log),
      { record, note, unavailable: markUnavailable },
      join(ROOT, 'bench/results'),
    )
  }

  const report = {
    at: new Date().toISOString(),
    machine: { cores: (await import('node:os')).cpus().length },
    loadGenerator: 'wrk, one thread, on the same cores as the server and the database',
    ...(only ? { only } : {}),
    figures,
    notes,
    unavailable,
  }
  const file = only ? `only-${only.join('-')}.json` : 'latest.json'
  writeFileSync(join(ROOT, 'bench/results', file), `${JSON.stringify(report, null, 2)}\n`)
  printTable()
  console.log(
    `\n${figures.filter((figure) => figure.pass).length}/${figures.length} figures pass; report in bench/results/${file}`,
  )
  process.exitCode = figures.every((figure) => figure.pass) ? 0 : 1
}

async function measureBundles() {
  await withServer(async (baseUrl) => {
    const html = await (await fetch(`${baseUrl}/login`)).text()
    const login = firstLoadJs(html)
    check({ record, note }, 'first-load JS of /login (gzip)', login.total / KB, 'loginFirstLoadJsGzip')
  })
  const css = themeCss()
  check({ record, note }, `CSS of all ${css.rules} theme rules (gzip)`, css.gzip / KB, 'themeCssGzip')
}

async function measureLedgerFigures(postgresUrl: string) {
  // The ledger runs against PostgreSQL (BENCH_DATABASE_URL, else the local server's `test`
  // database, in a scratch database it drops afterwards); pgbench is the limit, same run.
  const ledger = await measureLedger(postgresUrl)
  for (const [label, shape] of [
    ['one hot tenant', ledger.hot],
    ['20 tenants', ledger.spread],
  ] as const) {
    note(`ledger pairs/s, ${label} (Node)`, shape.nodePairsPerSecond, 'pairs/s')
    note(`ledger pairs/s, ${label} (pgbench, same SQL)`, shape.pgbenchPairsPerSecond, 'pairs/s')
    check(
      { record, note },
      `ledger reserve/settle, ${label}: ratio to pgbench`,
      shape.ratio,
      'ledgerToPgbench',
    )
    check({ record, note }, `ledger balance exact afterwards, ${label}`, shape.exact ? 1 : 0, 'exact')
  }
  note('ledger pairs/s, one tenant on PGlite (Node)', ledger.pglitePairsPerSecond, 'pairs/s')
}

async function measureUsageFigures(postgresUrl: string) {
  // Usage dashboards: 1M events of one tenant; the naive GROUP BY over the raw rows is the limit.
  const usage = await measureUsage(postgresUrl)
  note(`usage: loading ${USAGE_EVENTS} events and ledger entries (generate_series)`, usage.loadSeconds, 's')
  for (const [label, figure] of [
    ['/usageSituation data', usage.usageSituation],
    ['/admin/totalUsageSituation data', usage.totalUsage],
  ] as const) {
    note(`${label}, naive GROUP BY over raw rows`, figure.naiveMs, 'ms')
    note(`${label}, from the rollups`, figure.rollupMs, 'ms')
    check(
      { record, note },
      `${label} over ${USAGE_EVENTS} events: times faster than naive`,
      figure.speedup,
      'usageSpeedup',
    )
    check({ record, note }, `${label}: numbers equal the naive query's`, figure.equal ? 1 : 0, 'exact')
  }
  check(
    { record, note },
    'usage rollups equal the raw rows after the load',
    usage.rollupsExact ? 1 : 0,
    'exact',
  )
}

function measureFaqFigures() {
  const faq = measureFaqRetrieval()
  note(`FAQ: an ordinary question over ${FAQ_ENTRIES} entries (median)`, faq.ordinaryMs, 'ms')
  note(`FAQ: a 55 000-character question over ${FAQ_ENTRIES} entries (median)`, faq.hugeMs, 'ms')
  check(
    { record, note },
    'FAQ: a 55 000-character question costs, in ordinary questions',
    faq.ratio,
    'faqHugeQuestion',
  )
  check({ record, note }, 'FAQ: the huge question still finds its entry', faq.topIsRight ? 1 : 0, 'exact')
}

await main()
