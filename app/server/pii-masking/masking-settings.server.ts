/**
 * The PII masking settings (issue 19, ADR 034): an application's (`applications.pii_masking`,
 * set by the system administrator on /admin/applications and `opsai apps masking`) apply to
 * every tenant of the application; a tenant's owner adds kinds and NG words on /team and may
 * have the tenant's messages stored masked (`tenants.pii_masking`). A tenant never turns off
 * what its application masks: the turn masks with the union of both. Input is checked here
 * (the API and the CLI both call these); every change is audited in its own transaction.
 */
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import {
  type ApplicationMaskingView,
  MAX_NG_WORD_LENGTH,
  MAX_NG_WORDS,
  PII_KINDS,
  type PiiKind,
  type TenantMaskingView,
} from '#app/features/pii-masking/masking.shared'
import type { Db } from '#db/client'
import { applications, tenants } from '#db/schema'
import { recordAudit } from '../audit.server'
import { InvalidInputError, NotFoundError } from '../errors.server'
import { issueList, says } from '../issue-text.server'
import type { MaskRules } from './mask-text.server'
import { matchingWord } from './matching-text.server'

// Control characters (line breaks included) never occur inside one word of a message.
const CONTROL = /\p{Cc}/u

const kindsSchema = z
  .array(z.enum(PII_KINDS, { error: says('errors.piiMasking.unknownKind') }), {
    error: says('errors.piiMasking.kindsNotList'),
  })
  // In the order of PII_KINDS, each once.
  .transform((kinds) => PII_KINDS.filter((kind) => kinds.includes(kind)))

const ngWordsSchema = z
  .array(
    z
      .string({ error: says('errors.piiMasking.ngWordsNotList') })
      .trim()
      .min(1, says('errors.piiMasking.ngWordEmpty'))
      .max(MAX_NG_WORD_LENGTH, says('errors.piiMasking.ngWordTooLong'))
      .refine((word) => !CONTROL.test(word), { message: says('errors.piiMasking.ngWordOneLine') }),
    { error: says('errors.piiMasking.ngWordsNotList') },
  )
  .max(MAX_NG_WORDS, says('errors.piiMasking.tooManyNgWords'))
  .transform(withoutDuplicates)

/** Words that mask the same text (case, width) are one word: the first one typed is kept. */
function withoutDuplicates(words: string[]): string[] {
  const seen = new Set<string>()
  return words.filter((word) => {
    const form = matchingWord(word)
    if (seen.has(form)) return false
    seen.add(form)
    return true
  })
}

const UNKNOWN_FIELDS = { error: says('errors.piiMasking.unknownFields') }

/** `{kinds, ngWords}`: the whole setting, replaced. */
export const applicationMaskingInputSchema = z.strictObject(
  { kinds: kindsSchema, ngWords: ngWordsSchema },
  UNKNOWN_FIELDS,
)
export type ApplicationMaskingInput = z.input<typeof applicationMaskingInputSchema>

/** `{kinds, ngWords, storeMasked}`: what the tenant adds to its application's, replaced. */
export const tenantMaskingInputSchema = z.strictObject(
  {
    kinds: kindsSchema,
    ngWords: ngWordsSchema,
    storeMasked: z.boolean({ error: says('errors.piiMasking.storeMaskedNotBoolean') }),
  },
  UNKNOWN_FIELDS,
)
export type TenantMaskingInput = z.input<typeof tenantMaskingInputSchema>
type TenantMasking = z.output<typeof tenantMaskingInputSchema>

/** A stored value as the code reads it: whatever is malformed in it counts as not set. */
function readStored(stored: unknown): TenantMasking {
  const value = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, unknown>
  const kinds = kindsSchema.safeParse(Array.isArray(value.kinds) ? value.kinds.filter(isKind) : [])
  const words = Array.isArray(value.ngWords)
    ? value.ngWords.filter((word): word is string => typeof word === 'string' && word.trim() !== '')
    : []
  return {
    kinds: kinds.success ? kinds.data : [],
    ngWords: withoutDuplicates(words.map((word) => word.trim())),
    storeMasked: value.storeMasked === true,
  }
}

const isKind = (value: unknown): value is PiiKind =>
  typeof value === 'string' && (PII_KINDS as readonly string[]).includes(value)

