/**
 * The route pattern a request's path belongs to, the one `route` label of the metrics and the
 * access log (ADR 042): `/api/threads/$id`, never `/api/threads/4f6c…`, so a label's values stay
 * a short fixed list, and no id, token or tenant key of a raw path reaches a metric or a log.
 *
 * The HTTP layer (cli/lib/http-server.ts) runs in the launcher's bundle, before the router of the
 * app's bundle matches anything, so it matches the paths itself against the route tree's own
 * list (app/routeTree.gen.ts `fullPaths`, a test keeps the two equal).
 */
import { HELP_PAGES, helpPayloadPath } from '#app/features/help/help-payload.shared'

/** Every path of app/routeTree.gen.ts, without its trailing slash. */
const APP_ROUTES = [
  '/',
  '/.well-known/domain-verification/$token',
  '/admin',
  '/admin/additionalTokens',
  '/admin/applications',
  '/admin/categories',
  '/admin/customchats',
  '/admin/faqchats',
  '/admin/help',
  '/admin/knowledge',
  '/admin/knowledge/documents/$id',
  '/admin/login',
  '/admin/login/$ai_type',
  '/admin/manual',
  '/admin/manual/adminManual',
  '/admin/plans',
  '/admin/purchasedTokens',
  '/admin/system',
  '/admin/system/preview',
  '/admin/tenants',
  '/admin/totalUsageSituation',
  '/admin/two-factor',
  '/admin/users',
  '/api/admin/applications',
  '/api/admin/applications/$key',
  '/api/admin/applications/$key/brand',
  '/api/admin/applications/$key/brand/$picture',
  '/api/admin/applications/$key/masking',
  '/api/admin/model-prices/$scope',
  '/api/admin/plans',
  '/api/admin/plans/$id',
  '/api/admin/purchases/refund',
  '/api/admin/system/settings',
  '/api/admin/tenant-archives',
  '/api/admin/tenant-archives/$id/statement',
  '/api/admin/tenants/$id',
  '/api/admin/tenants/$id/brand',
  '/api/admin/tenants/$id/brand/logo',
  '/api/admin/tenants/$id/deletion',
  '/api/admin/tenants/$id/exports',
  '/api/admin/tenants/$id/exports/$exportId',
  '/api/admin/tenants/$id/exports/$exportId/download',
  '/api/admin/tenants/$id/saml',
  '/api/admin/tokens/grant',
  '/api/admin/usage/csv',
  '/api/admin/users',
  '/api/admin/users/$id',
  '/api/admin/users/$id/ban',
  '/api/admin/users/$id/password',
  '/api/admin/users/$id/role',
  '/api/admin/users/$id/system-admin',
  '/api/admin/users/$id/two-factor/reset',
  '/api/attachments',
  '/api/attachments/$id',
  '/api/auth/$',
  '/api/balance',
  '/api/brand/a/$key/$file',
  '/api/brand/p/$file',
  '/api/brand/t/$tenantId/$file',
  '/api/chats/$kind/$keyword/messages',
  '/api/domains/allowed',
  '/api/health',
  '/api/invitations/$token',
  '/api/invitations/$token/accept',
  '/api/knowledge-bases/$id/documents',
  '/api/knowledge-bases/$id/documents/$docId',
  '/api/messages/$id/feedback',
  '/api/payment/admin/decision',
  '/api/payment/admin/plan-decision',
  '/api/payment/alerts',
  '/api/payment/checkout',
  '/api/payment/invoice',
  '/api/payment/plan',
  '/api/payment/plan/acknowledge',
  '/api/payment/webhook',
  '/api/ready',
  '/api/team',
  '/api/team/brand',
  '/api/team/brand/logo',
  '/api/team/invitations',
  '/api/team/invitations/$id',
  '/api/team/invitations/$id/resend',
  '/api/team/members/$userId',
  '/api/team/members/$userId/quota',
  '/api/team/members/$userId/teams',
  '/api/team/teams',
  '/api/team/teams/$id',
  '/api/team/teams/$id/quota',
  '/api/tenant/access',
  '/api/tenant/api-keys',
  '/api/tenant/api-keys/$id',
  '/api/tenant/exports',
  '/api/tenant/exports/$id',
  '/api/tenant/exports/$id/download',
  '/api/tenant/masking',
  '/api/tenant/retention',
  '/api/tenant/saml',
  '/api/tenant/two-factor',
  '/api/tenant/webhooks',
  '/api/tenant/webhooks/$id',
  '/api/tenant/webhooks/$id/deliveries',
  '/api/tenant/webhooks/$id/deliveries/$deliveryId/replay',
  '/api/tenant/webhooks/$id/rotate-secret',
  '/api/tenant/webhooks/$id/test',
  '/api/tenant/widgets',
  '/api/tenant/widgets/$id',
  '/api/threads',
  '/api/threads/$id',
  '/api/threads/$id/export',
  '/api/usage/csv',
  '/api/widgets/$id/messages',
  '/categorySetting',
  '/chat',
  '/chat/thread/$id',
  '/customchat/$keyword',
  '/customchat/$keyword/dashboard/$id/$name',
  '/customchat/$keyword/thread/$id',
  '/faqchat/$keyword',
  '/faqchat/$keyword/dashboard/$id/$name',
  '/faqchat/$keyword/thread/$id',
  '/favicon.ico',
  '/freeRegist',
  '/freeRegist/$ai_type',
  '/freeRegist/thanks',
  '/help',
  '/i18n/$file',
  '/integrations',
  '/invite/$token',
  '/ip-restricted',
  '/knowledge',
  '/knowledge/documents/$id',
  '/login',
  '/login/$ai_type',
  '/login/ezpass',
  '/manifest.webmanifest',
  '/opschat/$keyword',
  '/opschat/$keyword/dashboard/$id/$name',
  '/opschat/$keyword/thread/$id',
  '/payment',
  '/team',
  '/theme/$file',
  '/two-factor',
  '/usageSituation',
  '/user',
  '/v1/chat/completions',
  '/v1/models',
  '/widget-frame/$id',
  '/widget.js',
] as const

