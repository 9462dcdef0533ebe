/**
 * A small world for network-access tests: a tenant `acme` on the host `acme.example` with an
 * owner and a member, another tenant, a system administrator, real better-auth sessions (bearer
 * tokens) and requests stamped with a client address the way the HTTP server stamps them.
 */
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { DbHandle } from '#db/client'
import { session, user } from '#db/schema'
import { loadConfig } from '#root/app.config'
import { apiCallerSessionResolver } from '../../account/api-token-session.server'
import { createAuth } from '../../auth/auth.server'
import { sessionOfRequest } from '../../auth/session.server'
import { makeMember } from '../../chat/testing/chat-fixtures'
import { stampClientIp, trustedProxies } from '../../http/client-ip.server'
import { CACHE_READS } from '../../tenancy/cache-version.server'
import { mapDomain } from '../../tenancy/domains.server'
import { requestHost } from '../../tenancy/host.server'
import { HostResolver } from '../../tenancy/host-resolver.server'
import { membersRepository } from '../../tenancy/team-repository.server'
import { makeTenant, TEST_ACTOR } from '../../tenancy/test-fixtures.server'
import { AccessPolicyCache } from '../access-policies.server'
import type { NetworkAccessDependencies } from '../network-access.server'

export const TENANT_HOST = 'acme.example'
export const PLATFORM_HOST = 'localhost'
/** The operator's reverse proxy in these tests. */
export const PROXY = '10.9.9.9'

export interface NetworkWorld {
  tenantId: string
  otherTenantId: string
  owner: string
  member: string
  otherMember: string
  admin: string
  dependencies: NetworkAccessDependencies
  /** A new real session of `userId`, begun and last active at the given times. */
  signIn(
    userId: string,
    times?: { createdAt?: Date; lastActiveAt?: Date; systemAdmin?: boolean },
  ): Promise<string>
  sessionRow(token: string): Promise<typeof session.$inferSelect | undefined>
}

export async function makeNetworkWorld(handle: () => DbHandle): Promise<NetworkWorld> {
  const db = handle().db
  const tenant = await makeTenant(db, 'acme')
  const other = await makeTenant(db, 'other')
  await mapDomain(db, { hostname: TENANT_HOST, tenantSlug: 'acme' }, TEST_ACTOR)
  const owner = await makeMember(db, tenant.id, 'acme-owner')
  const member = await makeMember(db, tenant.id, 'acme-member')
  const otherMember = await makeMember(db, other.id, 'other-member')
  const admin = await makeMember(db, null, 'root')
  await db.update(user).set({ role: 'admin' }).where(eq(user.id, admin))
  const members = membersRepository(db, tenant.id)
  await members.add(owner, 'owner')
  await members.add(member, 'member')
  await membersRepository(db, other.id).add(otherMember, 'owner')

  const getDb = async () => handle().db
  const auth = createAuth(db, loadConfig({}), 'n'.repeat(40))
  // Checked on every call: each test sees the settings it just wrote.
  const resolver = new HostResolver(getDb, { checkIntervalMs: 0 })
  const dependencies: NetworkAccessDependencies = {
    policies: () =>
      new AccessPolicyCache(getDb, resolver.versions.source(CACHE_READS.accessPolicies)).current(),
    resolveTenant: (request) => resolver.resolve(requestHost(request)),
    getSession: apiCallerSessionResolver(getDb, (headers) => sessionOfRequest(auth, headers)),
    forgetSession: () => {},
    getDb,
  }
  return {
    tenantId: tenant.id,
    otherTenantId: other.id,
    owner,
    member,
    otherMember,
    admin,
    dependencies,
    async signIn(userId, times = {}) {
      const token = `tok-${randomUUID()}`
      const now = Date.now()
      await db.insert(session).values({
        id: randomUUID(),
        token,
        userId,
        expiresAt: new Date(now + 7 * 24 * 3600 * 1000),
        createdAt: times.createdAt ?? new Date(now),
        updatedAt: times.lastActiveAt ?? times.createdAt ?? new Date(now),
        isSystemAdminLogin: times.systemAdmin ?? false,
      })
      return token
    },
    async sessionRow(token) {
      const [row] = await db.select().from(session).where(eq(session.token, token))
      return row
    },
  }
}

/**
 * A request as the HTTP server hands it on: `from` is the socket's peer; `forwardedFor` an
 * `X-Forwarded-For` header, believed only from the trusted proxy.
 */
export function requestFrom(
  from: string,
  path: string,
  options: { host?: string; token?: string; forwardedFor?: string; method?: string } = {},
): Request {
  const headers = new Headers({ host: options.host ?? TENANT_HOST })
  if (options.token) headers.set('authorization', `Bearer ${options.token}`)
  if (options.forwardedFor) headers.set('x-forwarded-for', options.forwardedFor)
  const request = new Request(`http://${options.host ?? TENANT_HOST}${path}`, {
    method: options.method ?? 'GET',
    headers,
  })
  stampClientIp(request, from, trustedProxies([PROXY]))
  return request
}
