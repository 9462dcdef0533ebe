/**
 * `npm run dev` stamps the client address as the production server does (cli/lib/http-server.ts):
 * without it every request reaches the app with no address, and a tenant's IP allow-list
 * (ADR 035) refuses everyone, the owner included.
 */
import type { IncomingMessage } from 'node:http'
import type { Plugin } from 'vite'
import { CLIENT_IP_HEADER, resolveClientIp, trustedProxies } from '../app/server/http/client-ip.server.ts'

type Proxies = ReturnType<typeof trustedProxies>

/** Replaces whatever the client sent under the header with the address the socket vouches for. */
export function stampDevClientIp(request: IncomingMessage, proxies: Proxies): void {
  const forwarded = request.headers['x-forwarded-for']
  const chain = Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? null)
  const address = resolveClientIp(request.socket.remoteAddress, chain, proxies)
  if (address) request.headers[CLIENT_IP_HEADER] = address
  else delete request.headers[CLIENT_IP_HEADER]
}

export function devClientIpPlugin(env: Record<string, string | undefined> = process.env): Plugin {
  const entries = (env.OPSAI_TRUSTED_PROXIES ?? '').split(',').map((entry) => entry.trim())
  const proxies = trustedProxies(entries.filter(Boolean))
  return {
    name: 'opsai-dev-client-ip',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        stampDevClientIp(request, proxies)
        next()
      })
    },
  }
}
