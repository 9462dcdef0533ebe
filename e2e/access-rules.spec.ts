/**
 * Spec §6, route by route: every route of spec §2 × {anonymous, tenant member, system
 * administrator}, over HTTP against the real server, with the expected status and Location.
 */
import { expect, test } from '@playwright/test'
import { SPEC_ROUTES, type SpecRoute } from './spec-routes'
import { ADMIN, ensureTenantOwner, signInCookie } from './support/accounts'

/** Pages that exist so far; every other route answers 404 to those allowed to see it. */
const BUILT = new Set([
  '/',
  '/login',
  '/login/{ai_type}',
  '/login/ezpass',
  '/admin/login',
  '/admin/login/{ai_type}',
  '/freeRegist',
  '/freeRegist/{ai_type}',
  '/freeRegist/thanks',
])

const SAMPLE = {
  threadId: '3f1f0c8e-2b7a-4c55-9e1d-000000000001',
  customKeyword: 'sample-custom',
  faqKeyword: 'sample-faq',
  opsKeyword: 'sample-ops',
  chatId: '1',
  chatName: 'sample',
}

function concretePath(route: SpecRoute) {
  return route.path.replace(/\{(\w+)\}/g, (_, name: keyof typeof SAMPLE) => SAMPLE[name])
}

const isLoginPage = (route: SpecRoute) => route.publicPage && route.pattern.startsWith('/login')
const isAdminLoginPage = (route: SpecRoute) => route.publicPage && route.area === 'admin'

type Expected = { status: number; location?: string; signsOut?: boolean }

function expectedFor(role: 'anonymous' | 'member' | 'admin', route: SpecRoute, path: string): Expected {
  const page = { status: BUILT.has(route.pattern) ? 200 : 404 }
  if (role === 'anonymous') {
    if (route.publicPage) return page
    if (route.area === 'admin') return { status: 302, location: '/admin/login' }
    return { status: 302, location: path === '/' ? '/login' : `/login?redirect=${encodeURIComponent(path)}` }
  }
  if (role === 'member') {
    if (route.area === 'admin') {
      return { status: 302, location: isAdminLoginPage(route) ? path : '/admin/login', signsOut: true }
    }
    if (isLoginPage(route)) return { status: 302, location: '/' }
    return page
  }
  if (route.area === 'admin') return isAdminLoginPage(route) ? { status: 302, location: '/admin/' } : page
  return { status: 302, location: '/login', signsOut: true }
}

test.describe('access rules of spec §6', () => {
  let owner: { email: string; password: string }
  test.beforeAll(() => {
    owner = ensureTenantOwner('e2e-access')
  })

  for (const role of ['anonymous', 'member', 'admin'] as const) {
    test(`${role}: every route of spec §2`, async ({ request, baseURL }) => {
      expect(SPEC_ROUTES).toHaveLength(42)
      const origin = baseURL ?? ''
      let cookie = ''
      const signIn = async () => {
        if (role === 'member') cookie = await signInCookie(request, origin, 'tenant', owner)
        if (role === 'admin') cookie = await signInCookie(request, origin, 'system-admin', ADMIN)
      }
      await signIn()
      const failures: string[] = []
      for (const route of SPEC_ROUTES) {
        const path = concretePath(route)
        const expected = expectedFor(role, route, path)
        const response = await request.get(path, { headers: cookie ? { cookie } : {}, maxRedirects: 0 })
        const location = response.headers().location
        const actual = { status: response.status(), location }
        if (actual.status !== expected.status || (expected.location ?? undefined) !== location) {
          failures.push(
            `${role} GET ${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`,
          )
        }
        if (expected.signsOut) {
          // The session is over: the same cookie no longer signs anyone in.
          const session = await request.get('/api/auth/get-session', { headers: { cookie } })
          if ((await session.json()) !== null) failures.push(`${role} GET ${path}: session still alive`)
          await signIn()
        }
      }
      expect(failures).toEqual([])
    })
  }
})

test('a member token from the API works as Authorization: Bearer', async ({ request, baseURL }) => {
  const owner = ensureTenantOwner('e2e-access')
  const response = await request.post('/api/auth/sign-in/email', {
    data: owner,
    headers: { origin: baseURL ?? '' },
  })
  expect(response.status()).toBe(200)
  const token = response.headers()['set-auth-token']
  expect(token).toBeTruthy()
  const session = await request.get('/api/auth/get-session', {
    headers: { authorization: `Bearer ${token}` },
  })
  expect((await session.json()).user.email).toBe(owner.email)
})
