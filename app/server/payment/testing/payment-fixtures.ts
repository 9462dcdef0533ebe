/** Builders for payment integration tests: tenants with an owner, an admin and a member, packs, sessions. */
import { eq } from 'drizzle-orm'
import type { DbHandle } from '#db/client'
import { user } from '#db/schema'
import type { RequestSession } from '../../auth/session.server'
import { makeMember } from '../../chat/testing/chat-fixtures'
import { createApplication, findApplication } from '../../tenancy/applications.server'
import { upsertPlans } from '../../tenancy/plans.server'
import { membersRepository } from '../../tenancy/team-repository.server'
import { ensurePlanAndApplication, makeTenant, TEST_ACTOR } from '../../tenancy/test-fixtures.server'
import { upsertPacks } from '../packs.server'
import type { PaymentDependencies } from '../payment-http.server'
import type { ConfiguredStripe } from '../stripe-client.server'

export const TEST_PACKS = [
  { id: 'pack-s', name: 'スモール', nameEn: 'Small', tokens: 100_000, priceJpy: 1_100, position: 1 },
  { id: 'pack-l', name: 'ラージ', tokens: 1_000_000, priceJpy: 9_900, position: 2 },
]

/** Who an invoice is made out to, as an owner fills it in. */
export const TEST_BILLING = {
  billingName: '株式会社テスト 経理部',
  billingAddress: '東京都千代田区1-1',
  billingEmail: 'billing@example.test',
}

export async function ensureTestPacks(handle: DbHandle) {
  await upsertPacks(handle.db, TEST_PACKS, TEST_ACTOR)
}

/**
 * Plans around the fixtures' `standard` (10,000 credits for ¥9,800, test-fixtures.server.ts):
 * a free one, a larger one at the same price, a dearer one, and one of another application.
 */
export const TEST_PLANS = {
  free: { id: 'plan-free', name: 'フリー', nameEn: 'Free', monthlyTokens: 1_000, priceJpy: 0, maxUsers: 3 },
  plus: { id: 'plan-plus', name: 'プラス', nameEn: 'Plus', monthlyTokens: 15_000, priceJpy: 9_800 },
  pro: { id: 'plan-pro', name: 'プロ', nameEn: 'Pro', monthlyTokens: 50_000, priceJpy: 29_800 },
  lite: { id: 'plan-lite', name: 'ライト', nameEn: 'Lite', monthlyTokens: 4_000, priceJpy: 4_980 },
  otherApp: {
    id: 'plan-other-app',
    name: '他アプリ専用',
    nameEn: 'Other app only',
    monthlyTokens: 90_000,
    priceJpy: 50_000,
    applicationKey: 'other_app',
  },
} as const

/** The test plans and the application `other_app` their last plan belongs to. */
export async function ensureTestPlans({ db }: { db: DbHandle['db'] }) {
  await ensurePlanAndApplication(db)
  if (!(await findApplication(db, 'other_app'))) {
    await createApplication(db, { key: 'other_app', name: '他のアプリ', themeKey: 'opsai' }, TEST_ACTOR)
  }
  await upsertPlans(db, Object.values(TEST_PLANS), TEST_ACTOR)
}

export interface PaymentTenant {
  tenantId: string
  owner: string
  admin: string
  member: string
}

export async function makePaymentTenant(
  handle: DbHandle,
  slug: string,
  options: { planId?: string } = {},
): Promise<PaymentTenant> {
  const tenant = await makeTenant(handle.db, slug, { planId: options.planId ?? 'standard' })
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
