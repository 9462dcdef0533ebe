/**
 * The knowledge API's test world: two tenants (an owner and a plain member in one, an owner in
 * the other) and a system administrator, each known by a bearer token that is their user id
 * (sign-in itself has its own tests), and helpers to build requests.
 */

import type { RequestSession } from '#app/server/auth/session.server'
import type { ChatApiDependencies } from '#app/server/chat/chat-http.server'
import { ensureTestCatalogue, makeChatTenant, makeMember } from '#app/server/chat/testing/chat-fixtures'
import type { Db } from '#db/client'
import { tenantMembers } from '#db/schema'

export const ORIGIN = 'http://localhost:3000'

export interface WorldUser {
  userId: string
  tenantId: string | null
  systemAdmin: boolean
  headers: Record<string, string>
}

export interface KnowledgeWorld {
  owner: WorldUser
  member: WorldUser
  otherOwner: WorldUser
  admin: WorldUser
  dependencies: Pick<ChatApiDependencies, 'getDb' | 'getSession'>
}

function worldUser(userId: string, tenantId: string | null, systemAdmin = false): WorldUser {
  return { userId, tenantId, systemAdmin, headers: { authorization: `Bearer ${userId}` } }
}

export async function makeKnowledgeWorld(db: Db, prefix: string): Promise<KnowledgeWorld> {
  await ensureTestCatalogue(db)
  const alpha = await makeChatTenant(db, `${prefix}-alpha`, 0)
  const beta = await makeChatTenant(db, `${prefix}-beta`, 0)
  const memberId = await makeMember(db, alpha.tenantId, `${prefix}-member`)
  const adminId = await makeMember(db, null, `${prefix}-admin`)
  await db.insert(tenantMembers).values([
    { tenantId: alpha.tenantId, userId: alpha.userId, role: 'owner' },
    { tenantId: alpha.tenantId, userId: memberId, role: 'member' },
    { tenantId: beta.tenantId, userId: beta.userId, role: 'owner' },
  ])
  const users = [
    worldUser(alpha.userId, alpha.tenantId),
    worldUser(memberId, alpha.tenantId),
    worldUser(beta.userId, beta.tenantId),
    worldUser(adminId, null, true),
  ] as const
  const [owner, member, otherOwner, admin] = users
  return {
    owner,
    member,
    otherOwner,
    admin,
    dependencies: {
      getDb: async () => db,
      async getSession(headers): Promise<RequestSession | null> {
        const token = /^Bearer (.+)$/.exec(headers.get('authorization') ?? '')?.[1]
        const user = users.find((candidate) => candidate.userId === token)
        if (!user) return null
        return {
          sessionId: `session-${user.userId}`,
          token: user.userId,
          user: {
            id: user.userId,
            name: 'user',
            email: `${user.userId}@example.test`,
            tenantId: user.tenantId,
            role: user.systemAdmin ? 'admin' : 'user',
            isSystemAdminLogin: user.systemAdmin,
          },
        }
      },
    },
  }
}

/** A multipart upload of `files` (name and text or bytes) to a base's documents. */
export function uploadRequest(
  baseId: string,
  files: { name: string; content: string; type?: string }[],
  headers: Record<string, string>,
  field = 'file',
) {
  const form = new FormData()
  for (const file of files) {
    form.append(field, new File([file.content], file.name, { type: file.type ?? 'text/plain' }))
  }
  return new Request(`${ORIGIN}/api/knowledge-bases/${baseId}/documents`, {
    method: 'POST',
    headers,
    body: form,
  })
}

export function documentRequest(
  method: 'GET' | 'DELETE',
  baseId: string,
  documentId: string | undefined,
  headers: Record<string, string>,
) {
  const path = `/api/knowledge-bases/${baseId}/documents${documentId ? `/${documentId}` : ''}`
  return new Request(`${ORIGIN}${path}`, { method, headers })
}
