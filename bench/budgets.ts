/**
 * Every budget of `npm run bench` in one place (issue 22): its value, unit, direction, and why
 * that number. Figures that depend on the machine are ratios to a limit measured in the same run
 * (bare `node:http` with the same bytes, the framework floor, pgbench, the model server alone).
 */

export interface Budget {
  value: number
  unit: string
  /** 'max': the figure must not exceed the value; 'min': it must reach it. */
  kind: 'max' | 'min'
  why: string
}

const KB = 1024

export const BUDGETS = {
  // Sizes: deterministic, absolute.
  loginFirstLoadJsGzip: {
    value: 180,
    unit: 'KB',
    kind: 'max',
    why: 'the sign-in page is the first thing a new visitor waits for on a phone; 180 KB gzip is ~1 s on a slow 4G link',
  },
  themeCssGzip: {
    value: 10,
    unit: 'KB',
    kind: 'max',
    why: 'every theme rule ships to every page; ten brands must not cost more than one image',
  },
  signedInHomeHtml: {
    value: 40,
    unit: 'KB',
    kind: 'max',
    why: 'the home is rendered for each member on each visit: what is not in its HTML is neither serialised nor sent',
  },

  // Throughput, as ratios measured in the same run.
  floorToBare: {
    value: 0.015,
    unit: '×',
    kind: 'min',
    why: 'a sanity check of the floor itself (a minimal Start page ran at 0.025–0.03 of bare node:http here): far below means its build or server is wrong',
  },
  cachedLoginToBare: {
    value: 0.25,
    unit: '×',
    kind: 'min',
    why: 'a kept sign-in page is a memory copy plus a fresh nonce and the middleware: a quarter of bare node:http leaves room for that and no more',
  },
  uncachedLoginToFloor: {
    value: 0.5,
    unit: '×',
    kind: 'min',
    why: 'the sign-in page renders no data of anyone: it should cost at most twice the framework’s own minimal page',
  },
  signedInToFloorPostgres: {
    value: 0.3,
    unit: '×',
    kind: 'min',
    why: 'a signed-in page reads a session, a tenant and its data: at most about three minimal pages’ worth of work on PostgreSQL',
  },
  signedInToFloorPglite: {
    value: 0.2,
    unit: '×',
    kind: 'min',
    why: 'PGlite runs its queries on the rendering thread, so a page costs more CPU there than on a PostgreSQL server',
  },
  clusterToSingle: {
    value: 1.5,
    unit: '×',
    kind: 'min',
    why: 'three instances on two cores cannot triple the rate, but must add capacity: otherwise scaling out only adds failure modes',
  },

  // Chat streams: milliseconds over the model server's own time to first token.
  chatOverheadP50: {
    value: 5,
    unit: 'ms',
    kind: 'max',
    why: 'the model takes hundreds of ms to its first token: the app must add a small fraction of that, not a visible one',
  },
  chatOverheadP99: {
    value: 25,
    unit: 'ms',
    kind: 'max',
    why: 'with 200 other streams open the slowest new turns still must not add a delay a person notices (≈ one frame at 40 Hz)',
  },
  concurrentStreamErrors: {
    value: 0,
    unit: 'errors',
    kind: 'max',
    why: '200 streams at once are an ordinary busy minute: none may fail',
  },
  idleStreamRss: {
    value: 64,
    unit: 'KB',
    kind: 'max',
    why: 'an open chat someone is reading costs a socket and a few objects: 2 000 of them must fit in ~128 MB',
  },

  // Memory after the whole run.
  rssPglite: {
    value: 350,
    unit: 'MB',
    kind: 'max',
    why: 'the default `npm start` holds the database in the same process; it must run on a 512 MB instance',
  },
  rssPostgres: {
    value: 250,
    unit: 'MB',
    kind: 'max',
    why: 'with the database elsewhere, an app instance must fit four to a 1 GB host',
  },

  // Ledger, usage, FAQ: ratios to their own limits (issue 10).
  ledgerToPgbench: {
    value: 0.4,
    unit: '×',
    kind: 'min',
    why: 'reserve/settle through the service against the same SQL from pgbench: the service may cost its round trips, not more',
  },
  usageSpeedup: {
    value: 50,
    unit: '×',
    kind: 'min',
    why: 'dashboards over a million events must answer at page speed; the rollups must beat the naive GROUP BY by far',
  },
  faqHugeQuestion: {
    value: 40,
    unit: '×',
    kind: 'max',
    why: 'a 55 000-character question must not cost more than 40 ordinary ones (no quadratic matching)',
  },
  knowledgeRecallAt5: {
    value: 0.8,
    unit: '',
    kind: 'min',
    why: 'lexical recall@5: at most one answerable question in five may miss its passage',
  },
  knowledgeMrr: {
    value: 0.6,
    unit: '',
    kind: 'min',
    why: 'lexical MRR@5: the answering passage first or second on average',
  },
  knowledgeIngestionToParse: {
    value: 0.2,
    unit: '×',
    kind: 'min',
    why: 'storing, chunking and indexing may add at most four times what parsing a document takes',
  },
  knowledgeLatencyGrowth: {
    value: 100,
    unit: '×',
    kind: 'max',
    why: 'p95 at 100 000 chunks over p95 at 1 000: no worse than linear in the corpus',
  },
  exact: {
    value: 1,
    unit: 'bool',
    kind: 'min',
    why: 'a correctness check that rides along with the load: true or the figure is meaningless',
  },
} satisfies Record<string, Budget>

export type BudgetName = keyof typeof BUDGETS

/** Sizes the bundle checks compare in bytes. */
export const BUNDLE_BYTES = {
  loginFirstLoadJsGzip: BUDGETS.loginFirstLoadJsGzip.value * KB,
  themeCssGzip: BUDGETS.themeCssGzip.value * KB,
}
