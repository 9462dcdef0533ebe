/**
 * Hostile input, judged: whatever arrives, the answer is never a 500; a refusal explains itself
 * in Japanese and English; and a refused request wrote nothing at all.
 */
import fc from 'fast-check'
import { testedDatabaseKinds } from '#db/testing'
import { callEndpoint, type EndpointRequest } from './call-endpoint'
import { hostileObject, hostileRawBody, hostileSegment, hostileString, type RawBody } from './hostile-values'
import { callServerFn, type InProcessServerFn } from './in-process-server-fn'
import type { Endpoint } from './inventory'
import type { HostileTemplate } from './probe-types'
import { headersOf, type SecurityWorld } from './two-tenant-world'
import { bilingualTexts, explainsItself, translatedKeys } from './verdicts'

/** Runs per endpoint or server function: enough to reach each field's edge cases, fast on 2 cores. */
export const HOSTILE_RUNS = Number(process.env.OPSAI_SECURITY_RUNS ?? 25)

/**
 * The runs one database takes: with PGlite and PostgreSQL both tested, each takes its own half
 * of the inputs (fast-check seeds each run afresh), so a run still tries HOSTILE_RUNS inputs per
 * endpoint and every endpoint meets both databases, in half of CI's time.
 */
export function hostileRunsPerDatabase(multiple = 1): number {
  return Math.ceil((HOSTILE_RUNS * multiple) / testedDatabaseKinds().length)
}

function recordOf(values: Record<string, string> | undefined) {
  const entries = Object.entries(values ?? {})
  return fc
    .tuple(...entries.map(([, valid]) => hostileSegment(valid)))
    .map((picked) => Object.fromEntries(entries.map(([key], index) => [key, picked[index] ?? ''])))
}

/** Requests built from the template: params, query and body each kept or broken. */
export function hostileRequests(
  endpoint: Endpoint,
  template: HostileTemplate,
): fc.Arbitrary<EndpointRequest> {
  const params = Object.fromEntries(endpoint.params.map((name) => [name, template.params?.[name] ?? '']))
  const takesBody = endpoint.method !== 'GET' && endpoint.method !== 'HEAD'
  const body: fc.Arbitrary<{ json: unknown } | RawBody | undefined> = !takesBody
    ? fc.constant(undefined)
    : template.body
      ? hostileObject(template.body)
      : fc.option(hostileRawBody, { nil: undefined })
  return fc
    .record({
      params: recordOf(params),
      query: recordOf(template.query),
      extraQuery: fc.option(
        fc.tuple(fc.constantFrom('tenantId', 'userId', 'q', '__proto__'), hostileString),
        {
          nil: undefined,
        },
      ),
      body,
    })
    .map(({ params: p, query, extraQuery, body: b }) => ({
      caller: template.caller,
      headers: template.headers,
      params: p,
      query: extraQuery ? { ...query, [extraQuery[0]]: extraQuery[1] } : query,
      ...(b && 'json' in b ? { body: b.json } : b ? { raw: b } : {}),
    }))
}

function shortly(value: unknown) {
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  return (text ?? String(value)).slice(0, 300)
}

export async function checkHostileEndpointCall(
  world: SecurityWorld,
  endpoint: Endpoint,
  template: HostileTemplate,
  request: EndpointRequest,
): Promise<string[]> {
  const { result: answer, writes } = await world.recordWrites(() => callEndpoint(world, endpoint, request))
  const problems: string[] = []
  if (answer.status >= 500) problems.push(`answered ${answer.status}: ${shortly(answer.text)}`)
  if (answer.status >= 400) {
    const explained = template.englishOnly
      ? /"message"\s*:\s*"[^"]+"/.test(answer.text) || answer.text === ''
      : explainsItself(answer.text)
    if (!explained)
      problems.push(`refused (${answer.status}) without a clear message: ${shortly(answer.text)}`)
    if (writes.length > 0) problems.push(`refused (${answer.status}) but wrote ${writes.join(', ')}`)
  }
  return problems
}

export interface ServerFnHostile {
  caller: HostileTemplate['caller']
  data?: Record<string, unknown> | string
  /** Instead of `data`: the function's own hostile input (one function, many operations). */
  arbitrary?: fc.Arbitrary<unknown>
  /** Runs as a multiple of HOSTILE_RUNS (a function that is many operations needs more). */
  runs?: number
}

/** The JSON a built object stands for; a server function's input arrives decoded. */
export function decodedBody(built: { json: unknown } | RawBody): unknown {
  if ('json' in built) return built.json
  // A raw body stands for a string that is not JSON.
  return 'raw' in built ? built.raw : new TextDecoder().decode(built.bytes)
}

/** Data built from the template (each field kept, broken or left out), or not the shape at all. */
export function hostileData(template: ServerFnHostile): fc.Arbitrary<unknown> {
  if (template.arbitrary) return template.arbitrary
  if (typeof template.data === 'string') return hostileSegment(template.data)
  return hostileObject(template.data ?? {}).map(decodedBody)
}

/**
 * A refusing server-function result: a failure with a bilingual message, or a state or reason
 * code the page words in both languages (`{ status: 'not-found' }`, `{ reason: 'email-taken' }`).
 */
function serverFnExplains(value: unknown): boolean {
  if (value === null) return true
  if (typeof value !== 'object' || value === undefined) return false
  const result = value as { ok?: unknown; status?: unknown; reason?: unknown }
  if (typeof result.status === 'string' || typeof result.reason === 'string') return true
  // A message in both languages, or i18n keys the page translates into both (field errors).
  return bilingualTexts(value).length > 0 || translatedKeys(value).length > 0
}

function isFailure(value: unknown, status: number) {
  if (status >= 400) return true
  const result = value as { ok?: unknown; status?: unknown } | null | undefined
  if (result === null) return true
  return (
    typeof result === 'object' &&
    (result.ok === false ||
      ['not-found', 'signed-out', 'forbidden', 'invalid', 'unavailable'].includes(String(result.status)))
  )
}

export async function checkHostileServerFnCall(
  world: SecurityWorld,
  fn: InProcessServerFn,
  template: ServerFnHostile,
  data: unknown,
): Promise<string[]> {
  const { result: outcome, writes } = await world.recordWrites(() =>
    callServerFn(fn, { data, headers: headersOf(world, template.caller) }),
  )
  const problems: string[] = []
  const failedStatus = (outcome.value as { ok?: unknown; status?: unknown } | null | undefined)?.status
  if (outcome.status >= 500) problems.push(`failed (${outcome.status}): ${shortly(outcome.text)}`)
  else if (typeof failedStatus === 'number' && failedStatus >= 500) {
    problems.push(`answered a ${failedStatus} failure: ${shortly(outcome.text)}`)
  } else if (isFailure(outcome.value, outcome.status)) {
    if (!serverFnExplains(outcome.value))
      problems.push(`refused without a clear message: ${shortly(outcome.text)}`)
    if (writes.length > 0) problems.push(`refused but wrote ${writes.join(', ')}`)
  }
  return problems
}
