/**
 * The server's structured log (ADR 042): JSON lines on stdout through pino, one logger per
 * process on globalThis (the launcher's bundle and the app's each have a copy of this module).
 *
 * Nothing secret is written: credentials under the usual field names are redacted wherever they
 * sit (pino `redact`), and credentials inside error texts (a URL's password, a bearer token)
 * are masked by the error serializer. The CLI's own human lines ("opsai is serving on …") are
 * not log records and stay as they are.
 */
import pino, { type DestinationStream, type Level, type Logger } from 'pino'
import { LOG_LEVELS } from '#root/app.config'

/** Field names whose values never reach a log line, at any of the first levels of a record. */
const SECRET_FIELDS = [
  'authorization',
  'cookie',
  'set-cookie',
  'x-api-key',
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'accessToken',
  'refreshToken',
  'apiKey',
  'secret',
  'clientSecret',
  'databaseUrl',
]

/** Compared without case: `Authorization` is as secret as `authorization`. */
const SECRET_FIELD_NAMES = new Set(SECRET_FIELDS.map((field) => field.toLowerCase()))

/** The record's own fields and two levels below them are searched (`headers.cookie`, `req.headers.cookie`). */
const REDACT_DEPTH = 3

export const REDACTED = '[Redacted]'

/** Credentials written inside a text: `scheme://user:password@host`, `Bearer <token>`. */
export function maskSecretsInText(text: string): string {
  return text
    .replace(/([a-z][a-z0-9+.-]*:\/\/[^\s/:@]*):[^\s/@]*@/gi, `$1:${REDACTED}@`)
    .replace(/\b(Bearer|Basic)\s+[^\s"',;]+/gi, `$1 ${REDACTED}`)
}

function isPlainContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  if (typeof value !== 'object' || value === null) return false
  if (Array.isArray(value)) return true
  const prototype = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

/** A field's value as logged: REDACTED under a secret name, else searched `depth` levels down. */
function redactedField(key: string, field: unknown, depth: number): unknown {
  if (field !== undefined && SECRET_FIELD_NAMES.has(key.toLowerCase())) return REDACTED
  return withoutSecrets(field, depth)
}

/**
 * The value with every secret field (SECRET_FIELDS) in its first `depth` levels replaced by
 * REDACTED. Only plain objects and arrays are searched (errors go through `serializeError`), and
 * they are copied only where a field is replaced: what the caller logged is never changed.
 *
 * Written here instead of pino's `redact`: its implementation (@pinojs/redact) parses each of
 * the 42 paths again on every record, ~50 µs per line, 17 % of the CPU of a cached page.
 */
export function withoutSecrets<T>(value: T, depth = REDACT_DEPTH): T {
  if (depth <= 0 || !isPlainContainer(value)) return value
  let copy: Record<string, unknown> | unknown[] | undefined
  const source = value as Record<string, unknown>
  for (const key in source) {
    if (!Object.hasOwn(source, key)) continue
    const field = source[key]
    const replaced = redactedField(key, field, depth - 1)
    if (replaced === field) continue
    copy ??= Array.isArray(value) ? [...value] : { ...source }
    ;(copy as Record<string, unknown>)[key] = replaced
  }
  return (copy ?? value) as T
}

function serializeError(error: unknown) {
  const serialized = pino.stdSerializers.err(error as Error) as unknown as Record<string, unknown>
  if (typeof serialized !== 'object' || serialized === null) return serialized
  // An error's own fields (a client's `config`, a response's `headers`) may carry credentials too;
  // the serialized error is a new object (not a plain one), so it is redacted in place.
  for (const key of Object.keys(serialized))
    serialized[key] = redactedField(key, serialized[key], REDACT_DEPTH - 2)
  for (const key of ['message', 'stack'] as const) {
    const value = serialized[key]
    if (typeof value === 'string') serialized[key] = maskSecretsInText(value)
  }
  return serialized
}

/**
 * OPSAI_LOG_LEVEL when it is one of pino's levels (app.config.ts refuses others at start), else
 * info; under Vitest silent unless asked, so test output stays readable.
 */
export function logLevelFrom(env: Record<string, string | undefined>): Level | 'silent' {
  const asked = env.OPSAI_LOG_LEVEL
  if (asked && (LOG_LEVELS as readonly string[]).includes(asked)) return asked as Level | 'silent'
  return env.VITEST ? 'silent' : 'info'
}

let stampedAt = Number.NaN
let stamp = ''

/**
 * pino's `isoTime`, made once per millisecond: under load many lines share one, and building the
 * date string was ~2 % of a cached page's CPU.
 */
export function isoTimestamp(now = Date.now()): string {
  if (now !== stampedAt) {
    stampedAt = now
    stamp = `,"time":"${new Date(now).toISOString()}"`
  }
  return stamp
}

export function createLogger(options: { level?: Level | 'silent'; destination?: DestinationStream } = {}) {
  return pino(
    {
      level: options.level ?? logLevelFrom(process.env),
      base: { pid: process.pid },
      timestamp: () => isoTimestamp(),
      formatters: {
        level: (label) => ({ level: label }),
        log: (record) => withoutSecrets(record),
        bindings: (bindings) => withoutSecrets(bindings),
      },
      serializers: { err: serializeError, error: serializeError },
    },
    // Buffered, flushed at exit: a slow reader of stdout never stalls the event loop.
    options.destination ?? pino.destination({ dest: 1, sync: false }),
  )
}

const KEY = Symbol.for('opsai.logger')
const holder = globalThis as { [KEY]?: Logger }

/** The process's logger. */
export function getLogger(): Logger {
  holder[KEY] ??= createLogger()
  return holder[KEY]
}

/** Tests read what the server logged; returns the previous logger's restore. */
export function replaceLogger(logger: Logger): () => void {
  const previous = holder[KEY]
  holder[KEY] = logger
  return () => {
    holder[KEY] = previous
  }
}
