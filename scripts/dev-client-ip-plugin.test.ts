import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { trustedProxies } from '../app/server/http/client-ip.server.ts'
import { stampDevClientIp } from './dev-client-ip-plugin.ts'

function request(peer: string | undefined, headers: Record<string, string>): IncomingMessage {
  return { socket: { remoteAddress: peer }, headers: { ...headers } } as unknown as IncomingMessage
}

describe('stampDevClientIp', () => {
  it('stamps the socket peer and overwrites a value the client sent', () => {
    const sent = request('::ffff:192.0.2.7', { 'x-opsai-client-ip': '10.0.0.1' })
    stampDevClientIp(sent, trustedProxies([]))
    expect(sent.headers['x-opsai-client-ip']).toBe('192.0.2.7')
  })

  it('believes X-Forwarded-For only from a trusted proxy', () => {
    const viaProxy = request('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })
    stampDevClientIp(viaProxy, trustedProxies(['127.0.0.1']))
    expect(viaProxy.headers['x-opsai-client-ip']).toBe('203.0.113.9')
    const direct = request('198.51.100.4', { 'x-forwarded-for': '203.0.113.9' })
    stampDevClientIp(direct, trustedProxies(['127.0.0.1']))
    expect(direct.headers['x-opsai-client-ip']).toBe('198.51.100.4')
  })

  it('removes a client-sent value when the socket has no address', () => {
    const orphan = request(undefined, { 'x-opsai-client-ip': '10.0.0.1' })
    stampDevClientIp(orphan, trustedProxies([]))
    expect(orphan.headers).not.toHaveProperty('x-opsai-client-ip')
  })
})
