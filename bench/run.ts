/**
 * `npm run bench`: every benchmark, one line per figure with its budget and PASS/FAIL, and a
 * JSON report in bench/results/latest.json. Sizes are deterministic and absolute; figures that
 * depend on machine speed are added as ratios to a limit measured in the same run.
 * `BENCH_ONLY=knowledge,faq` runs only those parts (bundle, server, ledger, usage, stream, faq,
 * knowledge) and writes bench/results/only-<parts>.json instead.
 */
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildApp, buildIsCurrent, ROOT } from '../cli/lib/build'
import { buildServerLauncher } from '../cli/lib/launcher-build'
import { BUNDLE_BUDGETS, firstLoadJs, KB, themeCss } from './bundle-size'
import { FAQ_ENTRIES, measureFaqRetrieval } from './faq'
import { measureKnowledge, reportKnowledge } from './knowledge'
import { measureLedger } from './ledger'
import { measureServerFigures, reportServerFigures } from './server-figures'
import { CONCURRENT_STREAMS, measureStream } from './stream'
import { measureUsage, USAGE_EVENTS } from './usage'

interface Figure {
  name: string
  value: number
  unit: string
  budget: number
  /** 'max': value must not exceed the budget; 'min': must reach it. */
  kind: 'max' | 'min'
  pass: boolean
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
function record(name: string, value: number, unit: string, budget: number, kind: Figure['kind']) {
  const pass = kind === 'max' ? value <= budget : value >= budget
  figures.push({ name, value, unit, budget, kind, pass })
  const sign = kind === 'max' ? '≤' : '≥'
  console.log(
    `${pass ? 'PASS' : 'FAIL'}  ${name}: ${value.toFixed(2)} ${unit} (budget ${sign} ${budget} ${unit})`,
  )
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

const PARTS = ['bundle', 'server', 'ledger', 'usage', 'stream', 'faq', 'knowledge'] as const
const only = process.env.BENCH_ONLY?.split(',').map((part) => part.trim())
const unknownParts = only?.filter((part) => !(PARTS as readonly string[]).includes(part)) ?? []
if (unknownParts.length > 0) throw new Error(`BENCH_ONLY: unknown parts ${unknownParts.join(', ')}`)
const wanted = (part: (typeof PARTS)[number]) => !only || only.includes(part)

async function main() {
  const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
  if (wanted('bundle') || wanted('server') || wanted('stream')) {
    if (!buildIsCurrent()) await buildApp(console.log)
    // What `npm start` runs once it has started before: the prebuilt server launcher (bin/opsai.mjs).
    await buildServerLauncher()
  }
  if (wanted('bundle')) await measureBundles()
  if (wanted('server')) {
    // SSR throughput, memory and start of the production server (bench/server-figures.ts): on
    // PostgreSQL in a scratch database (budgets), then on PGlite (notes).
    reportServerFigures(await measureServerFigures(postgresUrl), { record, note })
  }
  if (wanted('ledger')) await measureLedgerFigures(postgresUrl)
  if (wanted('usage')) await measureUsageFigures(postgresUrl)
  if (wanted('stream')) await measureStreamFigures(postgresUrl)
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
    loadGenerator: 'shares the same cores as the server and the database',
    ...(only ? { only } : {}),
    figures,
    notes,
    unavailable,
  }
  const file = only ? `only-${only.join('-')}.json` : 'latest.json'
  writeFileSync(join(ROOT, 'bench/results', file), `${JSON.stringify(report, null, 2)}\n`)
  console.log(
    `\n${figures.filter((figure) => figure.pass).length}/${figures.length} figures pass; report in bench/results/${file}`,
  )
  process.exitCode = figures.every((figure) => figure.pass) ? 0 : 1
}

async function measureBundles() {
  await withServer(async (baseUrl) => {
    const html = await (await fetch(`${baseUrl}/login`)).text()
    const login = firstLoadJs(html)
    record(
      'first-load JS of /login (gzip)',
      login.total / KB,
      'KB',
      BUNDLE_BUDGETS.loginFirstLoadJsGzip / KB,
      'max',
    )
  })
  const css = themeCss()
  record(
    `CSS of all ${css.rules} theme rules (gzip)`,
    css.gzip / KB,
    'KB',
    BUNDLE_BUDGETS.themeCssGzip / KB,
    'max',
  )
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
    record(`ledger reserve/settle, ${label}: ratio to pgbench`, shape.ratio, '×', 0.4, 'min')
    record(`ledger balance exact afterwards, ${label}`, shape.exact ? 1 : 0, 'bool', 1, 'min')
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
    record(`${label} over ${USAGE_EVENTS} events: times faster than naive`, figure.speedup, '×', 50, 'min')
    record(`${label}: numbers equal the naive query's`, figure.equal ? 1 : 0, 'bool', 1, 'min')
  }
  record('usage rollups equal the raw rows after the load', usage.rollupsExact ? 1 : 0, 'bool', 1, 'min')
}

async function measureStreamFigures(postgresUrl: string) {
  // Chat stream overhead on the production build and PostgreSQL; the local model server's own
  // time to first token, measured alternately, is the limit.
  const stream = await measureStream(postgresUrl)
  note('chat time to first token through the API (median)', stream.appFirstTokenMs, 'ms')
  note('model test server time to first token (median)', stream.modelFirstTokenMs, 'ms')
  note('server CPU per chat turn (what a busy machine multiplies)', stream.serverCpuMsPerTurn, 'ms')
  record('chat stream overhead to first token (median)', stream.overheadMs, 'ms', 10, 'max')
  note(`${CONCURRENT_STREAMS} concurrent streams: wall time`, stream.concurrent.seconds, 's')
  record(`${CONCURRENT_STREAMS} concurrent streams: errors`, stream.concurrent.errors, 'errors', 0, 'max')
  record(
    `${CONCURRENT_STREAMS} concurrent streams: balance drop equals reported usage`,
    stream.concurrent.exact ? 1 : 0,
    'bool',
    1,
    'min',
  )
}

function measureFaqFigures() {
  const faq = measureFaqRetrieval()
  note(`FAQ: an ordinary question over ${FAQ_ENTRIES} entries (median)`, faq.ordinaryMs, 'ms')
  note(`FAQ: a 55 000-character question over ${FAQ_ENTRIES} entries (median)`, faq.hugeMs, 'ms')
  record('FAQ: a 55 000-character question costs, in ordinary questions', faq.ratio, '×', 40, 'max')
  record('FAQ: the huge question still finds its entry', faq.topIsRight ? 1 : 0, 'bool', 1, 'min')
}

await main()
