/**
 * The /user forms' input, checked the same way in the browser and on the server. Messages are
 * i18n keys (app/i18n/locales), translated with zod's own values (`minimum`, `maximum`).
 */
import { z } from 'zod'
import { FONT_FAMILIES } from '#root/app.constants'
import { LOCALES } from '../../i18n/locale'
import { TIME_ZONE_CHOICES } from '../../i18n/time'

const required = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(max, 'validation.maxLength')

export const nameSchema = z.object({ name: required(100) })

export const emailChangeSchema = z.object({
  newEmail: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(320, 'validation.maxLength')
    .pipe(z.email('validation.email')),
})

/** better-auth's limits (auth.server.ts: 8–128). */
export const passwordChangeSchema = z.object({
  // No password is longer than better-auth's limit: a longer one is refused here, not by its hasher.
  currentPassword: z
    .string({ error: 'validation.required' })
    .min(1, 'validation.required')
    .max(128, 'validation.maxLength'),
  newPassword: z
    .string({ error: 'validation.required' })
    .min(8, 'validation.minLength')
    .max(128, 'validation.maxLength'),
  revokeOtherSessions: z.boolean().default(false),
})

export const localeSchema = z.object({ locale: z.enum(LOCALES, 'validation.choose') })

/** `null` is the system font. */
export const chatFontSchema = z.object({ font: z.enum(FONT_FAMILIES, 'validation.choose').nullable() })

/** An IANA zone from the list offered on /user (ADR 020). */
export const timeZoneSchema = z.object({ timeZone: z.enum(TIME_ZONE_CHOICES, 'validation.choose') })

export const apiTokenNameSchema = z.object({ name: required(60) })

export const idSchema = z.object({
  id: z.string().min(1, 'validation.required').max(200, 'validation.maxLength'),
})

export const confirmEmailSchema = z.object({ token: z.string().min(1).max(400) })
