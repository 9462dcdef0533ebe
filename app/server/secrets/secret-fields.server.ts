/**
 * Secrets inside the JSON settings the database keeps (`applications.settings.apiKey`,
 * `system_settings.defaultProvider.apiKey`, …): writers seal the named fields, the model layer
 * opens them, and screens see only that a value is set (`maskSecretFields`), without decrypting.
 */
import { isSealed, openSecret, type SecretKey, sealSecret } from './secret-cipher.server'
import { currentSecretKey } from './secret-key.server'

/** What a screen's parser sees in place of a stored secret: a non-empty string, never the value. */
export const MASKED_SECRET = '[set]'

type JsonObject = Record<string, unknown>

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function mapStrings(value: unknown, fields: readonly string[], change: (text: string) => string): unknown {
  if (!isObject(value)) return value
  const copy: JsonObject = { ...value }
  for (const field of fields) {
    const text = copy[field]
    if (typeof text === 'string') copy[field] = change(text)
  }
  return copy
}

/** A copy with each named string field sealed (fields already sealed stay as they are). */
export function sealSecretFields<T>(
  value: T,
  fields: readonly string[],
  key: SecretKey = currentSecretKey(),
): T {
  return mapStrings(value, fields, (text) => (isSealed(text) ? text : sealSecret(text, key))) as T
}

/** A copy with each named field in clear, for the model layer and for merging a change. */
export function openSecretFields(value: unknown, fields: readonly string[], key?: SecretKey): unknown {
  return mapStrings(value, fields, (text) =>
    isSealed(text) ? openSecret(text, key ?? currentSecretKey()) : text,
  )
}

/** A copy where each set secret reads `[set]`: enough to say "a key is set", nothing to leak. */
export function maskSecretFields(value: unknown, fields: readonly string[]): unknown {
  return mapStrings(value, fields, (text) => (text ? MASKED_SECRET : text))
}

/** One stored secret string (a column, not a JSON field) sealed, or null/undefined as it was. */
export function sealStoredSecret<T extends string | null | undefined>(value: T, key?: SecretKey): T {
  if (typeof value !== 'string' || isSealed(value)) return value
  return sealSecret(value, key ?? currentSecretKey()) as T
}

export function openStoredSecret<T extends string | null | undefined>(value: T, key?: SecretKey): T {
  if (typeof value !== 'string' || !isSealed(value)) return value
  return openSecret(value, key ?? currentSecretKey()) as T
}
