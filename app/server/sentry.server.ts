/**
 * Server error reporting: the same switch as the browser (on only with a public DSN), the
 * same environment and tracing rate (spec §9). Called once by `opsai server start`.
 *
 * The SDK is loaded only when a DSN is set: it is some 600 modules, which every server start
 * and every server process's memory paid for even with reporting off (docs/performance.md).
 * The started SDK lives on globalThis, so the server bundle's copy of this module reports
 * through the one the launcher started.
 */
import type * as SentryNode from '@sentry/node'
import type { AppConfig } from '../../app.config'

const KEY = Symbol.for('opsai.sentry')
type Holder = { [KEY]?: typeof SentryNode }
const holder = globalThis as Holder

export async function initServerSentry(config: AppConfig, release: string): Promise<boolean> {
  if (!config.sentry.dsn) return false
  const Sentry = await import('@sentry/node')
  Sentry.init({
    dsn: config.sentry.dsn,
    environment: config.sentry.environment,
    release,
    tracesSampleRate: config.sentry.tracesSampleRate,
    tracePropagationTargets: ['localhost', ...config.sentry.tracePropagationHosts],
  })
  holder[KEY] = Sentry
  return true
}

/** Reports an error when reporting is on; does nothing otherwise. */
export function captureServerError(error: unknown) {
  holder[KEY]?.captureException(error)
}

export async function flushServerSentry(timeoutMs = 2000): Promise<boolean> {
  return (await holder[KEY]?.flush(timeoutMs)) ?? true
}
