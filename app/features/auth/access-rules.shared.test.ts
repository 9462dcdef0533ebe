import { describe, expect, it } from 'vitest'
import { decideAccess, loginLocation, safeRedirectTarget } from './access-rules.shared'

const member = { isSystemAdminLogin: false }
const admin = { isSystemAdminLogin: true }

function decide(url: string, session: typeof member | null) {
  const parsed = new URL(url, 'http://localhost')
  return decideAccess({ pathname: parsed.pathname, search: parsed.searchParams, session })
}

describe('anonymous visitors', () => {
  it.each([
    ['/team', '/login?redirect=%2Fteam'],
    ['/chat/thread/abc', '/login?redirect=%2Fchat%2Fthread%2Fabc'],
    ['/usageSituation?from=2026-01-01', '/login?redirect=%2FusageSituation%3Ffrom%3D2026-01-01'],
    ['/customchat/kw/dashboard/1/name', '/login?redirect=%2Fcustomchat%2Fkw%2Fdashboard%2F1%2Fname'],
    ['/', '/login'],
    ['/admin', '/admin/login'],
    ['/admin/users', '/admin/login'],
    ['/admin/manual/adminManual', '/admin/login'],
  ])('%s → %s', (path, location) => {
    expect(decide(path, null)).toEqual({ kind: 'redirect', location, signOut: false })
  })

  it.each([
    '/login',
    '/login/hirameki_ai',
    '/login/ezpass',
    '/login?noRedirect=true',
    '/admin/login',
    '/admin/login/fortuna',
    '/freeRegist',
    '/freeRegist/hirameki_ai',
    '/freeRegist/thanks',
  ])('may see %s', (path) => {
    expect(decide(path, null)).toEqual({ kind: 'allow' })
  })
})

describe('system administrators', () => {
  it.each(['/', '/chat', '/team', '/freeRegist', '/login/hirameki_ai'])(
    'are signed out on %s and sent to /login',
    (path) => {
      expect(decide(path, admin)).toEqual({ kind: 'redirect', location: '/login', signOut: true })
    },
  )

  it('are signed out on /login and see it', () => {
    expect(decide('/login', admin)).toEqual({ kind: 'redirect', location: '/login', signOut: true })
  })

  it.each(['/admin', '/admin/users', '/admin/system/preview', '/admin/manual'])('may use %s', (path) => {
    expect(decide(path, admin)).toEqual({ kind: 'allow' })
  })

  it.each(['/admin/login', '/admin/login/fortuna'])('are sent from %s to /admin/', (path) => {
    expect(decide(path, admin)).toEqual({ kind: 'redirect', location: '/admin/', signOut: false })
  })
})

describe('tenant members', () => {
  it.each(['/admin', '/admin/users', '/admin/manual'])(
    'are signed out under %s and sent to /admin/login',
    (path) => {
      expect(decide(path, member)).toEqual({ kind: 'redirect', location: '/admin/login', signOut: true })
    },
  )

  it.each(['/admin/login', '/admin/login/fortuna'])('are signed out on %s and see it', (path) => {
    expect(decide(path, member)).toEqual({ kind: 'redirect', location: path, signOut: true })
  })

  it.each([
    ['/login', '/'],
    ['/login/hirameki_ai', '/'],
    ['/login?redirect=%2Fteam', '/team'],
    ['/login?redirect=https%3A%2F%2Fevil.example', '/'],
  ])('are sent from %s to %s', (path, location) => {
    expect(decide(path, member)).toEqual({ kind: 'redirect', location, signOut: false })
  })

  it.each(['/', '/chat', '/team', '/freeRegist/thanks', '/faqchat/kw/thread/1'])('may use %s', (path) => {
    expect(decide(path, member)).toEqual({ kind: 'allow' })
  })
})

describe('safeRedirectTarget', () => {
  it.each([
    ['/team', '/team'],
    ['/chat/thread/1?x=1#m', '/chat/thread/1?x=1#m'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/ok\u0000', '/'],
    ['/\tevil', '/'],
    ['', '/'],
    [undefined, '/'],
    [42, '/'],
  ])('%j → %j', (value, expected) => {
    expect(safeRedirectTarget(value)).toBe(expected)
  })

  it('never leaves the site for any input', () => {
    const samples = ['/a', '//b', '/\\c', 'http://d', '/./../e', '/..//f', '\\\\g', '/%5C%5Ch', ' /i']
    for (const sample of samples) {
      const target = safeRedirectTarget(sample)
      expect(new URL(target, 'http://opsai.local').host).toBe('opsai.local')
    }
  })
})

describe('loginLocation', () => {
  it('keeps the original full path for ordinary pages', () => {
    expect(loginLocation('/payment', '/payment?pack=large')).toBe('/login?redirect=%2Fpayment%3Fpack%3Dlarge')
  })
})

describe('invitation links (/invite/<token>)', () => {
  it('are open to anonymous visitors: the invitee has no account yet', () => {
    expect(decide('/invite/abcDEF_123-x', null)).toEqual({ kind: 'allow' })
    expect(decide('/invite/abc/', null)).toEqual({ kind: 'allow' })
  })

  it('are open to a signed-in tenant member', () => {
    expect(decide('/invite/abc', member)).toEqual({ kind: 'allow' })
  })

  it('sign a system administrator out and show the same link', () => {
    expect(decide('/invite/abc', admin)).toEqual({ kind: 'redirect', location: '/invite/abc', signOut: true })
  })

  it.each(['/invite', '/invite/', '/invite/abc/extra', '/invites/abc'])('do not open %s', (path) => {
    expect(decide(path, null)).toMatchObject({ kind: 'redirect' })
  })
})
