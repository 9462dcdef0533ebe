/**
 * What /admin/tenants does, on the services the CLI uses (`opsai tenants create|suspend|resume`,
 * `opsai domains map|unmap`): the same rules, the same audit rows, with the administrator as
 * actor. Each refusal that belongs to a form field is raised as that field's error.
 */
import { z } from 'zod'
import type { Db } from '../../../../db/client'
import { themes } from '../../../../registry/index'
import { listAudit } from '../../audit.server'
import { ConflictError, NotFoundError } from '../../errors.server'
import { findApplication } from '../../tenancy/applications.server'
import {
  displayNameSchema,
  emailSchema,
  hostnameSchema,
  passwordSchema,
  slugSchema,
  themeKeySchema,
} from '../../tenancy/fields'
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

function createSchema() {
  return z
    .object({
      slug: slugSchema,
      name: displayNameSchema,
      applicationKey: z.string().trim().min(1, 'choose an application / アプリケーションを選んでください'),
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
          message: "give the owner's password too / オーナーのパスワードも入力してください",
        })
      }
      if (value.ownerPassword && !value.ownerEmail) {
        context.addIssue({
          code: 'custom',
          path: ['ownerEmail'],
          message: "give the owner's e-mail address too / オーナーのメールアドレスも入力してください",
        })
      }
    })
}

/** `opsai tenants create` from the console: plan grant, catalogue chats and (optionally) an owner. */
export async function createTenantFromConsole(db: Db, input: unknown, actor: string) {
  const parsed = parseFields(createSchema(), input)
  const [application, plan] = await Promise.all([
    findApplication(db, parsed.applicationKey),
    parsed.planId ? findPlan(db, parsed.planId) : undefined,
  ])
  if (!application) {
    throw new AdminFieldError(400, {
      applicationKey: {
        ja: `アプリケーション "${parsed.applicationKey}" はありません`,
        en: `Unknown application "${parsed.applicationKey}"`,
      },
    })
  }
  if (parsed.planId && !plan) {
    throw new AdminFieldError(400, {
      planId: { ja: `プラン "${parsed.planId}" はありません`, en: `Unknown plan "${parsed.planId}"` },
    })
  }
  if (!parsed.planId && !application.defaultPlanId) {
    throw new AdminFieldError(400, {
      planId: {
        ja: `アプリケーション "${application.key}" に既定のプランがありません。プランを選んでください`,
        en: `Application "${application.key}" has no default plan: choose one`,
      },
    })
  }
  if (await findTenantBySlug(db, parsed.slug)) {
    throw new AdminFieldError(409, {
      slug: {
        ja: `スラッグ "${parsed.slug}" は別のテナントが使っています。別のスラッグにしてください。`,
        en: `The slug "${parsed.slug}" is already taken by another tenant. Choose another.`,
      },
    })
  }
  if (parsed.ownerEmail && (await findUserByEmail(db, parsed.ownerEmail))) {
    throw new AdminFieldError(409, {
      ownerEmail: {
        ja: `メールアドレス "${parsed.ownerEmail}" は既に登録されています`,
        en: `The e-mail address "${parsed.ownerEmail}" is already registered`,
      },
    })
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

export function editTenantFromConsole(db: Db, input: unknown, actor: string) {
  const { slug } = parseFields(z.object({ slug: slugSchema }), input)
  // The form sends every field; the patch schema ignores `slug`.
  return updateTenant(db, slug, input, actor)
}

export async function setTenantStatusFromConsole(db: Db, input: unknown, actor: string) {
  const parsed = parseFields(z.object({ slug: slugSchema, status: z.enum(['active', 'suspended']) }), input)
  const result = await asPlatform(db).tenants.setStatus(parsed.slug, parsed.status, actor)
  return { slug: result.tenant.slug, status: result.tenant.status, changed: result.changed }
}

function mapSchema() {
  return z.object({
    tenantSlug: slugSchema,
    hostname: hostnameSchema,
    themeKey: optional(themeKeySchema),
    primary: z.boolean().default(false),
  })
}

/** `opsai domains map`: a host name taken by another tenant is refused under the host name field. */
export async function mapDomainFromConsole(db: Db, input: unknown, actor: string) {
  const parsed = parseFields(mapSchema(), input)
  try {
    const mapping = await asPlatform(db).domains.map(parsed, actor)
    return { hostname: mapping.hostname, isPrimary: mapping.isPrimary, themeKey: mapping.themeKey }
  } catch (error) {
    if (error instanceof ConflictError) throw AdminFieldError.of('hostname', error)
    throw error
  }
}

/** `opsai domains unmap`, for a host of this tenant only (another tenant's host is not found). */
export async function unmapDomainFromConsole(db: Db, input: unknown, actor: string) {
  const parsed = parseFields(z.object({ tenantSlug: slugSchema, hostname: hostnameSchema }), input)
  const mine = await asPlatform(db).domains.list({ tenantSlug: parsed.tenantSlug })
  if (!mine.some((domain) => domain.hostname === parsed.hostname)) {
    throw new NotFoundError(
      `"${parsed.hostname}" is not mapped to "${parsed.tenantSlug}" / "${parsed.hostname}" は "${parsed.tenantSlug}" に割り当てられていません`,
    )
  }
  const removed = await asPlatform(db).domains.unmap(parsed.hostname, actor)
  return { hostname: removed.hostname }
}
