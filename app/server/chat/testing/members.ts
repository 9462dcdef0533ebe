/**
 * Chat-API dependencies for tests that are about threads rather than sign-in: a bearer token is
 * a member's user id (the sign-in path has its own tests in chat-api.server.test.ts).
 */
import type { DbHandle } from '#db/client'
import type { RequestSession } from '../../auth/session.server'
import type { ChatApiDependencies } from '../chat-http.server'
import { makeChatTenant, makeMember } from './chat-fixtures'

export interface TestMember {
  tenantId: string
  userId: string
  headers: Record<string, string>
}

export function memberDependencies(
  handle: () => DbHandle,
  members: Map<string, TestMember>,
  turnOptions?: ChatApiDependencies['turnOptions'],
): ChatApiDependencies {
  return {
    getDb: async () => handle().db,
    turnOptions,
    async getSession(headers): Promise<RequestSession | null> {
      const token = /^Bearer (.+)$/.exec(headers.get('authorization') ?? '')?.[1]
      const member = [...members.values()].find((candidate) => candidate.userId === token)
      if (!member) return null
      return {
        sessionId: `session-${member.userId}`,
        token: member.userId,
        user: {
          id: member.userId,
          name: 'member',
          email: `${member.userId}@example.test`,
          tenantId: member.tenantId,
          role: 'member',
          isSystemAdminLogin: false,
        },
      }
    },
  }
}

const headersOf = (userId: string) => ({ authorization: `Bearer ${userId}` })

/** A new chat tenant (chat-fixtures.ts) and its first member. */
export async function addTenantMember(handle: DbHandle, slug: string, tokens: number): Promise<TestMember> {
  const { tenantId, userId } = await makeChatTenant(handle.db, slug, tokens)
  return { tenantId, userId, headers: headersOf(userId) }
}

/** A second member of an existing tenant. */
export async function addColleague(handle: DbHandle, tenantId: string, name: string): Promise<TestMember> {
  const userId = await makeMember(handle.db, tenantId, name)
  return { tenantId, userId, headers: headersOf(userId) }
}
