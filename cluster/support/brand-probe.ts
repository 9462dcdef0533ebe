/**
 * Which brand an instance serves for a host name, and how long a mapping change takes to show on
 * each instance: probes at a fixed cadence (not one after the other, so a slow answer does not
 * stretch the measurement), each stamped with the time it was sent.
 */
import { request } from 'node:http'

/** GET `path` from `baseUrl` with another Host header (fetch does not let a script set it). */
export function getWithHost(baseUrl: string, host: string, path: string) {
  const url = new URL(path, baseUrl)
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const call = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        headers: { host, 'accept-language': 'ja' },
        timeout: 10_000,
      },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => {
          body += chunk
        })
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
      },
    )
    call.on('timeout', () => call.destroy(new Error(`GET ${path} (Host ${host}) timed out`)))
    call.on('error', reject)
    call.end()
  })
}

/** The brand name in the web app manifest an instance serves for `host` (the cheapest branded answer). */
export async function brandNameOn(baseUrl: string, host: string): Promise<string> {
  const { status, body } = await getWithHost(baseUrl, host, '/manifest.webmanifest')
  if (status !== 200) throw new Error(`manifest of ${host} on ${baseUrl}: ${status} ${body.slice(0, 200)}`)
  return String((JSON.parse(body) as { name?: unknown }).name)
}

interface Probe {
  sentAt: number
  done: boolean
  name?: string
  error?: string
}

/** At most this many probes of one instance in flight: a slow machine is probed less often, not buried. */
const MAX_IN_FLIGHT = 2

export interface PropagationWatch {
  /**
   * Resolves with, per instance, the ms from `changedAt` to the first probe showing `expected`
   * (infinite when none did), and how many probes got no answer (they say nothing either way).
   */
  result(changedAt: () => number | undefined): Promise<{ delays: Record<string, number>; unanswered: number }>
}

/**
 * Probes every instance's brand for `host` every `everyMs` until each has shown `expected` in
 * two probes in a row after the change (or `timeoutMs` passes), starting now: call it before the
 * change is made.
 */
export function watchPropagation(options: {
  instances: Record<string, string>
  host: string
  expected: string
  everyMs: number
  timeoutMs: number
}): PropagationWatch {
  const probes: Record<string, Probe[]> = Object.fromEntries(
    Object.keys(options.instances).map((name): [string, Probe[]] => [name, []]),
  )
  const started = Date.now()
  const pending: Promise<unknown>[] = []
  let changedAt: () => number | undefined = () => undefined
  const settled = (name: string) => {
    const at = changedAt()
    if (at === undefined) return false
    const after = (probes[name] ?? []).filter((probe) => probe.name !== undefined && probe.sentAt >= at)
    return after.length >= 2 && after.slice(-2).every((probe) => probe.name === options.expected)
  }
  const ticker = setInterval(() => {
    for (const [name, url] of Object.entries(options.instances)) {
      const list = probes[name] ?? []
      if (list.filter((probe) => !probe.done).length >= MAX_IN_FLIGHT) continue
      const probe: Probe = { sentAt: Date.now(), done: false }
      list.push(probe)
      pending.push(
        brandNameOn(url, options.host)
          .then(
            (brand) => {
              probe.name = brand
            },
            (error: unknown) => {
              probe.error = String(error)
            },
          )
          .finally(() => {
            probe.done = true
          }),
      )
    }
  }, options.everyMs)
  return {
    async result(changed) {
      changedAt = changed
      while (Date.now() - started < options.timeoutMs) {
        if (Object.keys(options.instances).every(settled)) break
        await new Promise((resolve) => setTimeout(resolve, options.everyMs))
      }
      clearInterval(ticker)
      await Promise.all(pending)
      const at = changedAt() ?? Number.NaN
      const delays: Record<string, number> = {}
      let unanswered = 0
      for (const name of Object.keys(options.instances)) {
        const list = probes[name] ?? []
        // The first probe that showed the new brand and after which no probe showed anything else.
        let firstOfRun: Probe | undefined
        for (const probe of list) {
          if (probe.name === undefined) continue
          if (probe.name === options.expected) firstOfRun ??= probe
          else firstOfRun = undefined
        }
        delays[name] = firstOfRun ? Math.max(0, firstOfRun.sentAt - at) : Number.POSITIVE_INFINITY
        unanswered += list.filter((probe) => probe.error).length
      }
      return { delays, unanswered }
    },
  }
}
