/**
 * One isolation probe, judged: the call is made as a member of A with B's ids, and the answer
 * must refuse (or show only A's own data), show nothing of B's, and change nothing of B's.
 * Each check returns the problems it found, worded for the test's failure message.
 */
import { callEndpoint, type EndpointAnswer } from './call-endpoint'
import { callServerFn, type InProcessServerFn, type ServerFnOutcome } from './in-process-server-fn'
import type { Endpoint } from './inventory'
import { type EndpointCall, TENANT_REFUSED } from './probe-types'
import type { ServerFnCall } from './server-fn-probes'
import { headersOf, type SecurityWorld, withEnv } from './two-tenant-world'
import { explainsItself, leaksOf } from './verdicts'

/** What the probes tried, for docs/security.md. */
export interface IsolationTally {
  endpointCalls: number
  serverFnCalls: number
  /** B's ids (and tokens) that some probe sent. */
  idsTried: Set<string>
  /** How often each HTTP status answered an endpoint probe. */
  statuses: Record<number, number>
}

export const newTally = (): IsolationTally => ({
  endpointCalls: 0,
  serverFnCalls: 0,
  idsTried: new Set(),
  statuses: {},
})

function countIds(world: SecurityWorld, tally: IsolationTally, sent: string) {
  for (const id of [...world.b.ids, world.b.invitationToken, world.b.emailChangeToken]) {
    if (sent.includes(id) || sent.includes(encodeURIComponent(id))) tally.idsTried.add(id)
  }
}

function describeCall(call: { caller: string; expect: string }, sent: string) {
  return `${call.caller} expecting ${call.expect}: ${sent.slice(0, 300).replace(/\n/g, ' | ')}`
}

export async function checkEndpointCall(
  world: SecurityWorld,
  endpoint: Endpoint,
  call: EndpointCall,
  tally: IsolationTally,
): Promise<string[]> {
  const answer: EndpointAnswer = await withEnv(call.env, () => callEndpoint(world, endpoint, call))
  tally.endpointCalls += 1
  tally.statuses[answer.status] = (tally.statuses[answer.status] ?? 0) + 1
  countIds(world, tally, answer.sent)
  const problems: string[] = []
  const refusedWith = call.refusedWith ?? TENANT_REFUSED
  if (answer.status >= 500) problems.push(`answered ${answer.status}`)
  else if (call.expect === 'refused' && !refusedWith.includes(answer.status)) {
    problems.push(`answered ${answer.status}, not one of ${refusedWith.join('/')}`)
  } else if (call.expect === 'own' && answer.status === 401) {
    problems.push('answered 401: the caller was not recognised, so nothing was probed')
  }
  const isBetterAuth = endpoint.path.startsWith('/api/auth/')
  if (answer.status >= 400 && !isBetterAuth && !explainsItself(answer.text)) {
    problems.push(`refused without a Japanese and English message: ${answer.text.slice(0, 200)}`)
  }
  const leaks = leaksOf(world.b, answer.text, answer.sent)
  if (leaks.length > 0) problems.push(`showed B's ${leaks.join(', ')}: ${answer.text.slice(0, 300)}`)
  try {
    await call.verify?.(world)
  } catch (error) {
    problems.push(`verify: ${error instanceof Error ? error.message : String(error)}`)
  }
  return problems.map((problem) => `${endpoint.key} (${describeCall(call, answer.sent)}): ${problem}`)
}

const PAGE_REFUSALS = new Set(['signed-out', 'not-found', 'forbidden', 'unavailable'])

/**
 * Whether anything of B's changed since the last look (B's rows are hashed once per endpoint or
 * server function, after all its calls; a change moves the baseline, so the next is judged alone).
 */
export async function changedB(world: SecurityWorld): Promise<boolean> {
  const now = await world.fingerprintOf(world.b.tenantId)
  if (now === world.bFingerprint) return false
  world.bFingerprint = now
  return true
}

/** A server function's "no": a 401/403/404, null (the page's 404), a refusing page state or result. */
export function isServerFnRefusal(outcome: ServerFnOutcome, refusedWith: number[] = []): boolean {
  const allowed = [401, 403, 404, ...refusedWith]
  if (outcome.status !== 200 && allowed.includes(outcome.status)) return true
  const value = outcome.value as { ok?: unknown; status?: unknown } | null | undefined
  if (value === null) return true
  if (typeof value !== 'object' || value === undefined) return false
  if (value.ok === false) return typeof value.status !== 'number' || allowed.includes(value.status)
  return typeof value.status === 'string' && PAGE_REFUSALS.has(value.status)
}

/** The caller's session was not recognised: an "own" probe that probed nothing. */
function signedOut(outcome: ServerFnOutcome) {
  const value = outcome.value as { ok?: unknown; status?: unknown } | null | undefined
  return (
    outcome.status === 401 || value?.status === 'signed-out' || (value?.ok === false && value.status === 401)
  )
}

export async function checkServerFnCall(
  world: SecurityWorld,
  key: string,
  fn: InProcessServerFn,
  call: ServerFnCall,
  tally: IsolationTally,
): Promise<string[]> {
  const request = { data: call.data, headers: headersOf(world, call.caller), host: call.host }
  const outcome = await callServerFn(fn, request)
  tally.serverFnCalls += 1
  const sent = JSON.stringify(call.data ?? null) + (call.host ?? '')
  countIds(world, tally, sent)
  const problems: string[] = []
  if (outcome.status >= 500) problems.push(`failed (${outcome.status}): ${outcome.text.slice(0, 400)}`)
  else if (call.expect === 'refused' && !isServerFnRefusal(outcome, call.refusedWith)) {
    problems.push(`was not refused: ${outcome.text.slice(0, 300)}`)
  } else if (call.expect === 'own' && call.caller !== 'anonymous' && signedOut(outcome)) {
    problems.push(`refused its own caller, so nothing was probed: ${outcome.text.slice(0, 200)}`)
  }
  let leaks = leaksOf(world.b, outcome.text, sent)
  if (call.publicForHost) {
    // What the site shows every visitor is not A's to be refused.
    const anonymous = await callServerFn(fn, { data: call.data, headers: {}, host: call.host })
    const publicLeaks = new Set(leaksOf(world.b, anonymous.text, sent))
    leaks = leaks.filter((leak) => !publicLeaks.has(leak))
  }
  if (leaks.length > 0) problems.push(`showed B's ${leaks.join(', ')}: ${outcome.text.slice(0, 300)}`)
  return problems.map((problem) => `${key} (${describeCall(call, sent)}): ${problem}`)
}
