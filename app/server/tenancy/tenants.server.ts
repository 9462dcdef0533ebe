import { randomUUID } from 'node:crypto'
import { asc, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import { isPlanOffered } from '#app/features/payment/plan-change-rules.shared'
import type { Db } from '#db/client'
import { applications, chats, tenantChats, tenantMembers, tenants, tokenBalances, user } from '#db/schema'
import { recordAudit } from '../audit.server'
import { isUniqueViolation } from '../db-errors.server'
import { ConflictError, InvalidInputError, NotFoundError } from '../errors.server'
import { getBalance } from '../ledger/ledger.server'
import { billingMonth, grantMonthlyPlan } from '../ledger/plan-grants.server'
import { requireApplication } from './applications.server'
import { bumpCacheVersion, DOMAINS_CACHE } from './cache-version.server'
import { listDomains } from './domains.server'
import {
  aiTypeSchema,
  displayNameSchema,
  emailSchema,
  passwordSchema,
  planIdSchema,
  slugSchema,
  themeKeySchema,
  validateInput,
} from './fields.server'
import { requirePlan } from './plans.server'
import { insertCredentialUser, prepareCredentialUser } from './users.server'

export const tenantInputSchema = z.object({
  slug: slugSchema,
  name: displayNameSchema,
  applicationKey: aiTypeSchema,
  /** Defaults to the application's default plan. */
  planId: planIdSchema.optional(),
  /** Defaults to the application's theme. */
  themeKey: themeKeySchema.optional(),
  owner: z
    .object({
      email: emailSchema,
      password: passwordSchema,
      name: displayNameSchema.optional(),
      /** False for self-registration: nobody has proven the address. */
      emailVerified: z.boolean().optional(),
    })
    .optional(),
})
export type TenantInput = z.input<typeof tenantInputSchema>
export type Tenant = typeof tenants.$inferSelect
export type TenantStatus = Tenant['status']

const tenantColumns = {
  id: tenants.id,
  slug: tenants.slug,
  name: tenants.name,
  applicationKey: tenants.applicationKey,
  planId: tenants.planId,
  themeKey: tenants.themeKey,
  /** The theme the tenant's sites show unless a domain overrides it. */
  effectiveThemeKey: sql<string>`coalesce(${tenants.themeKey}, ${applications.themeKey})`,
  status: tenants.status,
  createdAt: tenants.createdAt,
}

export async function listTenants(db: Db) {
  return db
    .select(tenantColumns)
    .from(tenants)
    .innerJoin(applications, eq(applications.key, tenants.applicationKey))
    .orderBy(asc(tenants.slug))
}
export type TenantSummary = Awaited<ReturnType<typeof listTenants>>[number]

export async function findTenantBySlug(db: Db, slug: string): Promise<TenantSummary | undefined> {
  const [row] = await db
    .select(tenantColumns)
    .from(tenants)
    .innerJoin(applications, eq(applications.key, tenants.applicationKey))
    .where(eq(tenants.slug, slug.trim().toLowerCase()))
  return row
}

export async function requireTenantBySlug(db: Db, slug: string): Promise<TenantSummary> {
  const tenant = await findTenantBySlug(db, slug)
  if (!tenant) throw new NotFoundError('errors.tenancy.unknownTenant', { tenant: slug })
  return tenant
}

/** The theme a tenant's pages show: its own, else its application's. Undefined for an unknown id. */
export async function findTenantTheme(db: Db, tenantId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ theme: tenantColumns.effectiveThemeKey })
    .from(tenants)
    .innerJoin(applications, eq(applications.key, tenants.applicationKey))
    .where(eq(tenants.id, tenantId))
  return row?.theme
}

/** Everything an operator wants to see about one tenant. */
export async function showTenant(db: Db, slug: string) {
  const tenant = await requireTenantBySlug(db, slug)
  const [domains, members, tokens] = await Promise.all([
    listDomains(db, { tenantSlug: tenant.slug }),
    db
      .select({ email: user.email, name: user.name, role: tenantMembers.role })
      .from(tenantMembers)
      .innerJoin(user, eq(user.id, tenantMembers.userId))
      .where(eq(tenantMembers.tenantId, tenant.id))
      .orderBy(asc(user.email)),
    getBalance(db, tenant.id),
  ])
  return {
    ...tenant,
    domains: domains.map(({ hostname, themeKey, isPrimary }) => ({ hostname, themeKey, isPrimary })),
    members,
    tokens,
  }
}

