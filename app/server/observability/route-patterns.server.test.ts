import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { APP_ROUTE_PATTERNS, EXTRA_ROUTES, routeLabel, UNMATCHED_ROUTE } from './route-patterns.server'

/** The `fullPaths` union of the generated route tree, without trailing slashes. */
function routeTreePaths(): string[] {
  const source = readFileSync(join(import.meta.dirname, '../../routeTree.gen.ts'), 'utf8')
  const union = /^ {2}fullPaths:\n((?: {4}\| '[^']*'\n)+)/m.exec(source)?.[1] ?? ''
  return [...union.matchAll(/'([^']*)'/g)].map(([, path = '']) =>
    path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path,
  )
}

describe('routeLabel', () => {
  it('knows every route of the route tree, and no route the tree lost', () => {
    const tree = routeTreePaths()
    expect(tree.length).toBeGreaterThan(100)
    // A new route file needs its line in route-patterns.server.ts (copy it from routeTree.gen.ts).
    expect([...APP_ROUTE_PATTERNS].sort()).toEqual([...new Set(tree)].sort())
  })

  it('labels each pattern as itself, parameters filled with any value', () => {
    for (const pattern of [...APP_ROUTE_PATTERNS, ...EXTRA_ROUTES]) {
      const path = pattern.replace(/\$[\w]*/g, 'x1')
      expect(routeLabel(path), path).toBe(pattern)
    }
  })

  it('replaces ids, tokens and keys by the parameter names', () => {
    expect(routeLabel('/api/threads/5b6f0a3e-8e0a-4c0e-9a57-6f1d1bd2b1a4')).toBe('/api/threads/$id')
    expect(routeLabel('/api/threads/5b6f0a3e/export')).toBe('/api/threads/$id/export')
    expect(routeLabel('/invite/secret-invitation-token')).toBe('/invite/$token')
    expect(routeLabel('/customchat/sales/thread/42')).toBe('/customchat/$keyword/thread/$id')
    expect(routeLabel('/api/chats/faqchat/help/messages')).toBe('/api/chats/$kind/$keyword/messages')
    expect(routeLabel('/.well-known/domain-verification/abc')).toBe('/.well-known/domain-verification/$token')
  })

  it('prefers a static segment to a parameter', () => {
    expect(routeLabel('/api/team/teams')).toBe('/api/team/teams')
    expect(routeLabel('/api/team/teams/t1')).toBe('/api/team/teams/$id')
    expect(routeLabel('/login/ezpass')).toBe('/login/ezpass')
    expect(routeLabel('/login/hirameki_ai')).toBe('/login/$ai_type')
  })

  it('takes the rest of the path for a splat, and the built files by family', () => {
    expect(routeLabel('/api/auth/sign-in/email')).toBe('/api/auth/$')
    expect(routeLabel('/api/auth/callback/ezpass')).toBe('/api/auth/$')
    expect(routeLabel('/assets/main-BAbc1234.js')).toBe('/assets/$')
    expect(routeLabel('/builds/meta/b1.json')).toBe('/builds/$')
    expect(routeLabel('/admin/manual/adminManual/_payload.json')).toBe(
      '/admin/manual/adminManual/_payload.json',
    )
    expect(routeLabel('/chat/_payload.json')).toBe(UNMATCHED_ROUTE)
    expect(routeLabel('/_serverFn/abc123')).toBe('/_serverFn/$id')
  })

  it('treats a trailing slash as the same route, the root as /', () => {
    expect(routeLabel('/')).toBe('/')
    expect(routeLabel('/chat/')).toBe('/chat')
    expect(routeLabel('/chat')).toBe('/chat')
    expect(routeLabel('/metrics')).toBe('/metrics')
  })

  it('gives one value to every path no route answers', () => {
    for (const path of ['/wp-login.php', '/api/nope', '/chat/thread', '//chat', '/api/threads//export', ''])
      expect(routeLabel(path), path).toBe(UNMATCHED_ROUTE)
  })
})
