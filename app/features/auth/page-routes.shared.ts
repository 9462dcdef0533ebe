/**
 * The page routes of spec §2 (42, with `{param}` segments). The access rules apply to these and
 * to any route the app defines; any other path is simply not found (404) for everyone.
 */
export const SPEC_PAGE_PATTERNS = [
  '/admin',
  '/admin/additionalTokens',
  '/admin/applications',
  '/admin/categories',
  '/admin/customchats',
  '/admin/faqchats',
  '/admin/help',
  '/admin/plans',
  '/admin/purchasedTokens',
  '/admin/system',
  '/admin/system/preview',
  '/admin/tenants',
  '/admin/totalUsageSituation',
  '/admin/users',
  '/admin/login/{ai_type}',
  '/admin/login',
  '/admin/manual',
  '/admin/manual/adminManual',
  '/',
  '/login/{ai_type}',
  '/login/ezpass',
  '/login',
  '/freeRegist/{ai_type}',
  '/freeRegist',
  '/freeRegist/thanks',
  '/chat',
  '/chat/thread/{id}',
  '/customchat/{keyword}',
  '/customchat/{keyword}/thread/{id}',
  '/customchat/{keyword}/dashboard/{id}/{name}',
  '/faqchat/{keyword}',
  '/faqchat/{keyword}/thread/{id}',
  '/faqchat/{keyword}/dashboard/{id}/{name}',
  '/opschat/{keyword}',
  '/opschat/{keyword}/thread/{id}',
  '/opschat/{keyword}/dashboard/{id}/{name}',
  '/categorySetting',
  '/help',
  '/team',
  '/usageSituation',
  '/user',
  '/payment',
] as const

const MATCHERS = SPEC_PAGE_PATTERNS.map(
  (pattern) => new RegExp(`^${pattern.replace(/\{\w+\}/g, '[^/]+')}/?$`),
)

export function isSpecPagePath(pathname: string): boolean {
  return MATCHERS.some((matcher) => matcher.test(pathname))
}
