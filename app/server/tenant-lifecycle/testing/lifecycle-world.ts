/**
 * The lifecycle tests' world: two tenants with one of everything (the security probes' seed:
 * members of each role, threads and messages, feedback-free replies, knowledge with file bytes,
 * purchases, a team, an invitation…) and the handlers' dependencies, where `Bearer <user id>`
 * is that user's session and `Bearer admin` the system administrator's.
 */
import { count, eq } from 'drizzle-orm'
import type { Db, DbHandle } from '#db/client'
import { auditLog, backgroundJobs, tenantExportChunks, tenantExports, tenants, user } from '#db/schema'
import type { AdminApiDependencies } from '../../admin/admin-http.server'
import type { RequestSession } from '../../auth/session.server'
import { ORIGIN } from '../../chat/testing/http-client'
import { type SeededTenant, seedTenant } from '../../security/testing/seed-tenant'
import { prepareCredentialUser } from '../../tenancy/users.server'

export interface LifecycleWorld {
  a: SeededTenant
  b: SeededTenant
  dependencies: AdminApiDependencies
}

const ADMIN_ID = 'lifecycle-admin'

export async function buildLifecycleWorld(handle: () => DbHandle): Promise<LifecycleWorld> {
  const db = handle().db
  const prepared = await prepareCredentialUser({
    email: 'x@example.test',
    name: 'x',
    password: 'Lifecycle-Passw0rd!',
  })
  const a = await seedTenant(db, 'a', prepared)
  const b = await seedTenant(db, 'b', prepared)
  const dependencies: AdminApiDependencies = {
    getDb: async () => handle().db,
    async getSession(headers): Promise<RequestSession | null> {
      const token = /^Bearer (.+)$/.exec(headers.get('authorization') ?? '')?.[1]
      if (!token) return null
      if (token === 'admin') {
        return {
          sessionId: 'admin-session',
          token,
          user: {
            id: ADMIN_ID,
            name: 'admin',
            email: 'admin@opsai.test',
            tenantId: null,
            role: 'admin',
            isSystemAdminLogin: true,
          },
        }
      }
      const [row] = await handle()
        .db.select({ id: user.id, name: user.name, email: user.email, tenantId: user.tenantId })
        .from(user)
        .where(eq(user.id, token))
      if (!row) return null
      return {
        sessionId: `session-${row.id}`,
        token,
        user: { ...row, role: 'user', isSystemAdminLogin: false },
      }
    },
  }
  return { a, b, dependencies }
}

export const bearer = (userId: string) => ({ authorization: `Bearer ${userId}` })
export const ADMIN = { authorization: 'Bearer admin' }

export function call(method: string, path: string, headers: Record<string, string>, body?: unknown) {
  return new Request(`${ORIGIN}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  })
}

/** What a refused request must leave as it was: the tenant's audit rows, exports, chunks, jobs, retention. */
export async function lifecycleRowCounts(db: Db, tenantId: string) {
  const [audits] = await db.select({ n: count() }).from(auditLog).where(eq(auditLog.tenantId, tenantId))
  const [exports] = await db
    .select({ n: count() })
    .from(tenantExports)
    .where(eq(tenantExports.tenantId, tenantId))
  const [chunks] = await db
    .select({ n: count() })
    .from(tenantExportChunks)
    .where(eq(tenantExportChunks.tenantId, tenantId))
  const [jobs] = await db
    .select({ n: count() })
    .from(backgroundJobs)
    .where(eq(backgroundJobs.tenantId, tenantId))
  const [tenant] = await db
    .select({ days: tenants.threadRetentionDays })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
  return {
    audits: Number(audits?.n),
    exports: Number(exports?.n),
    chunks: Number(chunks?.n),
    jobs: Number(jobs?.n),
    retentionDays: tenant?.days,
  }
}
