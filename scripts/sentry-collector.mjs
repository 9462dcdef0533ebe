// A local stand-in for Sentry's ingest API, for tests: records every envelope it receives
// and lists them at GET /received. Never used in production.
import { createServer } from 'node:http'
import { gunzipSync } from 'node:zlib'

export function startSentryCollector(port = 0) {
  const received = []
  const server = createServer((request, response) => {
    response.setHeader('access-control-allow-origin', '*')
    response.setHeader('access-control-allow-headers', '*')
    response.setHeader('access-control-allow-methods', 'GET,POST,OPTIONS')
    if (request.method === 'OPTIONS') return response.end()
    if (request.method === 'GET' && request.url === '/received') {
      response.setHeader('content-type', 'application/json')
      return response.end(JSON.stringify(received))
    }
    if (request.method === 'GET' && request.url === '/health') return response.end('ok')
    const chunks = []
    request.on('data', (chunk) => chunks.push(chunk))
    request.on('end', () => {
      let body = Buffer.concat(chunks)
      if (request.headers['content-encoding'] === 'gzip') body = gunzipSync(body)
      received.push({ url: request.url, body: body.toString('utf8') })
      response.setHeader('content-type', 'application/json')
      response.end('{}')
    })
  })
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => resolve({ server, received, port: server.address().port }))
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.SENTRY_COLLECTOR_PORT ?? 4174)
  const { port: actual } = await startSentryCollector(port)
  console.log(`sentry collector on http://127.0.0.1:${actual}`)
}
