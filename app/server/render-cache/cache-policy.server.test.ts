import { describe, expect, it } from 'vitest'
import {
  cookieNames,
  decideCacheRequest,
  decideRequest,
  isCacheablePath,
  storableHeaders,
} from './cache-policy.server'

const options = { buildId: 'build-1', defaultLocale: 'ja' as const }

function request(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Request(`http://acme.localhost:3000${path}`, { method, headers })
}

function keyOf(path: string, headers: Record<string, string> = {}) {
  const decision = decideRequest(request(path, headers), options)
  return decision.cacheable ? decision.key : undefined
}

describe('which requests the render cache may answer', () => {
  it('takes only the sign-in pages', () => {
    for (const path of ['/login', '/login/', '/login/hirameki_ai', '/login/ezpass', '/admin/login']) {
      expect(isCacheablePath(path), path).toBe(true)
    }
    for (const path of [
      '/',
      '/chat',
      '/invite/abc',
      '/freeRegist',
      '/login/a/b',
      '/api/health',
      '/assets/x.js',
    ]) {
      expect(isCacheablePath(path), path).toBe(false)
    }
  })

  it('sends anything that could identify a visitor to the renderer', () => {
    const reasons = (headers: Record<string, string>, method = 'GET') => {
      const decision = decideRequest(request('/login', headers, method), options)
      return decision.cacheable ? 'cacheable' : decision.reason
    }
    expect(reasons({})).toBe('cacheable')
    expect(reasons({ cookie: 'locale=en' })).toBe('cacheable')
    expect(reasons({ cookie: 'sid.session_token=abc.def' })).toBe('cookie')
    expect(reasons({ cookie: '__Secure-sid.session_token=abc' })).toBe('cookie')
    expect(reasons({ cookie: 'locale=en; sid.session_data=x' })).toBe('cookie')
    // A cookie this product does not know of may be someone else's session: not cached either.
    expect(reasons({ cookie: 'anything=1' })).toBe('cookie')
    expect(reasons({ authorization: 'Bearer opsai_pat_x' })).toBe('authorization')
    expect(reasons({}, 'POST')).toBe('method')
    expect(reasons({}, 'HEAD')).toBe('cacheable')
  })

  it('keys by build, language, scheme, Host with its port, path and query', () => {
    const base = keyOf('/login')
    expect(base).toBe('build-1\nja\nhttp://acme.localhost:3000/login')
    expect(keyOf('/login?redirect=%2Fchat')).not.toBe(base)
    expect(decideRequest(new Request('http://other.localhost:3000/login'), options)).not.toMatchObject({
      key: base,
    })
    expect(decideRequest(request('/login'), { ...options, buildId: 'build-2' })).not.toMatchObject({
      key: base,
    })
  })

  it('chooses the language as the renderer does: cookie, then Accept-Language, then the default', () => {
    expect(keyOf('/login', { 'accept-language': 'en-GB,en;q=0.8' })).toContain('\nen\n')
    expect(keyOf('/login', { 'accept-language': 'fr' })).toContain('\nja\n')
    expect(keyOf('/login', { 'accept-language': 'en', cookie: 'locale=ja' })).toContain('\nja\n')
    expect(keyOf('/login', { 'accept-language': 'ja', cookie: 'locale=en' })).toContain('\nen\n')
    // Two spellings of one language share a page; the choice, not the header, is the key.
    expect(keyOf('/login', { 'accept-language': 'en-US' })).toBe(keyOf('/login', { 'accept-language': 'en' }))
  })

  it('decides a Node request as it decides the web Request the adapter makes of it', () => {
    const headers: Record<string, string> = { 'accept-language': 'en', cookie: 'locale=en' }
    const plain = (url: string, method = 'GET') => ({
      method,
      url,
      header: (name: string) => headers[name] ?? null,
    })
    const url = 'http://acme.localhost:3000/login/hirameki_ai?next=%2Fchat'
    const fromNode = decideCacheRequest(plain(url), options)
    expect(fromNode).toEqual(decideRequest(new Request(url, { headers }), options))
    expect(fromNode).toMatchObject({ cacheable: true, pathname: '/login/hirameki_ai', locale: 'en' })
    // The parser's normalisation is kept, memoised or not: the same URL twice, the same key.
    const spelled = 'http://ACME.localhost:3000/login/./hirameki_ai?next=%2Fchat'
    expect(decideCacheRequest(plain(spelled), options)).toEqual(fromNode)
    expect(decideCacheRequest(plain(spelled), options)).toEqual(fromNode)
    expect(decideCacheRequest(plain('http://exa mple/login'), options)).toEqual({
      cacheable: false,
      reason: 'url',
    })
    expect(decideCacheRequest(plain(url, 'POST'), options)).toEqual({ cacheable: false, reason: 'method' })
  })

  it('reads cookie names whatever the spacing', () => {
    expect(cookieNames(' a=1;b=2 ;  c=')).toEqual(['a', 'b', 'c'])
    expect(cookieNames(null)).toEqual([])
  })
})

describe('which answers the render cache may keep', () => {
  const html = { 'content-type': 'text/html; charset=utf-8' }

  it('keeps a plain 200 HTML page, without its length and date', () => {
    const kept = storableHeaders(
      new Response('<html></html>', {
        headers: { ...html, 'content-length': '13', date: 'x', 'x-frame-options': 'DENY' },
      }),
    )
    expect(kept).toEqual([
      ['content-type', 'text/html; charset=utf-8'],
      ['x-frame-options', 'DENY'],
    ])
  })

  it('does not keep pages that set a cookie, other statuses, other types or private pages', () => {
    expect(storableHeaders(new Response('x', { headers: { ...html, 'set-cookie': 'a=1' } }))).toBeUndefined()
    expect(storableHeaders(new Response('x', { status: 404, headers: html }))).toBeUndefined()
    expect(storableHeaders(new Response(null, { status: 302, headers: { location: '/' } }))).toBeUndefined()
    expect(
      storableHeaders(new Response('{}', { headers: { 'content-type': 'application/json' } })),
    ).toBeUndefined()
    expect(
      storableHeaders(new Response('x', { headers: { ...html, 'cache-control': 'no-store' } })),
    ).toBeUndefined()
    expect(
      storableHeaders(new Response('x', { headers: { ...html, 'cache-control': 'private, max-age=0' } })),
    ).toBe(undefined)
  })
})
