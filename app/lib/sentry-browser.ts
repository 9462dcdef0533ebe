/**
 * Browser error reporting (spec §9): on only when a public DSN is configured; tracing at the
 * configured rate with trace headers only to localhost and the configured hosts; replays for a
 * small share of sessions and for sessions with errors; page loads named by route.
 */
import * as Sentry from '@sentry/react'
import type { AnyRouter } from '@tanstack/react-router'
import type { PublicConfig } from '../../app.config'
import { setErrorCapture } from '../features/errors/report'

let started = false

export function tracePropagationTargets(hosts: readonly string[]): (string | RegExp)[] {
  const escaped = hosts.map(
    (host) => new RegExp(`^https?://${host.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(:\\d+)?(/|$)`),
  )
  return ['localhost', /^\//, ...escaped]
}

export function initBrowserSentry(config: PublicConfig, router: AnyRouter) {
  if (started || !config.sentry.dsn || typeof window === 'undefined') return
  started = true
  Sentry.init({
    dsn: config.sentry.dsn,
    environment: config.sentry.environment,
    release: config.buildId,
    integrations: [Sentry.tanstackRouterBrowserTracingIntegration(router), Sentry.replayIntegration()],
    tracesSampleRate: config.sentry.tracesSampleRate,
    tracePropagationTargets: tracePropagationTargets(config.sentry.tracePropagationHosts),
    replaysSessionSampleRate: config.sentry.replaysSessionSampleRate,
    replaysOnErrorSampleRate: config.sentry.replaysOnErrorSampleRate,
  })
  setErrorCapture((error, origin) => Sentry.captureException(error, { tags: { origin } }))
}
