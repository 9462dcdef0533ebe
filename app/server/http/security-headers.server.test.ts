import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { resetServerConfig } from '../config.server'
import { CSP_HEADER_NAME, createNonce, isNonce } from './csp-nonce.server'
import {
  applySecurityHeaders,
  buildContentSecurityPolicy,
  NON_DOCUMENT_CONTENT_SECURITY_POLICY,
  withSecurityHeaders,
} from './security-headers.server'

const saved = { base: process.env.OPSAI_BASE_URL, dsn: process.env.OPSAI_PUBLIC_SENTRY_DSN }

function useEnv(base: string | undefined, dsn?: string) {
  if (base === undefined) delete process.env.OPSAI_BASE_URL
  else process.env.OPSAI_BASE_URL = base
  if (dsn === undefined) delete process.env.OPSAI_PUBLIC_SENTRY_DSN
  else process.env.OPSAI_PUBLIC_SENTRY_DSN = dsn
  resetServerConfig()
}

function directive(policy: string, name: string): string[] | undefined {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name)
  return found?.slice(1)
}

beforeEach(() => useEnv('http://localhost:3000'))
afterEach(() => useEnv(saved.base, saved.dsn))

describe('createNonce', () => {
  it('makes a fresh 128-bit base64url nonce each time', () => {
    const nonces = new Set(Array.from({ length: 200 }, createNonce))
    expect(nonces.size).toBe(200)
    for (const nonce of nonces) expect(isNonce(nonce)).toBe(true)
    expect(isNonce('short')).toBe(false)
  })
})

describe('buildContentSecurityPolicy', () => {
  it('lets only this origin and the nonce run scripts, and no page frame this one', () => {
    const nonce = createNonce()
    const policy = buildContentSecurityPolicy(nonce)
    expect(directive(policy, 'script-src')).toEqual(["'self'", `'nonce-${nonce}'`])
    expect(directive(policy, 'object-src')).toEqual(["'none'"])
    expect(directive(policy, 'base-uri')).toEqual(["'self'"])
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"])
    expect(directive(policy, 'default-src')).toEqual(["'self'"])
    expect(policy).not.toMatch(/script-src[^;]*unsafe/)
    expect(directive(policy, 'upgrade-insecure-requests')).toBeUndefined()
  })

  it('allows the Sentry ingest origin only when a DSN is configured', () => {
    expect(directive(buildContentSecurityPolicy('n'), 'connect-src')).toEqual(["'self'"])
    useEnv('http://localhost:3000', 'https://key@o1.ingest.example.io/42')
    expect(directive(buildContentSecurityPolicy('n'), 'connect-src')).toEqual([
      "'self'",
      'https://o1.ingest.example.io',
    ])
  })

  it('upgrades insecure requests when served over HTTPS', () => {
    useEnv('https://chat.example.com')
    expect(buildContentSecurityPolicy('n')).toContain('upgrade-insecure-requests')
  })
})

describe('applySecurityHeaders', () => {
  it('gives every response nosniff, a referrer policy and frame protection', () => {
    for (const response of [
      new Response('{}', { headers: { 'content-type': 'application/json' } }),
      new Response('body{}', { headers: { 'content-type': 'text/css' } }),
      new Response('Internal Server Error', { status: 500, headers: { 'content-type': 'text/plain' } }),
    ]) {
      const headers = applySecurityHeaders(response).headers
      expect(headers.get('x-content-type-options')).toBe('nosniff')
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(headers.get('x-frame-options')).toBe('DENY')
      expect(headers.get(CSP_HEADER_NAME)).toBe(NON_DOCUMENT_CONTENT_SECURITY_POLICY)
      expect(headers.get('strict-transport-security')).toBeNull()
    }
  })

  it('gives a document the nonce policy, or one whose nonce nothing carries', () => {
    const html = () =>
      new Response('<!doctype html>', { headers: { 'content-type': 'text/html; charset=utf-8' } })
    expect(applySecurityHeaders(html(), { nonce: 'abc' }).headers.get(CSP_HEADER_NAME)).toContain(
      "'nonce-abc'",
    )
    const policy = applySecurityHeaders(html()).headers.get(CSP_HEADER_NAME) ?? ''
    expect(directive(policy, 'script-src')?.[1]).toMatch(/^'nonce-[A-Za-z0-9_-]{22}'$/)
  })

  it('keeps a policy set closer to the page (the SSR middleware’s)', () => {
    const response = new Response('<p>', {
      headers: { 'content-type': 'text/html', [CSP_HEADER_NAME]: "script-src 'nonce-inner'" },
    })
    expect(applySecurityHeaders(response).headers.get(CSP_HEADER_NAME)).toBe("script-src 'nonce-inner'")
  })

  it('adds HSTS only when the base URL is https', () => {
    useEnv('https://chat.example.com')
    expect(applySecurityHeaders(new Response('')).headers.get('strict-transport-security')).toMatch(
      /^max-age=\d+/,
    )
  })

  it('copies a response whose headers are immutable', () => {
    const redirect = Response.redirect('http://localhost/login', 302)
    const secured = withSecurityHeaders(redirect)
    expect(secured.status).toBe(302)
    expect(secured.headers.get('location')).toBe('http://localhost/login')
    expect(secured.headers.get('x-content-type-options')).toBe('nosniff')
  })
})

describe('a chat widget frame (ADR 040)', () => {
  const html = () =>
    new Response('<!doctype html>', { headers: { 'content-type': 'text/html; charset=utf-8' } })
  const framedBy = ['https://shop.example.com', 'http://localhost:8080']

  it('lets only the widget’s allowed origins frame its document, without X-Frame-Options', () => {
    const response = applySecurityHeaders(html(), { nonce: createNonce(), framedBy })
    const policy = response.headers.get(CSP_HEADER_NAME) ?? ''
    expect(directive(policy, 'frame-ancestors')).toEqual(framedBy)
    expect(directive(policy, 'script-src')).toContain("'self'")
    expect(response.headers.has('x-frame-options')).toBe(false)
    // The outer HTTP layer applies the headers again without options: no DENY comes back.
    expect(withSecurityHeaders(response).headers.has('x-frame-options')).toBe(false)
  })

  it('never loosens anything but a document: JSON and scripts keep the defaults', () => {
    const json = applySecurityHeaders(
      new Response('{}', { headers: { 'content-type': 'application/json' } }),
      {
        framedBy,
      },
    )
    expect(json.headers.get(CSP_HEADER_NAME)).toBe(NON_DOCUMENT_CONTENT_SECURITY_POLICY)
    expect(json.headers.get('x-frame-options')).toBe('DENY')
    const page = applySecurityHeaders(html())
    expect(directive(page.headers.get(CSP_HEADER_NAME) ?? '', 'frame-ancestors')).toEqual(["'none'"])
    expect(page.headers.get('x-frame-options')).toBe('DENY')
  })
})
