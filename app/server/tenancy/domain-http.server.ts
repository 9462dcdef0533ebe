/**
 * The two HTTP answers about hosts (ADR 023): the verification token a mapped host serves for
 * `opsai domains verify`, and the on-demand TLS "ask" of a proxy such as Caddy. Both name nothing
 * but the host asked about, so neither lists the platform's customers.
 */

import { z } from 'zod'
import { joinedText } from '#app/i18n/bilingual-text.shared'
import { bothLanguages, type ErrorKey, type TextParams } from '#app/i18n/texts.server'
import { getDatabase } from '#db/runtime'
import { findVerificationToken, isDomainAllowed } from './domains.server'
import { normaliseHost, requestHost } from './host.server'

const plain = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }
const json = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }

/** A 404 in the API's error shape, worded from the error catalogue. */
function notFound(error: string, key: ErrorKey, params: TextParams = {}) {
  const messages = bothLanguages(key, params)
  return new Response(JSON.stringify({ error, message: joinedText(messages), messages }), {
    status: 404,
    headers: json,
  })
}

function notFoundText() {
  return notFound('not_found', 'errors.tenancy.notVerificationToken')
}

/** `GET /.well-known/domain-verification/<token>`: the token, on its own host only. */
export async function serveVerificationToken(request: Request, token: string): Promise<Response> {
  const host = requestHost(request)
  if (!host || token.length === 0 || token.length > 200) return notFoundText()
  const expected = await findVerificationToken((await getDatabase()).db, host)
  if (!expected || expected !== token) return notFoundText()
  return new Response(`${expected}\n`, { headers: plain })
}

/** The ask's one parameter: a host name, or nothing usable (answered 404 like any other host). */
const allowedQuerySchema = z
  .object({ domain: z.string().nullable() })
  .transform(({ domain }) => ({ host: normaliseHost(domain) }))

/** `GET /api/domains/allowed?domain=<host>`: 200 for a mapped, verified host of an active tenant, else 404. */
export async function serveDomainAllowed(request: Request): Promise<Response> {
  const { host } = allowedQuerySchema.parse({ domain: new URL(request.url).searchParams.get('domain') })
  if (host && (await isDomainAllowed((await getDatabase()).db, host))) {
    return new Response(JSON.stringify({ allowed: true }), { headers: json })
  }
  return host
    ? notFound('domain_not_allowed', 'errors.tenancy.domainNotAllowed', { host })
    : notFound('domain_not_allowed', 'errors.tenancy.domainMissing')
}
