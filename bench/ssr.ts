/**
 * SSR throughput (issue 10, figure 1): requests per second of server-rendered pages, as a ratio
 * to a bare `node:http` server answering the same bytes, measured in the same run with the same
 * connections and duration. The load comes from `autocannon` in a second process on loopback;
 * it shares the machine's cores with the server (and the database), so absolute rates are lower
 * than with an outside load generator — the ratio is what has a budget.
 *
 * Pages: an anonymous branded sign-in page (`/login/<brand>`, and `/login` under a mapped Host),
 * both served by the anonymous render cache after the first request, and the signed-in home `/`
 * (session, tenant and balance looked up on every request). A run that gets any non-2xx answer
 * or socket error fails loudly: a fast redirect or error page must never pass for a fast page.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { get } from 'node:http'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ServerProcess } from './server-process'

const CONNECTIONS = 10
/** Each side is measured for ROUNDS × ROUND_S seconds, alternating, after a warm-up. */
const ROUNDS = 3
const ROUND_S = 2
const WARMUP_S = 2
const BARE_PORT = 4399

/** The demo seed's password for its members (the bench server is started with it). */
export const BENCH_DEMO_PASSWORD = 'Bench-ssr-Passw0rd!'
/** A demo tenant, its mapped host and its application's brand (db/seeds/demo.ts). */
const DEMO_SLUG = 'hirameki'
const DEMO_HOST = `${DEMO_SLUG}.localhost`
const DEMO_BRAND = 'hirameki_ai'

export interface LoadResult {
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
}

export interface PageThroughput {
  label: string
  page: LoadResult
  bare: LoadResult
  ratio: number
  bytes: number
}

interface AutocannonJson {
  requests: { average: number; total: number }
  latency: { p50: number; p99: number }
  non2xx: number
  errors: number
  timeouts: number
  duration: number
}

const AUTOCANNON = createRequire(import.meta.url).resolve('autocannon/autocannon.js')

/** One autocannon run in its own process; throws on any non-2xx answer or socket error. */
export async function loadTest(
  url: string,
  headers: Record<string, string>,
  durationS: number,
): Promise<LoadResult> {
  const args = [AUTOCANNON, '-c', String(CONNECTIONS), '-d', String(durationS), '-j']
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`)
  args.push(url)
  const stdout = await new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    let err = ''
    child.stdout.on('data', (chunk) => {
      out += chunk
    })
    child.stderr.on('data', (chunk) => {
      err += chunk
    })
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`autocannon: ${code} ${err}`))))
  })
  const result = JSON.parse(stdout) as AutocannonJson
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(
      `load test of ${url} got ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`,
    )
  }
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
  }
}

/** One GET with exactly these headers (`fetch` would replace a `Host` header with the URL's). */
export function getPage(url: string, headers: Record<string, string>) {
  return new Promise<{
    status: number
    headers: Record<string, string | string[] | undefined>
    body: string
  }>((resolve, reject) => {
    get(url, { headers }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => {
        body += chunk
      })
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }))
      response.on('error', reject)
    }).on('error', reject)
  })
}

/** The bare limit: `node:http` in its own process answering `body` with the same headers. */
async function withBareServer<T>(body: string, work: (url: string) => Promise<T>): Promise<T> {
  const file = join(mkdtempSync(join(tmpdir(), 'opsai-bare-')), 'body.html')
  writeFileSync(file, body)
  const script = `
    const { createServer } = require('node:http')
    const body = require('node:fs').readFileSync(process.env.BODY_FILE)
    createServer((request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length })
      response.end(body)
    }).listen(${BARE_PORT}, '127.0.0.1', () => console.log('ready'))`
  const child = spawn(process.execPath, ['-e', script], {
    env: { ...process.env, BODY_FILE: file },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout.once('data', () => resolve())
      child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)))
    })
    return await work(`http://127.0.0.1:${BARE_PORT}/`)
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  }
}

