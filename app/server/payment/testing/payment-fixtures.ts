/** Builders for payment integration tests: tenants with an owner, an admin and a member, packs, sessions. */
import { eq } from 'drizzle-orm'
import type { DbHandle } from '#db/client'
import { user } from '#db/schema'
import type { RequestSession } from '../../auth/session.server'
import { makeMember } from '../../chat/testing/chat-fixtures'
import { membersRepository } from '../../tenancy/team-repository.server'
import { makeTenant, TEST_ACTOR } from '../../tenancy/test-fixtures.server'
import { upsertPacks } from '../packs.server'
import type { PaymentDependencies } from '../payment-http.server'
import type { ConfiguredStripe } from '../stripe-client.server'

export const TEST_PACKS = [
  { id: 'pack-s', name: 'スモール', nameEn: 'Small', tokens: 100_000, priceJpy: 1_100, position: 1 },
  { id: 'pack-l', name: 'ラージ', tokens: 1_000_000, priceJpy: 9_900, position: 2 },
]

export async function ensureTestPacks(handle: DbHandle) {
  await upsertPacks(handle.db, TEST_PACKS, TEST_ACTOR)
}

export interface PaymentTenant {
  tenantId: string
  owner: string
  admin: string
  member: string
}

export async function makePaymentTenant(handle: DbHandle, slug: string): Promise<PaymentTenant> {
  const tenant = await makeTenant(handle.db, slug, { planId: 'standard' })
  const members = membersRepository(handle.db, tenant.id)
  const ids = {} as Record<'owner' | 'admin' | 'member', string>
  for (const role of ['owner', 'admin', 'member'] as const) {
    ids[role] = await makeMember(handle.db, tenant.id, `${slug}-${role}`)
    await members.add(ids[role], role)
  }
  return { tenantId: tenant.id, ...ids }
}

export const bearer = (userId: string) => ({ authorization: `Bearer ${userId}` })

/** The system administrator's test token. */
export const ADMIN_TOKEN = 'system-admin'

/** A bearer token is the user id; `system-admin` is a system-administrator session. */
export function paymentDependencies(
  handle: () => DbHandle,
  getStripe: () => ConfiguredStripe | null = () => null,
): PaymentDependencies {
  return {
    getDb: async () => handle().db,
    getStripe,
    async getSession(headers): Promise<RequestSession | null> {
      const token = /^Bearer (.+)$/.exec(headers.get('authorization') ?? '')?.[1]
      if (!token) return null
      if (token === ADMIN_TOKEN) {
        return {
          sessionId: 'admin-session',
          token,
          user: {
            id: 'admin-user',
            name: 'admin',
            email: 'admin@opsai.local',
            tenantId: null,
            role: 'admin',
            isSystemAdminLogin: true,
          },
        }
      }
      const [row] = await handle().db.select().from(user).where(eq(user.id, token))
      if (!row) return null
      return {
        sessionId: `session-${token}`,
        token,
        user: {
          id: row.id,
          name: row.name,
          email: row.email,
          tenantId: row.tenantId ?? null,
          role: null,
          isSystemAdminLogin: false,
        },
      }
    },
  }
}
