/**
 * The administrator's edit of a tenant: name, application, plan and theme. The values follow the
 * CLI's rules (app/server/tenancy/fields.ts); the application, plan and theme must exist, and the
 * plan must be offered to the application. Unlike the owner's /payment, the console sets a plan
 * at once, paid or not (ADR 029): an open plan change of the tenant is then canceled with a note.
 */
import { eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import { isPlanOffered } from '#app/features/payment/plan-change-rules.shared'
import type { Db } from '#db/client'
import { tenants } from '#db/schema'
import { recordAudit } from '../../audit.server'
import { ServiceError } from '../../errors.server'
import {
  assertPlanFitsMembers,
  cancelOpenPlanChange,
  PLAN_CHANGE_NOTES,
} from '../../payment/plan-change.server'
import { findApplication } from '../../tenancy/applications.server'
import { bumpCacheVersion, DOMAINS_CACHE } from '../../tenancy/cache-version.server'
import { aiTypeSchema, displayNameSchema, planIdSchema, themeKeySchema } from '../../tenancy/fields.server'
import { findPlan } from '../../tenancy/plans.server'
import { requireTenantBySlug } from '../../tenancy/tenants.server'
import { AdminFieldError, parseFields } from './admin-call.server'

export function tenantPatchSchema() {
  return z.object({
    name: displayNameSchema,
    applicationKey: aiTypeSchema,
    planId: planIdSchema,
    /** `null` (or '' from the form): follow the application's theme. */
    themeKey: z.preprocess((value) => (value === '' ? null : value), themeKeySchema.nullable()),
  })
}
export type TenantPatch = z.input<ReturnType<typeof tenantPatchSchema>>

/**
 * Saves the whole form in one transaction with one audit row of what changed. A smaller plan
 * than the tenant's member count is refused, as for the owner's own plan change (ADR 013: the
 * plan's limits apply at once; its allowance from the next billing month).
 */
export async function updateTenant(db: Db, slug: string, input: unknown, actor: string) {
  const patch = parseFields(tenantPatchSchema(), input)
  return db.transaction(async (tx) => {
    const current = await requireTenantBySlug(tx, slug)
    const application = await findApplication(tx, patch.applicationKey)
    if (!application) {
      throw AdminFieldError.on('applicationKey', 'errors.adminTenants.unknownApplication', {
        key: patch.applicationKey,
      })
    }
    const plan = await findPlan(tx, patch.planId)
    if (!plan) throw AdminFieldError.on('planId', 'errors.adminTenants.unknownPlan', { id: patch.planId })
    if (!isPlanOffered(plan, application.key)) {
      throw AdminFieldError.on('planId', 'errors.payment.planOfOtherApplication', {
        id: plan.id,
        application: application.key,
      })
    }
    if (plan.id !== current.planId) {
      try {
        await assertPlanFitsMembers(tx, current.id, plan)
      } catch (error) {
        if (error instanceof ServiceError) throw AdminFieldError.of('planId', error)
        throw error
      }
    }
    const next = {
      name: patch.name,
      applicationKey: application.key,
      planId: plan.id,
      themeKey: patch.themeKey,
    }
    const changes = Object.fromEntries(
      (Object.keys(next) as (keyof typeof next)[])
        .filter((key) => next[key] !== current[key])
        .map((key) => [key, { from: current[key], to: next[key] }]),
    )
    if (Object.keys(changes).length === 0) return { slug: current.slug, changed: false }
    // The change row before the tenant row: the lock order of every plan-change path.
    const superseded =
      plan.id !== current.planId
        ? await cancelOpenPlanChange(tx, current.id, { actor, note: PLAN_CHANGE_NOTES.setByAdministrator })
        : null
    await tx
      .update(tenants)
      .set({ ...next, updatedAt: sql`now()` })
      .where(eq(tenants.id, current.id))
    // The host → tenant cache carries the tenant's name and theme: servers must re-read it.
    await bumpCacheVersion(tx, DOMAINS_CACHE)
    await recordAudit(tx, {
      actor,
      action: 'tenant.update',
      tenantId: current.id,
      target: current.slug,
      details: superseded ? { ...changes, canceledPlanChange: superseded.id } : changes,
    })
    return { slug: current.slug, changed: true }
  })
}
