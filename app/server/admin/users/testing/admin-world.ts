/**
 * Callers and requests for the console API's integration tests. A bearer token names a caller
 * registered here; whether its session counts as a system-administrator sign-in is the caller's
 * own flag (the real sign-in has its own tests in app/server/auth).
 */
import { and, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import type { RequestSession } from '#app/server/auth/session.server'
import { ORIGIN } from '#app/server/chat/testing/http-client'
import { TEST_ACTOR } from '#app/server/tenancy/test-fixtures.server'
import {
  createSystemAdmin,
  insertCredentialUser,
  prepareCredentialUser,
} from '#app/server/tenancy/users.server'
import type { DbHandle } from '#db/client'
import { auditLog } from '#db/schema'
import type { AdminApiDependencies } from '../admin-api.server'

export const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/
export const ADMIN_PASSWORD = 'Admin-test-Passw0rd!'

export interface TestCaller {
  userId: string
  token: string
  isSystemAdminLogin: boolean
}

export function adminTestWorld(handle: () => DbHandle) {
  const callers = new Map<string, TestCaller>()
  const dependencies: AdminApiDependencies = {
    getDb: async () => handle().db,
    async getSession(headers): Promise<RequestSession | null> {
      const token = /^Bearer (.+)$/.exec(headers.get('authorization') ?? '')?.[1]
      const caller = token ? callers.get(token) : undefined
      if (!caller) return null
      return {
        sessionId: `session-${caller.token}`,
        token: caller.token,
        user: {
          id: caller.userId,
          name: caller.token,
          email: `${caller.token}@example.test`,
          tenantId: null,
          role: caller.isSystemAdminLogin ? 'admin' : 'user',
          isSystemAdminLogin: caller.isSystemAdminLogin,
        },
      }
    },
  }
  const register = (caller: TestCaller) => {
    callers.set(caller.token, caller)
    return caller
  }
  return {
    dependencies,
    /** A system administrator made by the CLI's service, signed in through /admin/login. */
    async systemAdmin(email: string): Promise<TestCaller> {
      const created = await createSystemAdmin(
        handle().db,
        { email, name: `Admin ${email}`, password: ADMIN_PASSWORD },
        TEST_ACTOR,
      )
      return register({ userId: created.id, token: `admin-${created.id}`, isSystemAdminLogin: true })
    },
    /** A tenant user's ordinary session (or, with `userId`, an existing user's). */
    async tenantUser(tenantId: string | null, email: string, userId?: string): Promise<TestCaller> {
      const id =
        userId ??
        (await insertCredentialUser(
          handle().db,
          await prepareCredentialUser({ email, name: email, password: ADMIN_PASSWORD }),
          { tenantId, role: 'user' },
        ))
      return register({ userId: id, token: `user-${id}`, isSystemAdminLogin: false })
    },
    /** The same user as `caller`, signed in through /admin/login. */
    asConsole(userId: string): TestCaller {
      return register({ userId, token: `console-${userId}`, isSystemAdminLogin: true })
    },
    request(method: string, path: string, who?: TestCaller, body?: unknown) {
      return new Request(`${ORIGIN}${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(who && { authorization: `Bearer ${who.token}` }),
        },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      })
    },
    audit(action: string, target?: string) {
      return handle()
        .db.select()
        .from(auditLog)
        .where(
          and(eq(auditLog.action, action), target === undefined ? undefined : eq(auditLog.target, target)),
        )
    },
  }
}

/** The API's error: status, code, and a message in Japanese and in English. */
export async function expectError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status)
  const body = await response.json()
  expect(body.error).toBe(code)
  expect(body.messages.ja).toMatch(JAPANESE)
  expect(body.messages.en).toMatch(/[A-Za-z]/)
  expect(body.messages.en).not.toMatch(JAPANESE)
  return body
}

/** A 400/409 whose named fields each carry a Japanese and an English message. */
export async function expectFieldErrors(response: Response, status: 400 | 409, fields: string[]) {
  const body = await expectError(response, status, status === 400 ? 'invalid_input' : 'conflict')
  for (const field of fields) {
    expect(body.fieldErrors, `field ${field}`).toHaveProperty([field])
    expect(body.fieldErrors[field].ja).toMatch(JAPANESE)
    expect(body.fieldErrors[field].en).not.toMatch(JAPANESE)
    expect(body.fieldErrors[field].en).toMatch(/[A-Za-z]/)
  }
  return body
}
