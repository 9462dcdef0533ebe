/**
 * SSR throughput (issues 10 and 22): requests per second of server-rendered pages as ratios to a
 * limit measured in the same run with the same connections: bare `node:http` answering the same
 * bytes for pages the render cache answers, the framework floor (bench/floor) for pages that are
 * rendered. Load comes from `wrk` (bench/wrk.ts); a figure whose generator was saturated is void.
 *
 * A run that gets any non-2xx answer or socket error fails loudly: a fast redirect or error page
 * must never pass for a fast page.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { get } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type LoadResult, runWrk, SATURATED_CPU_SHARE } from './wrk'

const CONNECTIONS = 10
/** Each side is measured for ROUNDS × ROUND_S seconds, alternating, after a warm-up. */
const ROUNDS = 3
const ROUND_S = 2
const WARMUP_S = 2
const BARE_PORT = 4399

export interface Target {
  url: string
  headers: Record<string, string>
}

export interface Throughput {
  label: string
  page: LoadResult
  limit: LoadResult
  limitName: 'bare node:http' | 'framework floor' | 'one instance'
  ratio: number
  bytes: number
  /** The generator used its whole core on either side: the ratio measures it, not the server. */
  void: boolean
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

/** Fetches a target once: it must be a 200 HTML page. */
export async function fetchHtml(label: string, target: Target) {
  const page = await getPage(target.url, target.headers)
  if (page.status !== 200 || !String(page.headers['content-type']).includes('text/html')) {
    throw new Error(`${label}: ${target.url} answered ${page.status} ${page.headers['content-type']}`)
  }
  return page
}

/** The bare limit: `node:http` in its own process answering `body` with the same headers. */
export async function withBareServer<T>(body: string, work: (url: string) => Promise<T>): Promise<T> {
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

/** Rounds combined: the mean rate and percentiles, the busiest generator. */
function combine(rounds: LoadResult[]): LoadResult {
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length
  return {
    requestsPerSecond: mean(rounds.map((round) => round.requestsPerSecond)),
    p50Ms: mean(rounds.map((round) => round.p50Ms)),
    p99Ms: mean(rounds.map((round) => round.p99Ms)),
    generatorCpuShare: Math.max(...rounds.map((round) => round.generatorCpuShare)),
  }
}

const load = (target: Target, durationS: number) =>
  runWrk({ url: target.url, headers: target.headers, durationS, connections: CONNECTIONS })

/**
 * A page and its limit in alternating rounds: other work on the machine slows both sides alike,
 * not one of them.
 */
export async function measureAgainst(
  label: string,
  target: Target,
  limit: { name: Throughput['limitName']; target: Target },
  bytes: number,
): Promise<Throughput> {
  await load(target, WARMUP_S)
  await load(limit.target, WARMUP_S)
  const pageRounds: LoadResult[] = []
  const limitRounds: LoadResult[] = []
  for (let round = 0; round < ROUNDS; round++) {
    pageRounds.push(await load(target, ROUND_S))
    limitRounds.push(await load(limit.target, ROUND_S))
  }
  const page = combine(pageRounds)
  const limitResult = combine(limitRounds)
  return {
    label,
    page,
    limit: limitResult,
    limitName: limit.name,
    ratio: page.requestsPerSecond / limitResult.requestsPerSecond,
    bytes,
    void: Math.max(page.generatorCpuShare, limitResult.generatorCpuShare) >= SATURATED_CPU_SHARE,
  }
}

/** A page against bare `node:http` serving the bytes it answered. */
export async function measureAgainstBare(label: string, target: Target): Promise<Throughput> {
  const { body } = await fetchHtml(label, target)
  return withBareServer(body, (bareUrl) =>
    measureAgainst(
      label,
      target,
      { name: 'bare node:http', target: { url: bareUrl, headers: {} } },
      body.length,
    ),
  )
}

/** A rendered page against the framework floor. */
export async function measureAgainstFloor(label: string, target: Target, floorUrl: string) {
  const { body } = await fetchHtml(label, target)
  return measureAgainst(
    label,
    target,
    { name: 'framework floor', target: { url: floorUrl, headers: {} } },
    body.length,
  )
}