/** Rounds summed: requests over seconds, latencies as the mean of the rounds' percentiles. */
function combine(rounds: LoadResult[]): LoadResult {
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length
  return {
    requestsPerSecond: mean(rounds.map((round) => round.requestsPerSecond)),
    p50Ms: mean(rounds.map((round) => round.p50Ms)),
    p99Ms: mean(rounds.map((round) => round.p99Ms)),
  }
}

/**
 * Fetches the page once (it must be a 200 HTML page), then measures it and the bare limit in
 * alternating rounds: other work on the machine slows both sides alike, not one of them.
 */
async function measurePage(
  label: string,
  url: string,
  headers: Record<string, string>,
): Promise<PageThroughput> {
  const first = await getPage(url, headers)
  const body = first.body
  if (first.status !== 200 || !String(first.headers['content-type']).includes('text/html')) {
    throw new Error(`${label}: ${url} answered ${first.status} ${first.headers['content-type']}`)
  }
  return withBareServer(body, async (bareUrl) => {
    await loadTest(url, headers, WARMUP_S)
    await loadTest(bareUrl, {}, WARMUP_S)
    const pageRounds: LoadResult[] = []
    const bareRounds: LoadResult[] = []
    for (let round = 0; round < ROUNDS; round++) {
      pageRounds.push(await loadTest(url, headers, ROUND_S))
      bareRounds.push(await loadTest(bareUrl, {}, ROUND_S))
    }
    const page = combine(pageRounds)
    const bare = combine(bareRounds)
    return { label, page, bare, ratio: page.requestsPerSecond / bare.requestsPerSecond, bytes: body.length }
  })
}

/** Signs a demo member in and returns the Cookie header value of the session. */
async function signIn(server: ServerProcess, email: string): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseUrl },
    body: JSON.stringify({ email, password: BENCH_DEMO_PASSWORD }),
  })
  if (response.status !== 200)
    throw new Error(`sign-in of ${email}: ${response.status} ${await response.text()}`)
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

export interface SsrFigures {
  brandedLogin: PageThroughput
  mappedHostLogin: PageThroughput
  signedInHome: PageThroughput
  /** The second anonymous request of each sign-in page came from the render cache. */
  anonymousFromCache: boolean
  /** Both sign-in pages showed the demo application's brand (the Host's, the path's). */
  brandShown: boolean
  /** The signed-in home was rendered for the member (their name), never from the cache. */
  signedInRendered: boolean
}

const DEMO_MEMBER_NAME = '利用 太郎'

/** The three pages against a running bench server seeded with the demo data. */
export async function measureSsr(server: ServerProcess): Promise<SsrFigures> {
  const anonymous = { 'accept-language': 'ja' }
  const branded = { url: `${server.baseUrl}/login/${DEMO_BRAND}`, headers: anonymous }
  const mapped = {
    url: `${server.baseUrl}/login`,
    headers: { ...anonymous, host: `${DEMO_HOST}:${new URL(server.baseUrl).port}` },
  }
  const cookie = await signIn(server, `member@${DEMO_SLUG}.example`)
  const home = { url: `${server.baseUrl}/`, headers: { ...anonymous, cookie } }

  let anonymousFromCache = true
  let brandShown = true
  for (const page of [branded, mapped]) {
    await getPage(page.url, page.headers)
    const again = await getPage(page.url, page.headers)
    anonymousFromCache &&= again.headers['x-render-cache'] === 'hit'
    brandShown &&= again.body.includes(`data-theme="${DEMO_BRAND}"`)
  }
  const signedIn = await getPage(home.url, home.headers)
  const signedInRendered =
    signedIn.headers['x-render-cache'] === undefined && signedIn.body.includes(DEMO_MEMBER_NAME)

  return {
    brandedLogin: await measurePage(`anonymous /login/${DEMO_BRAND}`, branded.url, branded.headers),
    mappedHostLogin: await measurePage(`anonymous /login on ${DEMO_HOST}`, mapped.url, mapped.headers),
    signedInHome: await measurePage('signed-in /', home.url, home.headers),
    anonymousFromCache,
    brandShown,
    signedInRendered,
  }
}
