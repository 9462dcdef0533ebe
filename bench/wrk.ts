/**
 * The load generator (issue 22): Debian's `wrk`, a compiled client, one thread, in its own
 * process. Its Lua `done` hook prints the run as JSON. Its CPU time comes from the shell's
 * `times`: a run whose generator kept its core busy (≥ SATURATED_CPU_SHARE) measured the
 * generator, not the server, and is void.
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** The share of its one core the generator may use before its figure says more about it. */
export const SATURATED_CPU_SHARE = 0.9

/** An answer slower than this is an error (no answer at all), not a latency. */
const RESPONSE_TIMEOUT_S = 10

export interface LoadResult {
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  /** The generator's CPU seconds over the run's wall seconds (1 = its whole core). */
  generatorCpuShare: number
}

export interface LoadOptions {
  url: string
  headers?: Record<string, string>
  durationS: number
  connections: number
}

const REPORT_SCRIPT = `
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    '\\nWRK_JSON {"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.connect, e.read, e.write, e.status, e.timeout))
end
`

let scriptFile: string | undefined
function reportScript(): string {
  if (!scriptFile) {
    scriptFile = join(mkdtempSync(join(tmpdir(), 'opsai-wrk-')), 'report.lua')
    writeFileSync(scriptFile, REPORT_SCRIPT)
  }
  return scriptFile
}

/** Where `wrk` is, or an error saying how to get it (`.ci/run` installs Debian's package). */
export function wrkPath(): string {
  const found = spawnSync('sh', ['-c', 'command -v wrk'], { encoding: 'utf8' })
  const path = found.stdout.trim()
  if (found.status !== 0 || path === '') {
    throw new Error('wrk is not installed: apt-get install -y wrk (Debian package), or run .ci/run')
  }
  return path
}

/** `times` prints the shell's own CPU, then its children's: "0m1.230s 0m0.450s". */
function childCpuSeconds(timesOutput: string): number {
  const lines = timesOutput.trim().split('\n')
  const children = lines.at(-1) ?? ''
  const parts = [...children.matchAll(/(\d+)m([\d.]+)s/g)]
  if (parts.length !== 2) throw new Error(`cannot read the generator's CPU time from: ${timesOutput}`)
  return parts.reduce((sum, part) => sum + Number(part[1]) * 60 + Number(part[2]), 0)
}

/** One wrk run; throws on any socket error, timeout or answer that is not 2xx or 3xx. */
export async function runWrk(options: LoadOptions): Promise<LoadResult> {
  const args = [
    '-t1',
    `-c${options.connections}`,
    `-d${options.durationS}s`,
    // wrk's default of 2 s counted a slow answer as an error and voided the whole run (a PGlite
    // page's first requests on a cold server took longer): such an answer belongs in the p99.
    '--timeout',
    `${RESPONSE_TIMEOUT_S}s`,
    '-s',
    reportScript(),
  ]
  for (const [name, value] of Object.entries(options.headers ?? {})) args.push('-H', `${name}: ${value}`)
  args.push(options.url)
  const output = await new Promise<string>((resolve, reject) => {
    // `times` after wrk: the children's CPU line is the generator's own use.
    const child = spawn(
      'bash',
      ['-c', `"${wrkPath()}" "$@"; status=$?; echo WRK_TIMES; times; exit $status`, 'wrk', ...args],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    let out = ''
    let err = ''
    child.stdout.on('data', (chunk) => {
      out += chunk
    })
    child.stderr.on('data', (chunk) => {
      err += chunk
    })
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`wrk exited with ${code}: ${err}${out}`)),
    )
  })
  const json = /WRK_JSON (\{.*\})/.exec(output)?.[1]
  if (!json) throw new Error(`wrk printed no report:\n${output}`)
  const run = JSON.parse(json) as Record<string, number>
  const failures = ['connect', 'read', 'write', 'status', 'timeout'].filter((key) => (run[key] ?? 0) > 0)
  if (failures.length > 0) {
    throw new Error(
      `load test of ${options.url}: ${failures.map((key) => `${run[key]} ${key} errors`).join(', ')}`,
    )
  }
  const seconds = (run.durationUs ?? 0) / 1e6
  const cpu = childCpuSeconds(output.split('WRK_TIMES')[1] ?? '')
  return {
    requestsPerSecond: (run.requests ?? 0) / seconds,
    p50Ms: (run.p50Us ?? 0) / 1000,
    p99Ms: (run.p99Us ?? 0) / 1000,
    generatorCpuShare: cpu / seconds,
  }
}
