/** Sessions for the console's integration tests: the administrator's, and a tenant member's. */
import type { RequestSession } from '#app/server/auth/session.server'

export const ADMIN_ID = 'admin-console-test'

export function adminSession(id = ADMIN_ID): RequestSession {
  return {
    sessionId: `session-${id}`,
    token: `token-${id}`,
    user: {
      id,
      name: 'Admin',
      email: `${id}@opsai.test`,
      tenantId: null,
      role: 'admin',
      isSystemAdminLogin: true,
    },
  }
}

/** A tenant user, or an administrator account signed in through /login (not /admin/login). */
export function memberSession(
  tenantId: string | null = 'some-tenant',
  role: string | null = 'user',
): RequestSession {
  return {
    sessionId: 'session-member',
    token: 'token-member',
    user: {
      id: 'member-1',
      name: 'Member',
      email: 'member@x.test',
      tenantId,
      role,
      isSystemAdminLogin: false,
    },
  }
}
