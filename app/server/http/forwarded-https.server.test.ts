import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { trustedProxies } from './client-ip.server'
import {
  adoptForwardedHttps,
  forwardedProtocol,
  secureCookie,
  withSecureCookies,
} from './forwarded-https.server'

const none = trustedProxies([])
const proxies = trustedProxies(['10.0.0.0/8', '192.0.2.10'])

function forwarded(headers: Record<string, string>, url = 'http://chat.acme.test/login') {
  return new Request(url, { headers })
}

describe('forwardedProtocol', () => {
  it('believes X-Forwarded-Proto only from a trusted proxy', () => {
    const request = forwarded({ 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.5' })
    expect(forwardedProtocol(request, '10.1.2.3', proxies)).toBe('https')
    expect(forwardedProtocol(request, '::ffff:10.1.2.3', proxies)).toBe('https')
    expect(forwardedProtocol(request, '203.0.113.9', proxies)).toBeUndefined()
    expect(forwardedProtocol(request, '10.1.2.3', none)).toBeUndefined()
    expect(forwardedProtocol(request, undefined, proxies)).toBeUndefined()
  })

  it("reads the outermost trusted proxy's entry, never one a client prepended", () => {
    // CDN (192.0.2.10) → load balancer (10.1.2.3) → app; each appended the protocol it received.
    const chain = { 'x-forwarded-for': '203.0.113.5, 192.0.2.10', 'x-forwarded-proto': 'https, http' }
    expect(forwardedProtocol(forwarded(chain), '10.1.2.3', proxies)).toBe('https')
    // The client wrote "https" itself and reached the one trusted proxy over http.
    const forged = { 'x-forwarded-for': '203.0.113.5', 'x-forwarded-proto': 'https, http' }
    expect(forwardedProtocol(forwarded(forged), '10.1.2.3', proxies)).toBe('http')
    expect(
      forwardedProtocol(forwarded({ 'x-forwarded-proto': 'gopher' }), '10.1.2.3', proxies),
    ).toBeUndefined()
  })
})

describe('adoptForwardedHttps', () => {
  it('gives a request forwarded from https an https URL, and leaves the rest alone', () => {
    const request = forwarded({ 'x-forwarded-proto': 'https' }, 'http://chat.acme.test/api/auth/x?y=1')
    expect(adoptForwardedHttps(request, '10.1.2.3', proxies)).toBe(true)
    expect(request.url).toBe('https://chat.acme.test/api/auth/x?y=1')

    const plain = forwarded({ 'x-forwarded-proto': 'https' }, 'http://localhost:3000/login')
    expect(adoptForwardedHttps(plain, '127.0.0.1', none)).toBe(false)
    expect(plain.url).toBe('http://localhost:3000/login')
    expect(adoptForwardedHttps(new Request('https://direct.test/'), undefined, none)).toBe(true)
  })
})

describe('withSecureCookies', () => {
  it('adds Secure to each cookie that lacks it, once', () => {
    expect(secureCookie('sid.session_token=a; Path=/; HttpOnly; SameSite=Lax')).toBe(
      'sid.session_token=a; Path=/; HttpOnly; SameSite=Lax; Secure',
    )
    expect(secureCookie('a=1; Secure; HttpOnly')).toBe('a=1; Secure; HttpOnly')
    // A value that merely contains the word is not the attribute.
    expect(secureCookie('note=secure; Path=/')).toBe('note=secure; Path=/; Secure')
    const response = new Response('ok', { status: 201 })
    response.headers.append('set-cookie', 'a=1; Path=/')
    response.headers.append('set-cookie', 'b=2; Path=/; Secure')
    const secured = withSecureCookies(response)
    expect(secured.status).toBe(201)
    expect(secured.headers.getSetCookie()).toEqual(['a=1; Path=/; Secure', 'b=2; Path=/; Secure'])
  })

  it('copies a response whose headers are immutable (a fetched one), and leaves one without cookies', async () => {
    const upstream = createServer((_, response) => {
      response.setHeader('set-cookie', ['a=1; Path=/'])
      response.end('from upstream')
    })
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = upstream.address() as AddressInfo
      const fetched = await fetch(`http://127.0.0.1:${port}/`)
      expect(() => fetched.headers.set('x', '1')).toThrow()
      const secured = withSecureCookies(fetched)
      expect(secured.headers.getSetCookie()).toEqual(['a=1; Path=/; Secure'])
      expect(await secured.text()).toBe('from upstream')
    } finally {
      upstream.close()
    }
    const plain = new Response('x')
    expect(withSecureCookies(plain)).toBe(plain)
  })
})
