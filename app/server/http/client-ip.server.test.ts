import { describe, expect, it } from 'vitest'
import { loadConfig } from '#root/app.config'
import {
  CLIENT_IP_HEADER,
  clientIpOf,
  resolveClientIp,
  stampClientIp,
  trustedProxies,
} from './client-ip.server'

const none = trustedProxies([])
const proxy = trustedProxies(['10.0.0.0/8', '2001:db8:1::/48', '192.0.2.10'])

describe('resolveClientIp', () => {
  it('believes no X-Forwarded-For without trusted proxies: the socket peer is the client', () => {
    expect(resolveClientIp('203.0.113.5', '198.51.100.1', none)).toBe('203.0.113.5')
    expect(resolveClientIp('::ffff:203.0.113.5', '1.1.1.1, 2.2.2.2', none)).toBe('203.0.113.5')
  })

  it('ignores the header when the peer is not one of the trusted proxies', () => {
    expect(resolveClientIp('203.0.113.5', '198.51.100.1', proxy)).toBe('203.0.113.5')
  })

  it('walks the chain from the right past trusted hops (IPv4 and IPv6, single and CIDR)', () => {
    expect(resolveClientIp('10.1.2.3', '198.51.100.7', proxy)).toBe('198.51.100.7')
    // A client-written left part ("6.6.6.6") is never reached past an untrusted hop.
    expect(resolveClientIp('10.1.2.3', '6.6.6.6, 198.51.100.7, 192.0.2.10', proxy)).toBe('198.51.100.7')
    expect(resolveClientIp('2001:db8:1::9', '2001:db8:ffff::1', proxy)).toBe('2001:db8:ffff::1')
  })

  it('stops at the last real address when a hop is not an address', () => {
    expect(resolveClientIp('10.1.2.3', 'evil, not-an-ip', proxy)).toBe('10.1.2.3')
    expect(resolveClientIp('10.1.2.3', '198.51.100.7, 10.9.9.9, garbage', proxy)).toBe('10.1.2.3')
  })

  it('gives the leftmost hop when the whole chain is trusted, and nothing without a peer', () => {
    expect(resolveClientIp('10.1.2.3', '10.4.4.4, 10.5.5.5', proxy)).toBe('10.4.4.4')
    expect(resolveClientIp(undefined, '198.51.100.7', proxy)).toBeUndefined()
  })
})

describe('stampClientIp / clientIpOf', () => {
  it('overwrites a client-supplied value of the header', () => {
    const request = new Request('http://localhost/api/x', {
      headers: { [CLIENT_IP_HEADER]: '6.6.6.6', 'x-forwarded-for': '7.7.7.7' },
    })
    stampClientIp(request, '203.0.113.9', none)
    expect(clientIpOf(request)).toBe('203.0.113.9')
  })

  it('removes the header when the peer is unknown', () => {
    const request = new Request('http://localhost/', { headers: { [CLIENT_IP_HEADER]: '6.6.6.6' } })
    stampClientIp(request, undefined, none)
    expect(clientIpOf(request)).toBeUndefined()
  })
})

describe('OPSAI_TRUSTED_PROXIES', () => {
  it('defaults to none and takes IPs and CIDR ranges', () => {
    expect(loadConfig({}).server.trustedProxies).toEqual([])
    expect(
      loadConfig({ OPSAI_TRUSTED_PROXIES: '10.0.0.0/8, 2001:db8::/32,127.0.0.1' }).server.trustedProxies,
    ).toEqual(['10.0.0.0/8', '2001:db8::/32', '127.0.0.1'])
  })

  it.each(['10.0.0.0/33', 'proxy.example', '10.0.0.1,,x'])('stops the start naming it for %j', (value) => {
    expect(() => loadConfig({ OPSAI_TRUSTED_PROXIES: value })).toThrow(/OPSAI_TRUSTED_PROXIES/)
  })
})
