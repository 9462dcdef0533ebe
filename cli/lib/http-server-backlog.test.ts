/**
 * The server's queue of connections not yet accepted: Node's default (511) reset part of a
 * burst of 2,000 chat streams opened at once (bench/stream.ts). `ss` shows a listening socket's
 * queue size as its Send-Q; the kernel caps it at net.core.somaxconn.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { LISTEN_BACKLOG, startHttpServer } from './http-server'

let server: Awaited<ReturnType<typeof startHttpServer>>
let port = 0

beforeAll(async () => {
  server = await startHttpServer({
    port: 0,
    host: '127.0.0.1',
    handler: { fetch: () => new Response('ok') },
  })
  port = Number(new URL(server.url ?? '').port)
})
afterAll(async () => {
  await server?.close(true)
})

it('listens with a queue of LISTEN_BACKLOG connections, as far as the kernel allows', () => {
  const somaxconn = Number(readFileSync('/proc/sys/net/core/somaxconn', 'utf8'))
  const listening = execFileSync('ss', ['-ltnH', `sport = :${port}`], { encoding: 'utf8' }).trim()
  // State, Recv-Q, Send-Q (the backlog), local address, peer.
  const [, , queue] = listening.split(/\s+/)
  expect(Number(queue)).toBe(Math.min(LISTEN_BACKLOG, somaxconn))
  expect(Number(queue)).toBeGreaterThan(511)
})
