/**
 * What /admin/tenants does, on the services the CLI uses (`opsai tenants create|suspend|resume`,
 * `opsai domains map|unmap`): the same rules, the same audit rows, with the administrator as
 * actor. Each refusal that belongs to a form field is raised as that field's error.
 */
import { z } from 'zod'
import type { Db } from '#db/client'
import { themes } from '#registry/index'
import { listAudit } from '../../audit.server'
import { ConflictError, NotFoundError } from '../../errors.server'
import { says } from '../../issue-text.server'
import { findApplication } from '../../tenancy/applications.server'
import {
  displayNameSchema,
  emailSchema,
  hostnameSchema,
  passwordSchema,
  slugSchema,
  themeKeySchema,
} from '../../tenancy/fields.server'
import { findPlan } from '../../tenancy/plans.server'
import { asPlatform, forTenant } from '../../tenancy/scope.server'
import { findTenantBySlug } from '../../tenancy/tenants.server'
import { findUserByEmail } from '../../tenancy/users.server'
import { AdminFieldError, parseFields } from './admin-call.server'
import { adminChoiceOf } from './admin-choices.server'
import { updateTenant } from './tenant-update.server'

/** How many ledger entries and audit rows the detail view shows (the full history is elsewhere). */
export const DETAIL_LEDGER_ENTRIES = 20
export const DETAIL_AUDIT_ROWS = 10

/** '' from an untouched select or text box means "not given". */
const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional())

/**
 * The fixed choices of the forms: the registry's themes. Applications and plans may be thousands:
 * their pickers search the server (admin-choices.server.ts) and the page carries only labels.
 */
export function tenantFormOptions() {
  return { themes: themes.map(({ key, name }) => ({ key, name })) }
}
export type TenantFormOptions = ReturnType<typeof tenantFormOptions>

/** The labels of the list's application and plan filters (the URL holds their keys). */
export async function tenantFilterChoices(db: Db, filter: { app?: unknown; plan?: unknown }) {
  const text = (value: unknown) => (typeof value === 'string' && value.length <= 63 ? value : undefined)
  const [app, plan] = await Promise.all([
    adminChoiceOf(db, 'application', text(filter.app)),
    adminChoiceOf(db, 'plan', text(filter.plan)),
  ])
  return { app, plan }
}
export type TenantFilterChoices = Awaited<ReturnType<typeof tenantFilterChoices>>

/** One tenant: members, domains, balance, its latest ledger entries and audit rows. */
export async function loadTenantDetail(db: Db, slug: string) {
  const tenant = await asPlatform(db).tenants.show(slug)
  const scope = forTenant(db, tenant.id)
  const [ledger, audit, applicationChoice, planChoice] = await Promise.all([
    scope.tokens.ledger({ limit: DETAIL_LEDGER_ENTRIES }),
    listAudit(db, { tenantId: tenant.id, limit: DETAIL_AUDIT_ROWS }),
    adminChoiceOf(db, 'application', tenant.applicationKey),
    adminChoiceOf(db, 'plan', tenant.planId),
  ])
  return {
    ...tenant,
    /** The edit form's application and plan pickers start from these labels. */
    applicationChoice,
    planChoice,
    createdAt: tenant.createdAt.toISOString(),
    ledger: ledger.map(({ id, kind, amount, balanceAfter, actor, reason, createdAt }) => ({
      id,
      kind,
      amount,
      balanceAfter,
      actor,
      reason,
      createdAt: createdAt.toISOString(),
    })),
    audit: audit.map(({ id, at, actor, action, target }) => ({
      id,
      at: at.toISOString(),
      actor,
      action,
      target,
    })),
  }
}
export type TenantDetail = Awaited<ReturnType<typeof loadTenantDetail>>

export function createTenantSchema() {
  return z
    .object({
      slug: slugSchema,
      name: displayNameSchema,
      applicationKey: z.string().trim().min(1, says('errors.adminTenants.chooseApplication')),
      planId: optional(z.string().trim()),
      themeKey: optional(themeKeySchema),
      ownerEmail: optional(emailSchema),
      ownerPassword: optional(passwordSchema),
    })
    .superRefine((value, context) => {
      if (value.ownerEmail && !value.ownerPassword) {
        context.addIssue({
          code: 'custom',
          path: ['ownerPassword'],
          message: says('errors.adminTenants.ownerPasswordToo'),
        })
      }
      if (value.ownerPassword && !value.ownerEmail) {
        context.addIssue({
          code: 'custom',
          path: ['ownerEmail'],
          message: says('errors.adminTenants.ownerEmailToo'),
        })
      }
    })
}

export type ConsoleTenantFields = z.output<ReturnType<typeof createTenantSchema>>

