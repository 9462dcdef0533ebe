/**
 * Platform-wide settings (/admin/system), one `system_settings` row per key:
 * - `registration` `{open}`: free registration (/freeRegist) accepts new tenants; no row = open.
 * - `defaultApplication` `{key}`: the application /freeRegist (without an ai_type) registers on.
 * - `maintenanceNotice` `{ja, en}`: shown to every tenant user in the tenant layout while set.
 * - `defaultProvider`: the model provider of applications without their own settings (ADR 009:
 *   application > this > environment > offline). Its API key never leaves the server.
 * Each change writes an audit row in the same transaction; the key is audited as set/cleared only,
 * and stored sealed (ADR 033).
 */
import { eq, inArray, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '#db/client'
import { applications, systemSettings } from '#db/schema'
import {
  PROVIDER_SECRET_FIELDS,
  PROVIDERS,
  type ProviderSettings,
  providerSettingsSchema,
  type RedactedProviderSettings,
  redactProviderSettings,
} from '../../ai/provider-settings.server'
import { recordAudit } from '../../audit.server'
import { maskSecretFields, openSecretFields, sealSecretFields } from '../../secrets/secret-fields.server'

export const SETTING_KEYS = {
  registration: 'registration',
  defaultApplication: 'defaultApplication',
  maintenanceNotice: 'maintenanceNotice',
  defaultProvider: 'defaultProvider',
} as const

export const MAINTENANCE_NOTICE_MAX = 500

export interface MaintenanceNotice {
  ja: string
  en: string
}

export interface SystemSettingsView {
  registrationOpen: boolean
  defaultApplication: string | null
  maintenanceNotice: MaintenanceNotice | null
  /** Null: applications without settings use the environment (OPSAI_AI_*), else offline. */
  defaultProvider: RedactedProviderSettings | null
}

async function readRows(db: Db) {
  const rows = await db
    .select()
    .from(systemSettings)
    .where(inArray(systemSettings.key, Object.values(SETTING_KEYS)))
  return new Map(rows.map((row) => [row.key, row.value]))
}

const noticeShape = z.object({ ja: z.string(), en: z.string() })

function noticeOf(value: unknown): MaintenanceNotice | null {
  const parsed = noticeShape.safeParse(value)
  return parsed.success && (parsed.data.ja.trim() || parsed.data.en.trim()) ? parsed.data : null
}

/** A hand-edited row in an unknown shape counts as unset: never a crash, never a wrong provider. */
function providerOf(value: unknown): ProviderSettings | null {
  const parsed = providerSettingsSchema.safeParse(value)
  return parsed.success ? parsed.data : null
}

function applicationOf(value: unknown): string | null {
  const key = (value as { key?: unknown } | null | undefined)?.key
  return typeof key === 'string' ? key : null
}

export async function loadSystemSettings(db: Db): Promise<SystemSettingsView> {
  const rows = await readRows(db)
  // The page learns only whether a key is set: the stored (sealed) key is not decrypted.
  const provider = providerOf(
    maskSecretFields(rows.get(SETTING_KEYS.defaultProvider), PROVIDER_SECRET_FIELDS),
  )
  return {
    registrationOpen: (rows.get(SETTING_KEYS.registration) as { open?: unknown } | undefined)?.open !== false,
    defaultApplication: applicationOf(rows.get(SETTING_KEYS.defaultApplication)),
    maintenanceNotice: noticeOf(rows.get(SETTING_KEYS.maintenanceNotice)),
    defaultProvider: provider && redactProviderSettings(provider),
  }
}

/** For the tenant layout: the notice in both languages, or null. */
export async function loadMaintenanceNotice(db: Db): Promise<MaintenanceNotice | null> {
  const [row] = await db
    .select({ value: systemSettings.value })
    .from(systemSettings)
    .where(eq(systemSettings.key, SETTING_KEYS.maintenanceNotice))
  return noticeOf(row?.value)
}

/** For the model layer only (chat turns): the full default provider, key included, or null. */
export async function loadSystemDefaultProvider(db: Db): Promise<ProviderSettings | null> {
  const [row] = await db
    .select({ value: systemSettings.value })
    .from(systemSettings)
    .where(eq(systemSettings.key, SETTING_KEYS.defaultProvider))
  return providerOf(openSecretFields(row?.value, PROVIDER_SECRET_FIELDS))
}

/**
 * The form of /admin/system. Messages are i18n keys (field errors in the reader's language).
 * `provider: ''` = no system default; `apiKey: ''` keeps the stored key (it is write-only),
 * `clearApiKey` forgets it. Built per call: it runs on the server only.
 */
export function systemSettingsFormSchema() {
  const text = (max: number) => z.string().trim().max(max, 'validation.maxLength')
  return z
    .object({
      registrationOpen: z.boolean({ error: 'validation.choose' }),
      defaultApplication: z.string().trim().max(63, 'validation.choose').default(''),
      maintenanceJa: text(MAINTENANCE_NOTICE_MAX).default(''),
      maintenanceEn: text(MAINTENANCE_NOTICE_MAX).default(''),
      provider: z.enum(['', ...PROVIDERS] as const, { error: 'validation.choose' }).default(''),
      model: text(200).default(''),
      baseURL: text(2000).default(''),
      apiKey: text(1000).default(''),
      clearApiKey: z.boolean().default(false),
    })
    .strict()
}
export type SystemSettingsForm = z.input<ReturnType<typeof systemSettingsFormSchema>>
type ParsedForm = z.infer<ReturnType<typeof systemSettingsFormSchema>>

/**
 * The rules between fields, checked on whatever strings arrived even when other fields are bad,
 * so the form shows every mistake at once.
 */
function crossFieldErrors(input: unknown): Record<string, string> {
  const raw = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>
  const text = (field: string) => {
    const value = raw[field]
    return typeof value === 'string' ? value.trim() : ''
  }
  const errors: Record<string, string> = {}
  // Every user-visible string exists in both languages: a notice needs both.
  if (text('maintenanceJa') && !text('maintenanceEn')) errors.maintenanceEn = 'adminSystem.errors.noticeBoth'
  if (text('maintenanceEn') && !text('maintenanceJa')) errors.maintenanceJa = 'adminSystem.errors.noticeBoth'
  if (text('baseURL') && !isHttpUrl(text('baseURL'))) errors.baseURL = 'adminSystem.errors.url'
  const provider = text('provider')
  if (provider === 'openai-compatible' || provider === 'anthropic') {
    if (!text('model')) errors.model = 'adminSystem.errors.modelRequired'
    if (provider === 'openai-compatible' && !text('baseURL'))
      errors.baseURL ??= 'adminSystem.errors.baseUrlRequired'
  }
  return errors
}

function isHttpUrl(value: string) {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

/** Thrown with i18n keys per field, for the 400 answer. */
export class SystemSettingsInputError extends Error {
  constructor(readonly fieldErrors: Record<string, string>) {
    super('invalid system settings')
    this.name = 'SystemSettingsInputError'
  }
}

async function upsert(db: Db, key: string, value: unknown) {
  await db
    .insert(systemSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: systemSettings.key, set: { value, updatedAt: sql`now()` } })
}

async function remove(db: Db, key: string) {
  await db.delete(systemSettings).where(eq(systemSettings.key, key))
}

/** The new default provider, merged with the stored key; null when none is set. */
function nextProvider(form: ParsedForm, stored: ProviderSettings | null): ProviderSettings | null {
  if (form.provider === '') return null
  if (form.provider === 'offline') return { provider: 'offline' }
  const apiKey = form.clearApiKey ? undefined : form.apiKey || stored?.apiKey
  const candidate = {
    provider: form.provider,
    model: form.model,
    ...(form.baseURL && { baseURL: form.baseURL }),
    ...(apiKey && { apiKey }),
  }
  const parsed = providerSettingsSchema.safeParse(candidate)
  if (parsed.success) return parsed.data
  // Anthropic without a key (none typed, none stored): the one rule the form cannot see alone.
  const fieldErrors: Record<string, string> = {}
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'provider')
    fieldErrors[field] ??=
      field === 'apiKey' ? 'adminSystem.errors.apiKeyRequired' : 'adminSystem.errors.invalid'
  }
  throw new SystemSettingsInputError(fieldErrors)
}

