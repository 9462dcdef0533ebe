/**
 * `GET /metrics` (ADR 042): Prometheus's text format to a scraper that sends the operator's
 * token (`Authorization: Bearer <OPSAI_METRICS_TOKEN>`); a missing or wrong token gets 401 and
 * not one metric. Where metrics are not exposed at all, the path is a plain 404.
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import { joinedText } from '#app/i18n/bilingual-text.shared'
import { bothLanguages, type ErrorKey } from '#app/i18n/texts.server'
import { renderMetrics } from './metrics.server'

/** How a listener serves `/metrics`: `token` undefined means no token is asked (the loopback port without one). */
export interface MetricsAccess {
  token?: string
}

/**
 * Where `/metrics` is answered (ADR 042): with OPSAI_METRICS_PORT only on that loopback port (the
 * token, if set, asked there too); else with OPSAI_METRICS_TOKEN on the main port; else nowhere.
 */
export function metricsAccessOf(settings: { metricsToken?: string; metricsPort?: number }): {
  mainPort?: MetricsAccess
  ownPort?: MetricsAccess & { port: number }
} {
  if (settings.metricsPort !== undefined)
    return { ownPort: { port: settings.metricsPort, token: settings.metricsToken } }
  if (settings.metricsToken !== undefined) return { mainPort: { token: settings.metricsToken } }
  return {}
}

function refusal(status: number, error: string, key: ErrorKey, headers: Record<string, string> = {}) {
  const messages = bothLanguages(key)
  return new Response(JSON.stringify({ error, message: joinedText(messages), messages }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  })
}

/** Compared as digests in constant time: neither the length nor a prefix of the token leaks. */
export function bearerMatches(authorization: string | null, token: string): boolean {
  const sent = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(authorization ?? '')?.[1]
  if (!sent) return false
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(sent), digest(token))
}

export const metricsNotExposed = () => refusal(404, 'not_found', 'errors.metrics.notExposed')

/** Any other path of the metrics port. */
export const endpointNotFound = () => refusal(404, 'not_found', 'errors.http.noSuchEndpoint')

export async function answerMetrics(request: Request, access: MetricsAccess): Promise<Response> {
  if (access.token !== undefined && !bearerMatches(request.headers.get('authorization'), access.token)) {
    return refusal(401, 'unauthorized', 'errors.metrics.unauthorized', {
      'www-authenticate': 'Bearer realm="metrics"',
    })
  }
  const { body, contentType } = await renderMetrics()
  return new Response(request.method === 'HEAD' ? null : body, {
    status: 200,
    headers: { 'content-type': contentType, 'cache-control': 'no-store' },
  })
}
