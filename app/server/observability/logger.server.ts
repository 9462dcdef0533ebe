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
  '["set-cookie"]',
  '["x-api-key"]',
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

const dotted = (field: string) => (field.startsWith('[') ? field : `.${field}`)

export const REDACTED_PATHS = [
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `*${dotted(field)}`),
  ...SECRET_FIELDS.map((field) => `*.*${dotted(field)}`),
]

export const REDACTED = '[Redacted]'

/** Credentials written inside a text: `scheme://user:password@host`, `Bearer <token>`. */
export function maskSecretsInText(text: string): string {
  return text
    .replace(/([a-z][a-z0-9+.-]*:\/\/[^\s/:@]*):[^\s/@]*@/gi, `$1:${REDACTED}@`)
    .replace(/\b(Bearer|Basic)\s+[^\s"',;]+/gi, `$1 ${REDACTED}`)
}

function serializeError(error: unknown) {
  const serialized = pino.stdSerializers.err(error as Error) as unknown as Record<string, unknown>
  if (typeof serialized !== 'object' || serialized === null) return serialized
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

export function createLogger(options: { level?: Level | 'silent'; destination?: DestinationStream } = {}) {
  return pino(
    {
      level: options.level ?? logLevelFrom(process.env),
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_PATHS, censor: REDACTED },
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
