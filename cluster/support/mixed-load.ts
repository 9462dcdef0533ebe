/**
 * Mixed traffic through the balancer from a bounded number of clients, each in a closed loop:
 * sign-ins, signed-in pages, thread lists, streamed chat turns and the system administrator's
 * token grants. Every request is recorded with its times and outcome, never thrown, so a test
 * can ask afterwards which requests were acknowledged and check each one against the database.
 */
import { randomUUID } from 'node:crypto'
import { postTurn, type SignedIn, signIn, type TurnOutcome } from '../../resilience/support/chat-client'
import type { TestTenant } from '../../resilience/support/world'

export type RequestKind = 'sign-in' | 'page' | 'thread-list' | 'chat' | 'admin-grant'

/** The mix, repeated: half chat turns, the rest the other kinds. */
export const FULL_MIX: RequestKind[] = [
  'chat',
  'page',
  'chat',
  'thread-list',
  'chat',
  'sign-in',
  'chat',
  'admin-grant',
  'chat',
  'page',
]

const PAGES = ['/', '/chat', '/usageSituation', '/user']

export interface Member {
  tenant: TestTenant
  auth: SignedIn
}

export interface LoadRecord {
  kind: RequestKind
  client: number
  tenantId: string
  startedAt: number
  endedAt: number
  /** Acknowledged: the client got the answer that says the work was done. */
  ok: boolean
  status: number
  detail: string
  turn?: TurnOutcome
  /** A grant's idempotency key in the ledger, and its amount. */
  grant?: { key: string; amount: number }
  /** A sign-in's session token (the part of the bearer before the signature). */
  sessionToken?: string
}

export interface LoadOptions {
  baseUrl: string
  members: Member[]
  admin: SignedIn
  clients: number
  mix?: RequestKind[]
  /** Pause between two requests of one client, so two cores also serve the instances. */
  thinkMs?: number
}

export const GRANT_AMOUNT = 1000
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function timed(
  record: Omit<LoadRecord, 'endedAt' | 'ok' | 'status' | 'detail'>,
  run: () => Promise<Pick<LoadRecord, 'ok' | 'status' | 'detail'> & Partial<LoadRecord>>,
): Promise<LoadRecord> {
  try {
    return { ...record, ...(await run()), endedAt: Date.now() }
  } catch (error) {
    const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
    return { ...record, ok: false, status: 0, detail, endedAt: Date.now() }
  }
}

async function plain(url: string, init: RequestInit) {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) })
  return { status: response.status, body: await response.text() }
}

function one(kind: RequestKind, member: Member, options: LoadOptions, sequence: number) {
  const { baseUrl, admin } = options
  switch (kind) {
    case 'chat':
      return async () => {
        const words = Array.from({ length: 4 + (sequence % 6) }, (_, word) => `w${word}`).join(' ')
        const turn = await postTurn(baseUrl, member.auth, { content: `load ${sequence} ${words}` })
        const ok = turn.done?.status === 'complete' && !turn.networkError
        const detail = turn.networkError ?? turn.error?.messages.en ?? String(turn.done?.status)
        return { ok, status: turn.status, detail, turn }
      }
    case 'page':
      return async () => {
        const path = PAGES[sequence % PAGES.length] ?? '/'
        const { status, body } = await plain(`${baseUrl}${path}`, { headers: { cookie: member.auth.cookie } })
        return { ok: status === 200 && body.includes('</html>'), status, detail: path }
      }
    case 'thread-list':
      return async () => {
        const { status, body } = await plain(`${baseUrl}/api/threads?kind=chat&keyword=default`, {
          headers: { authorization: member.auth.bearer },
        })
        return { ok: status === 200, status, detail: body.slice(0, 200) }
      }
    case 'sign-in':
      return async () => {
        const signedIn = await signIn(baseUrl, member.tenant.owner)
        const token = decodeURIComponent(signedIn.bearer.replace(/^Bearer /, '')).split('.')[0]
        return { ok: true, status: 200, detail: 'signed in', sessionToken: token }
      }
    case 'admin-grant':
      return async () => {
        const submissionId = randomUUID()
        const { status, body } = await plain(`${baseUrl}/api/admin/tokens/grant`, {
          method: 'POST',
          headers: { authorization: admin.bearer, 'content-type': 'application/json' },
          body: JSON.stringify({
            tenant: member.tenant.slug,
            amount: GRANT_AMOUNT,
            reason: 'cluster suite load',
            submissionId,
          }),
        })
        const grant = { key: `console:${submissionId}`, amount: GRANT_AMOUNT }
        return { ok: status === 201, status, detail: body.slice(0, 200), grant }
      }
  }
}

export interface RunningLoad {
  records: LoadRecord[]
  /** Resolves once a record has been made since this call (the load is really running). */
  next(count?: number): Promise<void>
  stop(): Promise<LoadRecord[]>
}

export function startLoad(options: LoadOptions): RunningLoad {
  const records: LoadRecord[] = []
  const mix = options.mix ?? FULL_MIX
  let stopped = false
  let sequence = 0
  const clients = Array.from({ length: options.clients }, async (_, client) => {
    let step = client
    while (!stopped) {
      const kind = mix[step % mix.length] ?? 'chat'
      const member = options.members[(client + step) % options.members.length]
      if (!member) throw new Error('the load needs at least one member')
      step += 1
      sequence += 1
      const started = { kind, client, tenantId: member.tenant.tenantId, startedAt: Date.now() }
      records.push(await timed(started, one(kind, member, options, sequence)))
      await sleep(options.thinkMs ?? 150)
    }
  })
  return {
    records,
    async next(count = 1) {
      const target = records.length + count
      while (records.length < target) await sleep(20)
    },
    async stop() {
      stopped = true
      await Promise.all(clients)
      return records
    },
  }
}

/** Counts by kind and outcome, and the median and 95th percentile time of each kind, for the log. */
export function summarise(records: LoadRecord[]) {
  const counts: Record<string, number | string> = {}
  const times: Record<string, number[]> = {}
  for (const record of records) {
    const key = `${record.kind}:${record.ok ? 'ok' : `failed-${record.status}`}`
    counts[key] = Number(counts[key] ?? 0) + 1
    const list = times[record.kind] ?? []
    list.push(record.endedAt - record.startedAt)
    times[record.kind] = list
  }
  for (const [kind, list] of Object.entries(times)) {
    const sorted = list.sort((a, b) => a - b)
    const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]
    counts[`${kind}:p50/p95 ms`] = `${at(0.5)}/${at(0.95)}`
  }
  return counts
}
