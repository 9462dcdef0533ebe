/**
 * `/metrics` on a port of its own (OPSAI_METRICS_PORT, ADR 042), bound to 127.0.0.1: a scraper on
 * the same machine (or a sidecar) reads it, the load balancer and the internet never see it.
 * OPSAI_METRICS_TOKEN, when set too, is asked here as well.
 */
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getLogger } from '../../app/server/observability/logger.server'
import { endpointNotFound, type MetricsAccess } from '../../app/server/observability/metrics-endpoint.server'
import { observeRequests } from '../../app/server/observability/request-observer.server'

export interface MetricsServer {
  /** The port it listens on (the one asked for, or the system's pick for 0). */
  port: number
  close(): Promise<void>
}

function toRequest(message: IncomingMessage, port: number): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(message.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item)
    else if (value !== undefined) headers.set(name, value)
  }
  // Only the path of the request line is used: a Host header cannot point the URL elsewhere.
  const path = message.url?.startsWith('/') ? message.url : '/'
  return new Request(`http://127.0.0.1:${port}${path}`, { method: message.method ?? 'GET', headers })
}

export async function startMetricsServer(options: { port: number } & MetricsAccess): Promise<MetricsServer> {
  let listening = options.port
  const observe = observeRequests({ clientIp: () => '127.0.0.1', metrics: { token: options.token } })
  const server = createServer((message, reply) => {
    void (async () => {
      try {
        const response = await observe(toRequest(message, listening), endpointNotFound)
        reply.writeHead(response.status, Object.fromEntries(response.headers))
        reply.end(Buffer.from(await response.arrayBuffer()))
      } catch (error) {
        getLogger().error({ err: error }, 'the metrics port could not answer')
        if (!reply.headersSent) reply.writeHead(500, { 'content-type': 'text/plain' })
        reply.end()
      }
    })()
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  listening = (server.address() as AddressInfo).port
  return {
    port: listening,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