/**
 * Paths the app answers outside its route tree: `/metrics` (this module's), the built files (the
 * help pages' payloads each by name: a fixed few, ADR 046) and the server functions.
 */
export const EXTRA_ROUTES: readonly string[] = [
  '/metrics',
  '/assets/$',
  '/builds/$',
  ...HELP_PAGES.map(helpPayloadPath),
  '/_serverFn/$id',
]

/** A path that matches no route (a scanner's guess, a typo): one value for all of them. */
export const UNMATCHED_ROUTE = 'unmatched'

interface Node {
  statics: Map<string, Node>
  param?: Node
  /** `$` as the last segment: the rest of the path, however long. */
  splat?: string
  pattern?: string
}

const newNode = (): Node => ({ statics: new Map() })

function segmentsOf(path: string): string[] {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
  return trimmed === '/' ? [] : trimmed.slice(1).split('/')
}

function buildTree(patterns: readonly string[]): Node {
  const root = newNode()
  for (const pattern of patterns) {
    let node = root
    for (const segment of segmentsOf(pattern)) {
      if (segment === '$') {
        node.splat = pattern
        node = newNode()
        break
      }
      if (segment.startsWith('$')) {
        node.param ??= newNode()
        node = node.param
      } else {
        const next = node.statics.get(segment) ?? newNode()
        node.statics.set(segment, next)
        node = next
      }
    }
    if (!segmentsOf(pattern).includes('$')) node.pattern = pattern
  }
  return root
}

/** Static segments before parameters before a splat, as the router ranks them. */
function match(node: Node, segments: readonly string[], index: number): string | undefined {
  if (index === segments.length) return node.pattern ?? node.splat
  const segment = segments[index] ?? ''
  // An empty segment (`//`) is nobody's parameter.
  if (!segment) return undefined
  const fixed = node.statics.get(segment)
  const byStatic = fixed ? match(fixed, segments, index + 1) : undefined
  if (byStatic) return byStatic
  const byParam = node.param ? match(node.param, segments, index + 1) : undefined
  return byParam ?? node.splat
}

let tree: Node | undefined

/** The route pattern of a URL path (`/api/threads/$id`), or `unmatched`. */
export function routeLabel(pathname: string): string {
  tree ??= buildTree([...APP_ROUTES, ...EXTRA_ROUTES])
  if (!pathname.startsWith('/')) return UNMATCHED_ROUTE
  return match(tree, segmentsOf(pathname), 0) ?? UNMATCHED_ROUTE
}

/** For the test that keeps this list equal to the route tree's. */
export const APP_ROUTE_PATTERNS: readonly string[] = APP_ROUTES
