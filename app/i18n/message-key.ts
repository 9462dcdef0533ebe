import type { i18n } from 'i18next'
import type { Messages } from './locales/ja'

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>
}[keyof T & string]

/** Every translation key, e.g. `'validation.required'`. */
export type MessageKey = Leaves<Messages>

/**
 * Whether a string from elsewhere (a validation issue's message) names a translation. Schemas
 * use keys as messages (`z.string().min(8, 'validation.minLength')`) so errors follow the locale.
 */
export function isMessageKey(instance: i18n, value: string): value is MessageKey {
  return instance.exists(value)
}
