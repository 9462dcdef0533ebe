/**
 * The two HTTP answers about hosts (ADR 023): the verification token a mapped host serves for
 * `opsai domains verify`, and the on-demand TLS "ask" of a proxy such as Caddy. Both name nothing
 * but the host asked about, so neither lists the platform's customers.
 */
import { getDatabase } from '#db/runtime'
import { findVerificationToken, isDomainAllowed } from './domains.server'
import { normaliseHost, requestHost } from './host.server'

const plain = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }
const json = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }

function notFoundText() {
  const messages = {
    ja: 'このホストの確認トークンではありません',
    en: 'This is not the verification token of this host',
  }
  return new Response(
    JSON.stringify({ error: 'not_found', message: `${messages.ja} / ${messages.en}`, messages }),
    { status: 404, headers: json },
  )
}

/** `GET /.well-known/domain-verification/<token>`: the token, on its own host only. */
export async function serveVerificationToken(request: Request, token: string): Promise<Response> {
  const host = requestHost(request)
  if (!host || token.length === 0 || token.length > 200) return notFoundText()
  const expected = await findVerificationToken((await getDatabase()).db, host)
  if (!expected || expected !== token) return notFoundText()
  return new Response(`${expected}\n`, { headers: plain })
}

/** `GET /api/domains/allowed?domain=<host>`: 200 for a mapped, verified host of an active tenant, else 404. */
export async function serveDomainAllowed(request: Request): Promise<Response> {
  const raw = new URL(request.url).searchParams.get('domain')
  const host = normaliseHost(raw)
  if (host && (await isDomainAllowed((await getDatabase()).db, host))) {
    return new Response(JSON.stringify({ allowed: true }), { headers: json })
  }
  const messages = host
    ? {
        ja: `${host} は証明書を発行できるドメインではありません`,
        en: `${host} may not get a certificate`,
      }
    : { ja: 'domain にホスト名を指定してください', en: 'Give a host name in domain' }
  return new Response(
    JSON.stringify({
      error: 'domain_not_allowed',
      message: `${messages.ja} / ${messages.en}`,
      messages,
    }),
    { status: 404, headers: json },
  )
}
