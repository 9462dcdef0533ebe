/**
 * The shapes of tenancy values (slug, host name, ai_type, theme, e-mail, password), as zod
 * schemas whose messages are catalogue keys (app/i18n/errors/fields.ts). Shared by the services, the
 * CLI and, later, the console's forms; `validateInput` names each bad field and its value.
 */
import { z } from 'zod'
import type { TextKey } from '#app/i18n/texts.server'
import { isThemeKey } from '#registry/index'
import { InvalidInputError } from '../errors.server'
import { issueText, zodWording } from '../issue-text.server'

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/

/** A DNS host name: dot-separated labels of letters, digits and inner hyphens, at most 253 long. */
export function isValidHostname(value: string): boolean {
  return value.length > 0 && value.length <= 253 && value.split('.').every((label) => LABEL.test(label))
}

/** Tenant slug: one DNS label, so `<slug>.localhost` and `<slug>.example.com` are valid hosts. */
export const slugSchema = z.string().trim().regex(LABEL, 'errors.fields.slug')

/**
 * Path segments of fixed pages that share a parent with `{ai_type}` (/login/ezpass,
 * /freeRegist/thanks), and `default`, which names the system default prices where an ai_type
 * could stand (`opsai apps price list default`, /api/admin/model-prices/default).
 */
export const RESERVED_AI_TYPES = ['ezpass', 'thanks', 'default'] as const

export const aiTypeSchema = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_]{1,62}$/, 'errors.fields.aiType')
  .refine((value) => !(RESERVED_AI_TYPES as readonly string[]).includes(value), {
    message: 'errors.fields.aiTypeReserved',
  })

export const themeKeySchema = z.string().trim().refine(isThemeKey, {
  message: 'errors.fields.themeKey',
})

/** Operators type host names as they like: case and a trailing dot do not matter; a port does. */
export const hostnameSchema = z
  .string()
  .trim()
  .transform((value) => value.toLowerCase().replace(/\.$/, ''))
  .refine(isValidHostname, { message: 'errors.fields.hostname' })

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'errors.fields.email' }))

/** better-auth's default limits for e-mail and password sign-up. */
/**
 * Validation wording of the server, the forms' own keys (app/i18n validation.*): one style on
 * every screen (issue 14). The bound of `atLeast`/`atMost` comes from zod's issue (`minimum`).
 */
export const validationMessage = {
  required: 'validation.required',
  atLeast: 'validation.minLength',
  atMost: 'validation.maxLength',
  oneLine: 'errors.fields.oneLine',
} as const satisfies Record<string, TextKey>

export const passwordSchema = z.string().min(8, validationMessage.atLeast).max(128, validationMessage.atMost)

export const displayNameSchema = z
  .string()
  .trim()
  .min(1, validationMessage.required)
  .max(100, validationMessage.atMost)
  .refine((value) => !/[\r\n]/.test(value), { message: validationMessage.oneLine })

export const planIdSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9_-]{0,62}$/, 'errors.fields.lowerCaseId')

/** A count of tokens: a whole number, zero or more. */
export const tokenCountSchema = z
  .number({ message: 'errors.fields.notANumber' })
  .int('errors.fields.notWhole')
  .min(0, 'errors.fields.negative')
  .max(Number.MAX_SAFE_INTEGER, 'errors.fields.tooLarge')

/**
 * Parses service input; on failure throws an InvalidInputError naming each field and the value
 * it got, so nothing is written from a half-valid request.
 */
export function validateInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const lines = result.error.issues.map((issue) => {
    const value = valueAt(input, issue.path)
    // A rejected secret is still a secret: never echo it into a terminal or a log.
    const secret = SECRET_FIELD.test(String(issue.path.at(-1) ?? ''))
    const shown = value === undefined || secret ? '' : ` ${JSON.stringify(value)}`
    const field = `${issue.path.map(String).join('.') || 'value'}${shown}`
    const text = issueText(issue, zodWording(issue))
    return { ja: `${field}: ${text.ja}`, en: `${field}: ${text.en}` }
  })
  throw new InvalidInputError('errors.fields.invalidInput', {
    detailsJa: lines.map((line) => line.ja).join('; '),
    detailsEn: lines.map((line) => line.en).join('; '),
  })
}

const SECRET_FIELD = /password|apiKey|secret/i

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current = input
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined
    current = Reflect.get(current, key)
  }
  return current
}
