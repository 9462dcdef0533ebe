/** Small builders for integration tests: a plan, an application and tenants on them. */
import type { Db } from '#db/client'
import { createApplication, findApplication } from './applications.server'
import { findPlan, upsertPlans } from './plans.server'
import { createTenant, findTenantBySlug } from './tenants.server'

export const TEST_ACTOR = 'test:runner'

export async function ensurePlanAndApplication(db: Db, options: { monthlyTokens?: number } = {}) {
  if (!(await findPlan(db, 'standard'))) {
    await upsertPlans(
      db,
      [
        {
          id: 'standard',
          name: 'スタンダード',
          monthlyTokens: options.monthlyTokens ?? 10_000,
          priceJpy: 9800,
        },
        { id: 'zero', name: 'ゼロ', monthlyTokens: 0, priceJpy: 0 },
      ],
      TEST_ACTOR,
    )
  }
  if (!(await findApplication(db, 'hirameki_ai'))) {
    await createApplication(
      db,
      { key: 'hirameki_ai', name: 'ヒラメキAI', themeKey: 'hirameki_ai', defaultPlanId: 'standard' },
      TEST_ACTOR,
    )
  }
}

/** A tenant on the `zero` plan (no monthly grant) unless another plan is given. */
export async function makeTenant(db: Db, slug: string, options: { planId?: string } = {}) {
  await ensurePlanAndApplication(db)
  const existing = await findTenantBySlug(db, slug)
  if (existing) return existing
  await createTenant(
    db,
    { slug, name: `Tenant ${slug}`, applicationKey: 'hirameki_ai', planId: options.planId ?? 'zero' },
    TEST_ACTOR,
  )
  const created = await findTenantBySlug(db, slug)
  if (!created) throw new Error(`tenant ${slug} was not created`)
  return created
}
