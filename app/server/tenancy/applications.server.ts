import { asc, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '#db/client'
import { applications } from '#db/schema'
import {
  OFFLINE_SETTINGS,
  PROVIDER_SECRET_FIELDS,
  PROVIDERS,
  type ProviderSettings,
  providerSettingsSchema,
  type RedactedProviderSettings,
  redactBaseUrl,
  redactProviderSettings,
} from '../ai/provider-settings.server'
import { recordAudit } from '../audit.server'
import { ConflictError, InvalidInputError, NotFoundError } from '../errors.server'
import { issueText, zodWording } from '../issue-text.server'
import {
  EMBEDDING_SECRET_FIELDS,
  embeddingSettingsSchema,
  storedEmbeddingsShape,
} from '../knowledge/embeddings.server'
import { maskSecretFields, openSecretFields, sealSecretFields } from '../secrets/secret-fields.server'
import { bumpCacheVersion, DOMAINS_CACHE } from './cache-version.server'
import { aiTypeSchema, displayNameSchema, planIdSchema, themeKeySchema, validateInput } from './fields.server'
import { requireOfferedDefaultPlan } from './plans.server'

/** What may leave the server: the settings without the key (and whether one is set), or null. */
export function publicSettings(settings: ProviderSettings | null): RedactedProviderSettings | null {
  return settings && redactProviderSettings(settings)
}

type ApplicationRow = typeof applications.$inferSelect

/** The embeddings endpoint as it may leave the server: without its key (only whether one is set). */
function publicEmbeddings(value: unknown) {
  const settings = storedEmbeddingsShape(value)
  if (!settings) return null
  const { apiKey, ...rest } = settings
  return { ...rest, hasApiKey: Boolean(apiKey) }
}

function toApplication(row: ApplicationRow) {
  // PII masking has its own reader (pii-masking/masking-settings.server.ts): NG words may be confidential.
  const { settings, embeddings, piiMasking: _masking, ...rest } = row
  return {
    ...rest,
    // Screens learn only whether a key is set: the stored (sealed) key is not even decrypted.
    settings: publicSettings(parseSettings(maskSecretFields(settings, PROVIDER_SECRET_FIELDS))),
    embeddings: publicEmbeddings(embeddings),
  }
}
export type Application = ReturnType<typeof toApplication>

/** Null: the application uses the environment's default provider (OPSAI_AI_*). */
function parseSettings(value: unknown): ProviderSettings | null {
  if (value === null || value === undefined) return null
  const parsed = providerSettingsSchema.safeParse(value)
  // A row edited by hand into an unknown shape falls back to the offline provider, never a crash.
  return parsed.success ? parsed.data : OFFLINE_SETTINGS
}

/** The stored settings with the key in clear (sealed at rest, ADR 033). */
function parseStoredSettings(row: ApplicationRow): ProviderSettings | null {
  return parseSettings(openSecretFields(row.settings, PROVIDER_SECRET_FIELDS))
}

export const applicationInputSchema = z.object({
  key: aiTypeSchema,
  name: displayNameSchema,
  themeKey: themeKeySchema,
  defaultPlanId: planIdSchema.optional(),
  /** Absent or null: the environment's default provider. */
  settings: providerSettingsSchema.nullable().default(null),
})
export type ApplicationInput = z.input<typeof applicationInputSchema>

/**
 * A change; `null` clears an optional value. `settings` fields merge into the stored ones (a
 * field set to null is removed) and the result must be valid; `settings: null` returns the
 * application to the environment's default provider.
 */
export const applicationPatchSchema = z
  .object({
    name: displayNameSchema.optional(),
    themeKey: themeKeySchema.optional(),
    defaultPlanId: planIdSchema.nullable().optional(),
    settings: z
      .object({
        provider: z.enum(PROVIDERS).optional(),
        model: z.string().trim().min(1).max(200).nullable().optional(),
        baseURL: z.string().nullable().optional(),
        apiKey: z.string().trim().min(1).max(1000).nullable().optional(),
      })
      .strict()
      .nullable()
      .optional(),
    /** An OpenAI-compatible embeddings endpoint for knowledge retrieval; null removes it. */
    embeddings: embeddingSettingsSchema.nullable().optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    message: 'errors.fields.nothingToChange',
  })
export type ApplicationPatch = z.input<typeof applicationPatchSchema>

export async function listApplications(db: Db): Promise<Application[]> {
  return (await db.select().from(applications).orderBy(asc(applications.key))).map(toApplication)
}

async function findRow(db: Db, key: string) {
  return (await db.select().from(applications).where(eq(applications.key, key)))[0]
}

export async function findApplication(db: Db, key: string): Promise<Application | undefined> {
  const row = await findRow(db, key)
  return row && toApplication(row)
}

export async function requireApplication(db: Db, key: string): Promise<Application> {
  const application = await findApplication(db, key)
  if (!application) throw unknownApplication(key)
  return application
}

/** For the model layer only: the full settings, key included (null: the environment's default). */
export async function getApplicationSecrets(db: Db, key: string): Promise<ProviderSettings | null> {
  const row = await findRow(db, key)
  if (!row) throw unknownApplication(key)
  return parseStoredSettings(row)
}

function unknownApplication(key: string) {
  return new NotFoundError('errors.tenancy.unknownApplication', { key })
}

export async function createApplication(
  db: Db,
  input: ApplicationInput,
  actor: string,
): Promise<Application> {
  const parsed = validateInput(applicationInputSchema, input)
  return db.transaction(async (tx) => {
    if (await findRow(tx, parsed.key)) {
      throw new ConflictError('errors.tenancy.applicationExists', { key: parsed.key })
    }
    if (parsed.defaultPlanId) await requireOfferedDefaultPlan(tx, parsed.defaultPlanId, parsed.key)
    const [row] = await tx
      .insert(applications)
      .values({ ...parsed, settings: sealSecretFields(parsed.settings, PROVIDER_SECRET_FIELDS) })
      .returning()
    if (!row) throw new Error('insert returned no row')
    // /login/{key} now shows this application's brand: cached anonymous pages must be re-rendered.
    await bumpCacheVersion(tx, DOMAINS_CACHE)
    await recordAudit(tx, {
      actor,
      action: 'application.create',
      target: parsed.key,
      details: { name: parsed.name, themeKey: parsed.themeKey, defaultPlanId: parsed.defaultPlanId ?? null },
    })
    return toApplication(row)
  })
}

export async function updateApplication(
  db: Db,
  key: string,
  patch: ApplicationPatch,
  actor: string,
): Promise<Application> {
  const parsed = validateInput(applicationPatchSchema, patch)
  return db.transaction(async (tx) => {
    const row = await findRow(tx, key)
    if (!row) throw unknownApplication(key)
    if (parsed.defaultPlanId) await requireOfferedDefaultPlan(tx, parsed.defaultPlanId, key)
    // Untouched settings stay as stored (their key is not decrypted for a change of name).
    const settings =
      parsed.settings === undefined
        ? undefined
        : parsed.settings === null
          ? null
          : mergeSettings(parseStoredSettings(row), parsed.settings)
    const [updated] = await tx
      .update(applications)
      .set({
        ...(parsed.name !== undefined && { name: parsed.name }),
        ...(parsed.themeKey !== undefined && { themeKey: parsed.themeKey }),
        ...(parsed.defaultPlanId !== undefined && { defaultPlanId: parsed.defaultPlanId }),
        ...(parsed.embeddings !== undefined && {
          embeddings: sealSecretFields(parsed.embeddings, EMBEDDING_SECRET_FIELDS),
        }),
        ...(settings !== undefined && { settings: sealSecretFields(settings, PROVIDER_SECRET_FIELDS) }),
        updatedAt: sql`now()`,
      })
      .where(eq(applications.key, key))
      .returning()
    if (!updated) throw unknownApplication(key)
    // Tenants without their own theme follow the application's: hosts may now resolve differently,
    // and the anonymous-page render cache (app/server/render-cache) drops every page with it.
    await bumpCacheVersion(tx, DOMAINS_CACHE)
    await recordAudit(tx, {
      actor,
      action: 'application.update',
      target: key,
      details: describePatch(parsed),
    })
    return toApplication(updated)
  })
}

type SettingsPatch = NonNullable<z.infer<typeof applicationPatchSchema>['settings']>

function mergeSettings(current: ProviderSettings | null, patch: SettingsPatch): ProviderSettings {
  const merged: Record<string, unknown> = { ...(current ?? OFFLINE_SETTINGS) }
  for (const [field, value] of Object.entries(patch)) {
    if (value === null) delete merged[field]
    else if (value !== undefined) merged[field] = value
  }
  const result = providerSettingsSchema.safeParse(merged)
  if (!result.success) {
    const problems = result.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      text: issueText(issue, zodWording(issue)),
    }))
    throw new InvalidInputError('errors.tenancy.invalidSettings', {
      problemsJa: problems.map((problem) => `${problem.path}: ${problem.text.ja}`).join('; '),
      problemsEn: problems.map((problem) => `${problem.path}: ${problem.text.en}`).join('; '),
    })
  }
  return result.data
}

/**
 * The audit trail says what changed, and for the key only whether it was set or cleared; a base
 * URL is recorded without its query or user info, where some providers put a key.
 */
function describePatch(patch: z.infer<typeof applicationPatchSchema>) {
  const { settings, embeddings, ...rest } = patch
  const fields = {
    ...rest,
    ...(embeddings !== undefined && {
      embeddings: embeddings && {
        model: embeddings.model,
        dimensions: embeddings.dimensions,
        baseURL: redactBaseUrl(embeddings.baseURL),
        apiKey: embeddings.apiKey ? 'set' : 'none',
      },
    }),
  }
  if (settings === null) return { ...fields, settings: 'environment default' }
  if (!settings) return fields
  const { apiKey, baseURL, ...visible } = settings
  return {
    ...fields,
    settings: {
      ...visible,
      ...(baseURL !== undefined && { baseURL: baseURL === null ? null : redactBaseUrl(baseURL) }),
      ...(apiKey !== undefined && { apiKey: apiKey === null ? 'cleared' : 'set' }),
    },
  }
}
