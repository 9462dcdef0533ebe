/**
 * Server error reporting: the same switch as the browser (on only with a public DSN), the
 * same environment and tracing rate (spec §9). Called once by `opsai server start`.
 */
import * as Sentry from '@sentry/node'
import type { AppConfig } from '../../app.config'

export function initServerSentry(config: AppConfig, release: string): boolean {
  if (!config.sentry.dsn) return false
  Sentry.init({
    dsn: config.sentry.dsn,
    environment: config.sentry.environment,
    release,
    tracesSampleRate: config.sentry.tracesSampleRate,
    tracePropagationTargets: ['localhost', ...config.sentry.tracePropagationHosts],
  })
  return true
}

export function captureServerError(error: unknown) {
  Sentry.captureException(error)
}

export function flushServerSentry(timeoutMs = 2000) {
  return Sentry.flush(timeoutMs)
}
