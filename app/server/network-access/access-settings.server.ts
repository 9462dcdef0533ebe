/**
 * A tenant's access settings (issue 19, ADR 035): the IP allow-list and its members' session
 * lifetime and idle timeout. Set by owners (`PUT /api/tenant/access`) and operators (`opsai
 * tenants ip-allow|sessions`); every change is audited and bumps the `network-access` cache
 * version, so every server enforces it within about a second (ADR 044).
 */
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '#db/client'
import { tenants } from '#db/schema'
import type { TextKey, TextParams } from '../../i18n/texts.server'
import { recordAudit } from '../audit.server'
import { InvalidInputError, NotFoundError, ServiceError } from '../errors.server'
import { bumpCacheVersion, NETWORK_ACCESS_CACHE } from '../tenancy/cache-version.server'
import { contains, MAX_ALLOW_LIST_ENTRIES, parseAllowList } from './cidr.server'

export const SESSION_LIFETIME_HOURS = { min: 1, max: 2160 } as const
export const SESSION_IDLE_MINUTES = { min: 5, max: 43_200 } as const

export interface AccessSettings {
  /** Normalised CIDR ranges; empty: from anywhere. */
  ipAllowList: string[]
  /** null: the platform's session lifetime. */
  sessionLifetimeHours: number | null
  /** null: no idle limit. */
  sessionIdleMinutes: number | null
}

const LIFETIME = 'errors.networkAccess.lifetimeInvalid' as const
const IDLE = 'errors.networkAccess.idleInvalid' as const
const LIST = 'errors.networkAccess.invalidCidr' as const

/** A whole number within the setting's bounds, or null (the default); every refusal says `message`. */
function boundedSetting(bounds: { min: number; max: number }, message: string) {
  return z
    .number(message)
    .int(message)
    .min(bounds.min, message)
    .max(bounds.max, message)
    .nullable()
    .optional()
}

/** What may change; an absent field stays as it is. */
export const accessInputSchema = z.object({
  ipAllowList: z.array(z.string(LIST).max(100, LIST), LIST).optional(),
  sessionLifetimeHours: boundedSetting(SESSION_LIFETIME_HOURS, LIFETIME),
  sessionIdleMinutes: boundedSetting(SESSION_IDLE_MINUTES, IDLE),
  /** The owner knows their own address is not in the new list and saves it anyway. */
  confirmLockOut: z.boolean().optional(),
})
export type AccessInput = z.input<typeof accessInputSchema>

/** A refused field: the owner's form shows the message at `field`. */
export class AccessInputError extends InvalidInputError {
  constructor(
    readonly field: 'ipAllowList' | 'sessionLifetimeHours' | 'sessionIdleMinutes' | undefined,
    key: TextKey,
    params?: TextParams,
  ) {
    super(key, params)
  }
}

/** Saving would shut the saving owner out: told with their address, nothing written. */
export class WouldLockOutError extends ServiceError {
  constructor(readonly address: string) {
    super(409, 'would_lock_out', 'errors.networkAccess.wouldLockOut', { address })
  }
}

const settingsColumns = {
  slug: tenants.slug,
  ipAllowList: tenants.ipAllowList,
  sessionLifetimeHours: tenants.sessionLifetimeHours,
  sessionIdleMinutes: tenants.sessionIdleMinutes,
}

export async function getAccessSettings(db: Db, tenantId: string): Promise<AccessSettings> {
  const [row] = await db.select(settingsColumns).from(tenants).where(eq(tenants.id, tenantId))
  if (!row) throw new NotFoundError('errors.tenantLifecycle.tenantNotFound')
  const { slug: _slug, ...settings } = row
  return settings
}

/** The input checked and the list normalised; a refusal names every entry that is not a range. */
export function validateAccessInput(input: unknown) {
  const parsed = accessInputSchema.safeParse(input)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const field = issue?.path[0]
    if (field === 'sessionLifetimeHours') throw new AccessInputError(field, LIFETIME)
    if (field === 'sessionIdleMinutes') throw new AccessInputError(field, IDLE)
    if (field !== 'ipAllowList') throw new AccessInputError(undefined, 'errors.common.notInForm')
    throw new AccessInputError(field, LIST, { entries: listedValues(input) })
  }
  const { ipAllowList, ...rest } = parsed.data
  if (ipAllowList === undefined) return { ...rest, ipAllowList: undefined }
  const list = parseAllowList(ipAllowList)
  if (!list.ok)
    throw new AccessInputError('ipAllowList', LIST, {
      entries: list.invalid.map((entry) => `"${entry}"`).join(', '),
    })
  if (list.ranges.length > MAX_ALLOW_LIST_ENTRIES) {
    throw new AccessInputError('ipAllowList', 'errors.networkAccess.tooManyEntries', {
      max: MAX_ALLOW_LIST_ENTRIES,
    })
  }
  return { ...rest, ipAllowList: list.ranges.map((range) => range.text) }
}

/** The entries of a list that is not a list of short strings, quoted for the refusal. */
function listedValues(input: unknown): string {
  const list = (input as { ipAllowList?: unknown } | null)?.ipAllowList
  if (!Array.isArray(list)) return JSON.stringify(list ?? null)
  const bad = list.filter((entry) => typeof entry !== 'string' || entry.length > 100)
  return bad
    .map((entry) => JSON.stringify(typeof entry === 'string' ? `${entry.slice(0, 40)}…` : entry))
    .join(', ')
}

export interface SetAccessOptions {
  tenantId: string
  input: unknown
  actor: string
  /**
   * The saving owner's address, checked against the new list (undefined when unknown); absent
   * for an operator, who is never shut out by a tenant's list.
   */
  lockOutCheck?: { address: string | undefined }
}

/** Applies the change (validated here: the CLI calls this too), audited; nothing when refused. */
export async function setAccessSettings(
  db: Db,
  options: SetAccessOptions,
): Promise<AccessSettings & { changed: boolean }> {
  const input = validateAccessInput(options.input)
  const { lockOutCheck } = options
  if (lockOutCheck && input.ipAllowList && input.ipAllowList.length > 0 && !input.confirmLockOut) {
    const list = parseAllowList(input.ipAllowList)
    if (!list.ok || !contains(list.ranges, lockOutCheck.address)) {
      throw new WouldLockOutError(lockOutCheck.address ?? '?')
    }
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select(settingsColumns)
      .from(tenants)
      .where(eq(tenants.id, options.tenantId))
      .for('update')
    if (!row) throw new NotFoundError('errors.tenantLifecycle.tenantNotFound')
    const { slug, ...before } = row
    const after: AccessSettings = {
      ipAllowList: input.ipAllowList ?? before.ipAllowList,
      sessionLifetimeHours:
        input.sessionLifetimeHours === undefined ? before.sessionLifetimeHours : input.sessionLifetimeHours,
      sessionIdleMinutes:
        input.sessionIdleMinutes === undefined ? before.sessionIdleMinutes : input.sessionIdleMinutes,
    }
    if (JSON.stringify(after) === JSON.stringify(before)) return { ...after, changed: false }
    await tx.update(tenants).set(after).where(eq(tenants.id, options.tenantId))
    await bumpCacheVersion(tx, NETWORK_ACCESS_CACHE)
    await recordAudit(tx, {
      actor: options.actor,
      action: 'tenant.access',
      tenantId: options.tenantId,
      target: slug,
      details: {
        from: before,
        to: after,
        ...(options.lockOutCheck ? { savedFrom: options.lockOutCheck.address ?? null } : {}),
        ...(input.confirmLockOut ? { confirmedLockOut: true } : {}),
      },
    })
    return { ...after, changed: true }
  })
}