/**
 * Onboards a tenant in one transaction: the tenant on its plan, its balance with this month's
 * plan allowance, every enabled catalogue chat, and (when given) its owner, who can sign in with
 * the password. Invalid input, an unknown application or plan, a taken slug or e-mail: nothing
 * is written.
 */
export async function createTenant(db: Db, input: TenantInput, actor: string, now: Date = new Date()) {
  const parsed = validateInput(tenantInputSchema, input)
  const owner =
    parsed.owner &&
    (await prepareCredentialUser({
      email: parsed.owner.email,
      password: parsed.owner.password,
      name: parsed.owner.name ?? parsed.owner.email.split('@')[0] ?? parsed.owner.email,
    }))
  try {
    await db.transaction(async (tx) => {
      const application = await requireApplication(tx, parsed.applicationKey)
      const planId = parsed.planId ?? application.defaultPlanId
      if (!planId) {
        throw new InvalidInputError('errors.tenancy.noDefaultPlan', { key: application.key })
      }
      const plan = await requirePlan(tx, planId)
      if (!isPlanOffered(plan, application.key)) {
        throw new InvalidInputError('errors.payment.planOfOtherApplication', {
          id: plan.id,
          application: application.key,
        })
      }
      if (await findTenantBySlug(tx, parsed.slug)) throw slugTaken(parsed.slug)
      const id = randomUUID()
      await tx.insert(tenants).values({
        id,
        slug: parsed.slug,
        name: parsed.name,
        applicationKey: application.key,
        planId,
        themeKey: parsed.themeKey ?? null,
      })
      await tx.insert(tokenBalances).values({ tenantId: id })
      if (owner) {
        const userId = await insertCredentialUser(tx, owner, {
          tenantId: id,
          role: 'user',
          emailVerified: parsed.owner?.emailVerified,
        })
        await tx.insert(tenantMembers).values({ tenantId: id, userId, role: 'owner' })
      }
      const enabled = await tx
        .select({ id: chats.id, position: chats.position })
        .from(chats)
        .where(eq(chats.enabled, true))
      if (enabled.length > 0) {
        await tx
          .insert(tenantChats)
          .values(enabled.map((chat) => ({ tenantId: id, chatId: chat.id, position: chat.position })))
      }
      await grantMonthlyPlan(tx, id, { month: billingMonth(now), actor })
      await recordAudit(tx, {
        actor,
        action: 'tenant.create',
        tenantId: id,
        target: parsed.slug,
        details: {
          name: parsed.name,
          applicationKey: application.key,
          planId,
          themeKey: parsed.themeKey ?? null,
          owner: owner?.email ?? null,
          chatsEnabled: enabled.length,
        },
      })
    })
  } catch (error) {
    // Two creations racing for one slug: the database's unique index decides.
    if (isUniqueViolation(error)) throw slugTaken(parsed.slug)
    throw error
  }
  return showTenant(db, parsed.slug)
}

function slugTaken(slug: string) {
  return new ConflictError('errors.tenancy.slugTaken', { slug })
}

/** Suspends or resumes a tenant. Returns whether anything changed. */
export async function setTenantStatus(db: Db, slug: string, status: TenantStatus, actor: string) {
  return db.transaction(async (tx) => {
    const tenant = await requireTenantBySlug(tx, slug)
    if (tenant.status === status) return { tenant, changed: false }
    await tx.update(tenants).set({ status, updatedAt: sql`now()` }).where(eq(tenants.id, tenant.id))
    // Servers cache the host → tenant map, status included: they must re-read it.
    await bumpCacheVersion(tx, DOMAINS_CACHE)
    await recordAudit(tx, {
      actor,
      action: status === 'suspended' ? 'tenant.suspend' : 'tenant.resume',
      tenantId: tenant.id,
      target: tenant.slug,
      details: { from: tenant.status, to: status },
    })
    return { tenant: { ...tenant, status }, changed: true }
  })
}
