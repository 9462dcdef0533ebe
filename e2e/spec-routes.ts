/**
 * The 42 routes of spec §2, each with a concrete path to request. Route parameters are filled
 * by the demo data (tenant chats, threads) where the test needs real ids; the access decision
 * is made before any of them is looked up.
 */
export interface SpecRoute {
  pattern: string
  path: string
  area: 'admin' | 'tenant'
  /** Open to anonymous visitors (sign-in and registration pages). */
  publicPage?: boolean
}

const admin = (pattern: string, path = pattern, publicPage = false): SpecRoute => ({
  pattern,
  path,
  area: 'admin',
  publicPage,
})
const tenant = (pattern: string, path = pattern, publicPage = false): SpecRoute => ({
  pattern,
  path,
  area: 'tenant',
  publicPage,
})

export const SPEC_ROUTES: SpecRoute[] = [
  admin('/admin'),
  admin('/admin/additionalTokens'),
  admin('/admin/applications'),
  admin('/admin/categories'),
  admin('/admin/customchats'),
  admin('/admin/faqchats'),
  admin('/admin/help'),
  admin('/admin/plans'),
  admin('/admin/purchasedTokens'),
  admin('/admin/system'),
  admin('/admin/system/preview'),
  admin('/admin/tenants'),
  admin('/admin/totalUsageSituation'),
  admin('/admin/users'),
  admin('/admin/login/{ai_type}', '/admin/login/hirameki_ai', true),
  admin('/admin/login', '/admin/login', true),
  admin('/admin/manual'),
  admin('/admin/manual/adminManual'),
  tenant('/'),
  tenant('/login/{ai_type}', '/login/hirameki_ai', true),
  tenant('/login/ezpass', '/login/ezpass', true),
  tenant('/login', '/login', true),
  tenant('/freeRegist/{ai_type}', '/freeRegist/hirameki_ai', true),
  tenant('/freeRegist', '/freeRegist', true),
  tenant('/freeRegist/thanks', '/freeRegist/thanks', true),
  tenant('/chat'),
  tenant('/chat/thread/{id}', '/chat/thread/{threadId}'),
  tenant('/customchat/{keyword}', '/customchat/{customKeyword}'),
  tenant('/customchat/{keyword}/thread/{id}', '/customchat/{customKeyword}/thread/{threadId}'),
  tenant(
    '/customchat/{keyword}/dashboard/{id}/{name}',
    '/customchat/{customKeyword}/dashboard/{chatId}/{chatName}',
  ),
  tenant('/faqchat/{keyword}', '/faqchat/{faqKeyword}'),
  tenant('/faqchat/{keyword}/thread/{id}', '/faqchat/{faqKeyword}/thread/{threadId}'),
  tenant('/faqchat/{keyword}/dashboard/{id}/{name}', '/faqchat/{faqKeyword}/dashboard/{chatId}/{chatName}'),
  tenant('/opschat/{keyword}', '/opschat/{opsKeyword}'),
  tenant('/opschat/{keyword}/thread/{id}', '/opschat/{opsKeyword}/thread/{threadId}'),
  tenant('/opschat/{keyword}/dashboard/{id}/{name}', '/opschat/{opsKeyword}/dashboard/{chatId}/{chatName}'),
  tenant('/categorySetting'),
  tenant('/help'),
  tenant('/team'),
  tenant('/usageSituation'),
  tenant('/user'),
  tenant('/payment'),
]

/** Routes added after spec §2 (issue 17's knowledge screens, issue 20's integrations): swept and access-checked like the others. */
export const PRODUCT_ROUTES: SpecRoute[] = [
  ...SPEC_ROUTES,
  tenant('/knowledge'),
  admin('/admin/knowledge'),
  tenant('/integrations'),
]
