/**
 * How the server's figures (bench/server-figures.ts) are reported: each against its budget in
 * bench/budgets.ts, with its raw rates and the limit's as notes. A throughput whose generator
 * was saturated is void: it is reported, and it fails the run.
 */
import { BUDGETS, type BudgetName } from './budgets'
import type { ServerFigures } from './server-figures'
import type { Throughput } from './ssr'

const MB = 1024 * 1024

export interface Recorder {
  record(
    name: string,
    value: number,
    unit: string,
    budget: number,
    kind: 'max' | 'min',
    detail?: FigureDetail,
  ): void
  note(name: string, value: number, unit: string): void
}

export interface FigureDetail {
  why?: string
  /** The load generator was saturated: the figure measured it. */
  void?: boolean
}

/** A figure against its named budget. */
export function check(
  out: Recorder,
  name: string,
  value: number,
  budget: BudgetName,
  detail: FigureDetail = {},
) {
  const { value: limit, unit, kind, why } = BUDGETS[budget]
  out.record(name, value, unit, limit, kind, { why, ...detail })
}

function reportThroughput(out: Recorder, name: string, figure: Throughput, budget: BudgetName) {
  check(out, `${name}: ratio to ${figure.limitName}`, figure.ratio, budget, { void: figure.void })
  const { page, limit } = figure
  out.note(
    `${name}: requests/s (p50 ${page.p50Ms.toFixed(1)} ms, p99 ${page.p99Ms.toFixed(1)} ms)`,
    page.requestsPerSecond,
    'req/s',
  )
  out.note(
    `${name}: ${figure.limitName} requests/s (p50 ${limit.p50Ms.toFixed(1)} ms, p99 ${limit.p99Ms.toFixed(1)} ms)`,
    limit.requestsPerSecond,
    'req/s',
  )
  out.note(
    `${name}: load generator CPU (its ceiling: a whole core)`,
    Math.max(page.generatorCpuShare, limit.generatorCpuShare) * 100,
    '%',
  )
}

export function reportServerFigures(figures: ServerFigures, out: Recorder) {
  reportThroughput(out, 'framework floor (minimal Start page)', figures.floor, 'floorToBare')
  for (const run of [figures.postgres, figures.pglite]) {
    const { pages, kind } = run
    reportThroughput(out, `${pages.cachedLogin.label} (${kind})`, pages.cachedLogin, 'cachedLoginToBare')
    reportThroughput(
      out,
      `${pages.mappedHostLogin.label} (${kind})`,
      pages.mappedHostLogin,
      'cachedLoginToBare',
    )
    reportThroughput(
      out,
      `${pages.uncachedLogin.label} (${kind})`,
      pages.uncachedLogin,
      'uncachedLoginToFloor',
    )
    for (const page of pages.signedIn) {
      const budget = kind === 'PostgreSQL' ? 'signedInToFloorPostgres' : 'signedInToFloorPglite'
      reportThroughput(out, `${page.label} (${kind})`, page, budget)
    }
    check(out, `signed-in home HTML (${kind})`, pages.homeHtmlBytes / 1024, 'signedInHomeHtml')
    check(
      out,
      `anonymous sign-in pages answered by the render cache (${kind})`,
      Number(pages.anonymousFromCache),
      'exact',
    )
    check(
      out,
      `a request with an unknown cookie is rendered (${kind})`,
      Number(pages.uncachedRendered),
      'exact',
    )
    check(
      out,
      `sign-in pages show the brand of their path and Host (${kind})`,
      Number(pages.brandShown),
      'exact',
    )
    check(
      out,
      `signed-in home rendered per member, never cached (${kind})`,
      Number(pages.signedInRendered),
      'exact',
    )
  }
  const stream = figures.postgres.stream
  if (stream) {
    out.note('chat time to first token through the API (median)', stream.appFirstTokenMs, 'ms')
    out.note('model test server time to first token (median)', stream.modelFirstTokenMs, 'ms')
    out.note('server CPU per chat turn (what a busy machine multiplies)', stream.serverCpuMsPerTurn, 'ms')
    check(out, 'chat overhead to first token, 1 stream: p50', stream.one.p50Ms, 'chatOverheadP50')
    check(out, 'chat overhead to first token, 1 stream: p99', stream.one.p99Ms, 'chatOverheadP99')
    const n = stream.concurrent.streams
    check(
      out,
      `chat overhead to first token, ${n} other streams open: p50`,
      stream.concurrent.p50Ms,
      'chatOverheadP50',
    )
    check(
      out,
      `chat overhead to first token, ${n} other streams open: p99`,
      stream.concurrent.p99Ms,
      'chatOverheadP99',
    )
    check(out, `${n} streams held open while measuring`, Number(stream.concurrent.open === n), 'exact')
    out.note(`${n} streams started at once: wall time`, stream.concurrent.seconds, 's')
    check(out, `${n} streams started at once: errors`, stream.concurrent.errors, 'concurrentStreamErrors')
    check(
      out,
      `${n} streams started at once: balance drop equals reported usage`,
      Number(stream.concurrent.exact),
      'exact',
    )
    const idle = stream.idle
    check(
      out,
      `${idle.open + idle.failures} idle chat streams all open`,
      Number(idle.failures === 0),
      'exact',
    )
    check(out, 'idle chat stream: server memory per stream', idle.rssPerStreamBytes / 1024, 'idleStreamRss')
  }
  for (const run of [figures.postgres, figures.pglite]) {
    const quiet = run.idleCollected ? 'once quiet' : 'once quiet, no idle collection'
    check(
      out,
      `server RSS after the whole run, ${quiet} (${run.kind})`,
      run.rssAfterRunsBytes / MB,
      run.kind === 'PGlite' ? 'rssPglite' : 'rssPostgres',
    )
    out.note(`server RSS as the run's last request ended (${run.kind})`, run.rssAtEndBytes / MB, 'MB')
    out.note(`server peak RSS (${run.kind})`, run.peakRssBytes / MB, 'MB')
  }
  out.note('npm start on an existing PGlite directory: to "serving on"', figures.start.servingMs, 'ms')
  out.note(
    'npm start on an existing PGlite directory: to the first served page',
    figures.start.firstPageMs,
    'ms',
  )
}