function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input)
  if (parsed.success) return parsed.data
  throw new InvalidInputError('errors.common.issueList', issueList(parsed.error.issues))
}

/** What the audit log keeps of a setting: the kinds, the number of NG words (they may be confidential). */
const auditShape = (setting: Partial<TenantMasking>) => ({
  kinds: setting.kinds ?? [],
  ngWords: setting.ngWords?.length ?? 0,
  ...(setting.storeMasked === undefined ? {} : { storeMasked: setting.storeMasked }),
})

const isEmpty = (setting: Partial<TenantMasking>) =>
  (setting.kinds?.length ?? 0) === 0 && (setting.ngWords?.length ?? 0) === 0 && !setting.storeMasked

function applicationView(stored: unknown): ApplicationMaskingView {
  const { kinds, ngWords } = readStored(stored)
  return { kinds, ngWords }
}

export async function getApplicationMasking(db: Db, key: string): Promise<ApplicationMaskingView> {
  const [row] = await db
    .select({ masking: applications.piiMasking })
    .from(applications)
    .where(eq(applications.key, key))
  if (!row) throw new NotFoundError('errors.piiMasking.unknownApplication', { key })
  return applicationView(row.masking)
}

export async function setApplicationMasking(
  db: Db,
  key: string,
  input: unknown,
  actor: string,
): Promise<ApplicationMaskingView> {
  const setting = parse(applicationMaskingInputSchema, input)
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ masking: applications.piiMasking })
      .from(applications)
      .where(eq(applications.key, key))
      .for('update')
    if (!row) throw new NotFoundError('errors.piiMasking.unknownApplication', { key })
    await tx
      .update(applications)
      .set({ piiMasking: isEmpty(setting) ? null : setting, updatedAt: new Date() })
      .where(eq(applications.key, key))
    await recordAudit(tx, {
      actor,
      action: 'application.piiMasking',
      target: key,
      details: { from: auditShape(applicationView(row.masking)), to: auditShape(setting) },
    })
    return setting
  })
}

async function tenantRow(db: Db, tenantId: string) {
  const [row] = await db
    .select({ slug: tenants.slug, own: tenants.piiMasking, application: applications.piiMasking })
    .from(tenants)
    .innerJoin(applications, eq(applications.key, tenants.applicationKey))
    .where(eq(tenants.id, tenantId))
  if (!row) throw new NotFoundError('errors.piiMasking.tenantNotFound')
  return row
}

function tenantView(row: { own: unknown; application: unknown }): TenantMaskingView {
  return { ...readStored(row.own), application: applicationView(row.application) }
}

export async function getTenantMasking(db: Db, tenantId: string): Promise<TenantMaskingView> {
  return tenantView(await tenantRow(db, tenantId))
}

export async function setTenantMasking(
  db: Db,
  input: { tenantId: string; setting: unknown; actor: string },
): Promise<TenantMaskingView> {
  const setting = parse(tenantMaskingInputSchema, input.setting)
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ own: tenants.piiMasking })
      .from(tenants)
      .where(eq(tenants.id, input.tenantId))
      .for('update')
    if (!locked) throw new NotFoundError('errors.piiMasking.tenantNotFound')
    await tx
      .update(tenants)
      .set({ piiMasking: isEmpty(setting) ? null : setting })
      .where(eq(tenants.id, input.tenantId))
    const row = await tenantRow(tx, input.tenantId)
    await recordAudit(tx, {
      actor: input.actor,
      action: 'tenant.piiMasking',
      tenantId: input.tenantId,
      target: row.slug,
      details: { from: auditShape(readStored(locked.own)), to: auditShape(setting) },
    })
    return tenantView(row)
  })
}

/** What a chat turn of the tenant masks: its application's rules and its own, and how it stores. */
export interface EffectiveMasking extends MaskRules {
  storeMasked: boolean
}

export async function loadEffectiveMasking(db: Db, tenantId: string): Promise<EffectiveMasking> {
  const row = await tenantRow(db, tenantId)
  const own = readStored(row.own)
  const application = readStored(row.application)
  return {
    kinds: PII_KINDS.filter((kind) => own.kinds.includes(kind) || application.kinds.includes(kind)),
    ngWords: withoutDuplicates([...application.ngWords, ...own.ngWords]),
    storeMasked: own.storeMasked,
  }
}
