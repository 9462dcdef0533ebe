/**
 * Who may use a tenant from where, and for how long (issue 19, ADR 035), decided once per request
 * by the request middleware (network-access.middleware.ts) for pages, API routes and server
 * functions alike.
 *
 * - A request is the tenant's when its Host maps to the tenant, or when it carries a session or
 *   API token of one of the tenant's members (whatever the Host: the platform host too). Either
 *   tenant's allow-list must hold the client address — the one the HTTP server resolved with
 *   `OPSAI_TRUSTED_PROXIES` (app/server/http/client-ip.server.ts); an unknown address is refused.
 * - A system administrator's console session belongs to no tenant: no tenant's list applies to it
 *   on the platform host.
 * - A member's session older than the tenant's lifetime, or idle longer than its idle timeout, is
 *   removed; the request goes on signed out. Activity moves the session's `updatedAt`, at most
 *   once a minute per session, and only for tenants with an idle timeout.
 */
import { eq } from 'drizzle-orm'
import type { Db } from '#db/client'
import { session as sessionTable } from '#db/schema'
import { credentialsOf, type RequestSession } from '../auth/session.server'
import { clientIpOf } from '../http/client-ip.server'
import type { HostResolution } from '../tenancy/host-resolver.server'
import type { AccessPolicies, TenantAccessPolicy } from './access-policies.server'
import { contains } from './cidr.server'

/**
 * What any visitor may fetch whatever their address: the operator's checks (health, readiness, the TLS
 * proxy's question, domain verification), what the refusal page itself needs (the theme's
 * stylesheet, its messages, the brand's images, icons), and the build's static files: scripts and
 * the help pages' prerendered payloads (product documentation, the same for every tenant; ADR 046).
 * None of them shows a tenant's data.
 */
const OPEN_PATHS =
  /^\/(?:(?:assets|builds|theme|i18n|\.well-known|api\/brand)(?:\/|$)|api\/(?:health|ready)$|api\/domains\/allowed$|manifest\.webmanifest$|favicon\.ico$|(?:.+\/)?_payload\.json$)/

export function isOpenPath(pathname: string): boolean {
  return OPEN_PATHS.test(pathname)
}

/** How often an active session's `updatedAt` is moved forward (idle timeouts are ≥ 5 minutes). */
export const ACTIVITY_WRITE_INTERVAL_MS = 60_000

export interface NetworkAccessDependencies {
  policies: () => Promise<AccessPolicies>
  resolveTenant: (request: Request) => Promise<HostResolution>
  /** The session or API token behind the request (the token-aware resolver of the API). */
  getSession: (headers: Headers) => Promise<RequestSession | null>
  /** Forgets the looked-up session of the request once it has been removed. */
  forgetSession: (headers: Headers) => void
  getDb: () => Promise<Db>
  now?: () => number
}

export type NetworkVerdict =
  | { kind: 'allow'; hostListed: boolean; sessionExpired: boolean }
  | { kind: 'refuse'; tenantName: string; address: string | undefined }

const ALLOW: NetworkVerdict = { kind: 'allow', hostListed: false, sessionExpired: false }

/** Whether the request carries something that may name a member: a session cookie or a bearer. */
function carriesCredentials(request: Request): boolean {
  return credentialsOf(request.headers) !== undefined
}

function admits(policy: TenantAccessPolicy | undefined, address: string | undefined): boolean {
  return !policy || policy.ranges.length === 0 || contains(policy.ranges, address)
}

export async function checkNetworkAccess(
  request: Request,
  dependencies: NetworkAccessDependencies,
): Promise<NetworkVerdict> {
  if (isOpenPath(new URL(request.url).pathname)) return ALLOW
  const policies = await dependencies.policies()
  // Nobody limits anything (the usual case): no lookup at all.
  if (policies.size === 0) return ALLOW
  const address = clientIpOf(request)
  const { tenant } = await dependencies.resolveTenant(request)
  const hostPolicy = tenant ? policies.get(tenant.id) : undefined
  if (!admits(hostPolicy, address)) {
    return { kind: 'refuse', tenantName: hostPolicy?.tenantName ?? '', address }
  }
  const hostListed = Boolean(hostPolicy && hostPolicy.ranges.length > 0)
  if (!carriesCredentials(request)) return { kind: 'allow', hostListed, sessionExpired: false }
  const session = await dependencies.getSession(request.headers)
  const tenantId = session && !session.user.isSystemAdminLogin ? session.user.tenantId : null
  const memberPolicy = tenantId ? policies.get(tenantId) : undefined
  if (!session || !memberPolicy) return { kind: 'allow', hostListed, sessionExpired: false }
  if (!admits(memberPolicy, address)) {
    return { kind: 'refuse', tenantName: memberPolicy.tenantName, address }
  }
  const sessionExpired = await applySessionLimits(request, session, memberPolicy, dependencies)
  return { kind: 'allow', hostListed, sessionExpired }
}

/**
 * Ends a session past the tenant's lifetime or idle timeout (true), else records its activity
 * when the tenant has an idle timeout. Personal API tokens are not sessions: untouched.
 */
async function applySessionLimits(
  request: Request,
  session: RequestSession,
  policy: TenantAccessPolicy,
  dependencies: NetworkAccessDependencies,
): Promise<boolean> {
  const { createdAt, lastActiveAt } = session
  if (!createdAt || !lastActiveAt) return false
  if (policy.lifetimeMs === null && policy.idleMs === null) return false
  const now = dependencies.now?.() ?? Date.now()
  const tooOld = policy.lifetimeMs !== null && now - createdAt.getTime() > policy.lifetimeMs
  const db = await dependencies.getDb()
  const idle =
    policy.idleMs !== null &&
    now - lastActiveAt.getTime() > policy.idleMs &&
    // A kept session's activity may be a minute old (session.server.ts): ask the row before ending it.
    now - (await lastActivityOf(db, session.sessionId, lastActiveAt)).getTime() > policy.idleMs
  if (tooOld || idle) {
    await db.delete(sessionTable).where(eq(sessionTable.id, session.sessionId))
    dependencies.forgetSession(request.headers)
    return true
  }
  // The session poll of an open tab is not the member at work: it does not count as activity.
  if (
    policy.idleMs !== null &&
    !isSessionPoll(request) &&
    now - lastActiveAt.getTime() >= ACTIVITY_WRITE_INTERVAL_MS
  ) {
    await db
      .update(sessionTable)
      .set({ updatedAt: new Date(now) })
      .where(eq(sessionTable.id, session.sessionId))
    // The kept session (shared by this process's requests) learns it too: no write per request.
    session.lastActiveAt = new Date(now)
  }
  return false
}

/** The session row's own last activity (another instance may have moved it), else what we had. */
async function lastActivityOf(db: Db, sessionId: string, known: Date): Promise<Date> {
  const [row] = await db
    .select({ updatedAt: sessionTable.updatedAt })
    .from(sessionTable)
    .where(eq(sessionTable.id, sessionId))
  return row ? new Date(row.updatedAt) : known
}

function isSessionPoll(request: Request): boolean {
  return new URL(request.url).pathname.endsWith('/get-session')
}
