/**
 * The shapes of tenancy values (slug, host name, ai_type, theme, e-mail, password), as zod
 * schemas whose messages say what is wrong in English and Japanese. Shared by the services, the
 * CLI and, later, the console's forms; `validateInput` names each bad field and its value.
 */
import { z } from 'zod'
import { isThemeKey } from '../../../registry/index'
import { InvalidInputError } from '../errors.server'

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/

/** A DNS host name: dot-separated labels of letters, digits and inner hyphens, at most 253 long. */
export function isValidHostname(value: string): boolean {
  return value.length > 0 && value.length <= 253 && value.split('.').every((label) => LABEL.test(label))
}

/** Tenant slug: one DNS label, so `<slug>.localhost` and `<slug>.example.com` are valid hosts. */
export const slugSchema = z
  .string()
  .trim()
  .regex(
    LABEL,
    'must be lower-case letters, digits and inner hyphens, at most 63 / 英小文字・数字・ハイフンで63文字以内',
  )

/** Path segments of fixed pages that share a parent with `{ai_type}` (/login/ezpass, /freeRegist/thanks). */
export const RESERVED_AI_TYPES = ['ezpass', 'thanks'] as const

export const aiTypeSchema = z
  .string()
  .trim()
  .regex(
    /^[a-z][a-z0-9_]{1,62}$/,
    'must start with a lower-case letter and use lower-case letters, digits and underscores, 2–63 characters / 英小文字で始め、英小文字・数字・アンダースコア（_）の2〜63文字にしてください',
  )
  .refine((value) => !(RESERVED_AI_TYPES as readonly string[]).includes(value), {
    message: 'is reserved for a fixed page / 固定ページの名前のため使えません',
  })

export const themeKeySchema = z.string().trim().refine(isThemeKey, {
  message: 'is not a registered theme / 登録されたテーマではありません',
})

/** Operators type host names as they like: case and a trailing dot do not matter; a port does. */
export const hostnameSchema = z
  .string()
  .trim()
  .transform((value) => value.toLowerCase().replace(/\.$/, ''))
  .refine(isValidHostname, {
    message:
      'is not a host name (letters, digits, hyphens and dots; no scheme, port or path) / ホスト名ではありません',
  })

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'is not an e-mail address / メールアドレスではありません' }))

/** better-auth's default limits for e-mail and password sign-up. */
/**
 * Validation wording of the server, the same as the forms' (app/i18n validation.*): one style on
 * every screen, "入力してください。" / "This field is required." (issue 14).
 */
export const validationMessage = {
  required: 'This field is required. / 入力してください。',
  atLeast: (minimum: number) =>
    `Enter at least ${minimum} characters. / ${minimum}文字以上で入力してください。`,
  atMost: (maximum: number) =>
    `Enter at most ${maximum} characters. / ${maximum}文字以内で入力してください。`,
  oneLine: 'Enter one line. / 1行で入力してください。',
}

export const passwordSchema = z
  .string()
  .min(8, validationMessage.atLeast(8))
  .max(128, validationMessage.atMost(128))

export const displayNameSchema = z
  .string()
  .trim()
  .min(1, validationMessage.required)
  .max(100, validationMessage.atMost(100))
  .refine((value) => !/[\r\n]/.test(value), { message: validationMessage.oneLine })

export const planIdSchema = z
  .string()
  .trim()
  .regex(
    /^[a-z0-9][a-z0-9_-]{0,62}$/,
    'must be lower-case letters, digits, - and _ / 英小文字・数字・-・_ で指定してください',
  )

/** A count of tokens: a whole number, zero or more. */
export const tokenCountSchema = z
  .number({ message: 'must be a number / 数値にしてください' })
  .int('must be a whole number / 整数にしてください')
  .min(0, 'must not be negative / 負の値にはできません')
  .max(Number.MAX_SAFE_INTEGER, 'is too large / 大きすぎます')

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
    return `${issue.path.map(String).join('.') || 'value'}${shown}: ${issue.message}`
  })
  throw new InvalidInputError(`Invalid input / 入力が不正です: ${lines.join('; ')}`)
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