export function createTenantFromConsole(db: Db, input: unknown, actor: string) {
  return createConsoleTenant(db, parseFields(createTenantSchema(), input), actor)
}

/**
 * `opsai tenants create` from the console: plan grant, catalogue chats and (optionally) an owner.
 * Takes the schema's output as is: parsing it again would turn a blank plan ('') into none.
 */
export async function createConsoleTenant(db: Db, parsed: ConsoleTenantFields, actor: string) {
  const [application, plan] = await Promise.all([
    findApplication(db, parsed.applicationKey),
    parsed.planId ? findPlan(db, parsed.planId) : undefined,
  ])
  if (!application) {
    throw AdminFieldError.on('applicationKey', 'errors.adminTenants.unknownApplication', {
      key: parsed.applicationKey,
    })
  }
  if (parsed.planId && !plan) {
    throw AdminFieldError.on('planId', 'errors.adminTenants.unknownPlan', { id: parsed.planId })
  }
  if (!parsed.planId && !application.defaultPlanId) {
    throw AdminFieldError.on('planId', 'errors.adminTenants.noDefaultPlan', { key: application.key })
  }
  if (await findTenantBySlug(db, parsed.slug)) {
    throw AdminFieldError.on('slug', 'errors.adminTenants.slugTaken', { slug: parsed.slug }, 409)
  }
  if (parsed.ownerEmail && (await findUserByEmail(db, parsed.ownerEmail))) {
    throw AdminFieldError.on(
      'ownerEmail',
      'errors.adminTenants.emailRegistered',
      { email: parsed.ownerEmail },
      409,
    )
  }
  try {
    const tenant = await asPlatform(db).tenants.create(
      {
        slug: parsed.slug,
        name: parsed.name,
        applicationKey: application.key,
        planId: parsed.planId,
        themeKey: parsed.themeKey,
        owner:
          parsed.ownerEmail && parsed.ownerPassword
            ? { email: parsed.ownerEmail, password: parsed.ownerPassword }
            : undefined,
      },
      actor,
    )
    return { slug: tenant.slug }
  } catch (error) {
    // Another creation won the race for the slug between the check and the insert.
    if (error instanceof ConflictError) throw AdminFieldError.of('slug', error)
    throw error
  }
}

/** The tenant an edit is about; the fields are tenantPatchSchema's (tenant-update.server.ts). */
export function editTargetSchema() {
  return z.object({ slug: slugSchema })
}

export function editTenantFromConsole(db: Db, input: unknown, actor: string) {
  const { slug } = parseFields(editTargetSchema(), input)
  // The form sends every field; the patch schema ignores `slug`.
  return updateTenant(db, slug, input, actor)
}

export function tenantStatusSchema() {
  return z.object({ slug: slugSchema, status: z.enum(['active', 'suspended']) })
}

export async function setTenantStatusFromConsole(db: Db, input: unknown, actor: string) {
  const parsed = parseFields(tenantStatusSchema(), input)
  const result = await asPlatform(db).tenants.setStatus(parsed.slug, parsed.status, actor)
  return { slug: result.tenant.slug, status: result.tenant.status, changed: result.changed }
}

export function mapDomainSchema() {
  return z.object({
    tenantSlug: slugSchema,
    hostname: hostnameSchema,
    themeKey: optional(themeKeySchema),
    primary: z.boolean().default(false),
  })
}

/** `opsai domains map`: a host name taken by another tenant is refused under the host name field. */
export async function mapDomainFromConsole(db: Db, input: unknown, actor: string) {
  const parsed = parseFields(mapDomainSchema(), input)
  try {
    const mapping = await asPlatform(db).domains.map(parsed, actor)
    return { hostname: mapping.hostname, isPrimary: mapping.isPrimary, themeKey: mapping.themeKey }
  } catch (error) {
    if (error instanceof ConflictError) throw AdminFieldError.of('hostname', error)
    throw error
  }
}

export function unmapDomainSchema() {
  return z.object({ tenantSlug: slugSchema, hostname: hostnameSchema })
}

/** `opsai domains unmap`, for a host of this tenant only (another tenant's host is not found). */
export async function unmapDomainFromConsole(db: Db, input: unknown, actor: string) {
  const parsed = parseFields(unmapDomainSchema(), input)
  const mine = await asPlatform(db).domains.list({ tenantSlug: parsed.tenantSlug })
  if (!mine.some((domain) => domain.hostname === parsed.hostname)) {
    throw new NotFoundError('errors.adminTenants.notMapped', {
      hostname: parsed.hostname,
      slug: parsed.tenantSlug,
    })
  }
  const removed = await asPlatform(db).domains.unmap(parsed.hostname, actor)
  return { hostname: removed.hostname }
}