function sameProvider(a: ProviderSettings | null, b: ProviderSettings | null) {
  return JSON.stringify(a) === JSON.stringify(b)
}

/**
 * Saves the whole form. Unchanged areas write nothing; each changed area writes its row and one
 * audit row (`system.registration`, `system.default_application`, `system.maintenance_notice`,
 * `system.default_provider`) in one transaction. Returns the settings as the page shows them.
 */
/** The form as sent (the route's declared schema plus cross-field rules), or its field errors. */
export function parseSystemSettingsForm(input: unknown): ParsedForm {
  const parsed = systemSettingsFormSchema().safeParse(input)
  const fieldErrors: Record<string, string> = {}
  if (!parsed.success) {
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0] ?? 'form')] ??= issue.message
  }
  for (const [field, key] of Object.entries(crossFieldErrors(input))) fieldErrors[field] ??= key
  if (!parsed.success || Object.keys(fieldErrors).length > 0) throw new SystemSettingsInputError(fieldErrors)
  return parsed.data
}

export async function updateSystemSettings(
  db: Db,
  form: ParsedForm,
  actor: string,
): Promise<{ settings: SystemSettingsView; changed: string[] }> {
  const changed = await db.transaction(async (tx) => {
    const before = await loadSystemSettings(tx)
    const storedProvider = await loadSystemDefaultProvider(tx)
    if (form.defaultApplication) {
      const [found] = await tx
        .select({ key: applications.key })
        .from(applications)
        .where(eq(applications.key, form.defaultApplication))
      if (!found)
        throw new SystemSettingsInputError({ defaultApplication: 'adminSystem.errors.unknownApplication' })
    }
    const provider = nextProvider(form, storedProvider)
    const audit = (action: string, details: Record<string, unknown>) =>
      recordAudit(tx, { actor, action, target: 'system', details })
    const areas: string[] = []

    if (form.registrationOpen !== before.registrationOpen) {
      await upsert(tx, SETTING_KEYS.registration, { open: form.registrationOpen })
      await audit('system.registration', { open: form.registrationOpen })
      areas.push('registration')
    }
    const application = form.defaultApplication || null
    if (application !== before.defaultApplication) {
      if (application) await upsert(tx, SETTING_KEYS.defaultApplication, { key: application })
      else await remove(tx, SETTING_KEYS.defaultApplication)
      await audit('system.default_application', { from: before.defaultApplication, to: application })
      areas.push('defaultApplication')
    }
    const notice = form.maintenanceJa ? { ja: form.maintenanceJa, en: form.maintenanceEn } : null
    if (JSON.stringify(notice) !== JSON.stringify(before.maintenanceNotice)) {
      if (notice) await upsert(tx, SETTING_KEYS.maintenanceNotice, notice)
      else await remove(tx, SETTING_KEYS.maintenanceNotice)
      await audit('system.maintenance_notice', { notice })
      areas.push('maintenanceNotice')
    }
    if (!sameProvider(provider, storedProvider)) {
      if (provider)
        await upsert(tx, SETTING_KEYS.defaultProvider, sealSecretFields(provider, PROVIDER_SECRET_FIELDS))
      else await remove(tx, SETTING_KEYS.defaultProvider)
      await audit('system.default_provider', describeProviderChange(storedProvider, provider))
      areas.push('defaultProvider')
    }
    return areas
  })
  return { settings: await loadSystemSettings(db), changed }
}

/** What the audit trail keeps: the visible settings, and for the key only whether it changed. */
function describeProviderChange(before: ProviderSettings | null, after: ProviderSettings | null) {
  const keyChange = before?.apiKey === after?.apiKey ? 'unchanged' : after?.apiKey ? 'set' : 'cleared'
  return {
    provider: after?.provider ?? null,
    model: after?.model ?? null,
    baseURL: after ? (redactProviderSettings(after).baseURL ?? null) : null,
    apiKey: keyChange,
  }
}
