/**
 * Spec §6, route by route: every route of spec §2 × {anonymous, tenant member, system
 * administrator}, over HTTP against the real server, with the expected status and Location.
 */
import { request as apiRequest, expect, test } from '@playwright/test'
import { PRODUCT_ROUTES, SPEC_ROUTES, type SpecRoute } from './spec-routes'
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
  '/chat',
  '/chat/thread/{id}',
  '/customchat/{keyword}',
  '/customchat/{keyword}/thread/{id}',
  '/faqchat/{keyword}',
  '/faqchat/{keyword}/thread/{id}',
  '/opschat/{keyword}',
  '/opschat/{keyword}/thread/{id}',
  '/customchat/{keyword}/dashboard/{id}/{name}',
  '/faqchat/{keyword}/dashboard/{id}/{name}',
  '/opschat/{keyword}/dashboard/{id}/{name}',
  '/user',
  '/help',
  '/team',
  '/payment',
  '/admin/purchasedTokens',
  '/admin/additionalTokens',
  '/admin/totalUsageSituation',
  '/admin/system',
  '/admin/system/preview',
  '/admin/help',
  '/admin/manual',
  '/admin/manual/adminManual',
  '/admin',
  '/admin/tenants',
  '/admin/users',
  '/admin/plans',
  '/admin/applications',
  '/admin/categories',
  '/admin/customchats',
  '/admin/faqchats',
  '/usageSituation',
  '/categorySetting',
  '/knowledge',
  '/admin/knowledge',
  '/integrations',
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

/**
 * A dashboard is found only under its real chat id (a made-up one is 404 for everyone), so its
 * paths come from the links on the owner's home page, fetched in a context of their own.
 */
async function dashboardPaths(
  origin: string,
  owner: { email: string; password: string },
): Promise<Record<string, string>> {
  const api = await apiRequest.newContext({ baseURL: origin })
  try {
    const cookie = await signInCookie(api, origin, 'tenant', owner)
    const html = await (await api.get('/', { headers: { cookie } })).text()
    const paths: Record<string, string> = {}
    for (const [, path = '', kind = ''] of html.matchAll(
      /href="(\/(customchat|faqchat|opschat)\/[^"/]+\/dashboard\/[^"]+)"/g,
    )) {
      paths[kind] ??= path
    }
    return paths
  } finally {
    await api.dispose()
  }
}

/** Chats of the demo catalogue, enabled for every new tenant (a made-up keyword is 404). */
const CHAT_KEYWORDS = {
  chat: 'default',
  customchat: 'business-mail',
  faqchat: 'product-support',
  opschat: 'incident-first-response',
} as const

/**
 * The chat pages under real keywords, and their thread pages under a real thread of the owner
 * (one message each, answered by the offline provider); a made-up thread id is 404.
 */
async function chatPaths(origin: string, owner: { email: string; password: string }) {
  const api = await apiRequest.newContext({ baseURL: origin })
  try {
    const cookie = await signInCookie(api, origin, 'tenant', owner)
    const paths: Record<string, string> = {}
    for (const [kind, keyword] of Object.entries(CHAT_KEYWORDS)) {
      const base = kind === 'chat' ? '/chat' : `/${kind}/${keyword}`
      const response = await api.post(`/api/chats/${kind}/${keyword}/messages`, {
        data: { content: 'アクセス確認' },
        headers: { cookie, origin },
      })
      const threadId = /"threadId":"([^"]+)"/.exec(await response.text())?.[1]
      paths[kind === 'chat' ? '/chat' : `/${kind}/{keyword}`] = base
      paths[kind === 'chat' ? '/chat/thread/{id}' : `/${kind}/{keyword}/thread/{id}`] =
        `${base}/thread/${threadId}`
    }
    return paths
  } finally {
    await api.dispose()
  }
}

const isDashboard = (route: SpecRoute) => route.pattern.includes('/dashboard/')

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
      const dashboards = await dashboardPaths(origin, owner)
      const chats = await chatPaths(origin, owner)
      let cookie = ''
      const signIn = async () => {
        if (role === 'member') cookie = await signInCookie(request, origin, 'tenant', owner)
        if (role === 'admin') cookie = await signInCookie(request, origin, 'system-admin', ADMIN)
      }
      await signIn()
      const failures: string[] = []
      for (const route of PRODUCT_ROUTES) {
        const path =
          chats[route.pattern] ??
          ((isDashboard(route) && dashboards[route.pattern.split('/')[1] ?? '']) || concretePath(route))
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
