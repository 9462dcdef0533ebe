/**
 * Free registration (/freeRegist and /freeRegist/{ai_type}): a new tenant on the application's
 * default plan with the registrant as its owner. A taken e-mail address is refused without
 * saying whether that account exists, and nothing is written when any step fails (createTenant
 * runs in one transaction).
 */
import { randomBytes } from 'node:crypto'
import { asc, eq } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '#db/client'
import { applications, systemSettings } from '#db/schema'
import { ConflictError, NotFoundError, ServiceError } from '../errors.server'
import { displayNameSchema, emailSchema, passwordSchema } from '../tenancy/fields.server'
import { createTenant } from '../tenancy/tenants.server'
import { isUnstorableText } from '../unstorable-text.server'

// Every message is an i18n key the form translates, a missing or mistyped field's too (a forged
// call's): zod's own messages are English only.
const text = () =>
  z
    .string({ error: 'validation.required' })
    .refine((value) => !isUnstorableText(value), 'validation.unstorable')

export const registrationSchema = z.object(
  {
    organization: text().trim().min(1, 'validation.required').max(100, 'validation.maxLength'),
    name: text().trim().min(1, 'validation.required').max(100, 'validation.maxLength'),
    email: text()
      .trim()
      .min(1, 'validation.required')
      .max(320, 'validation.maxLength')
      .pipe(z.email('validation.email')),
    password: text().min(8, 'validation.minLength').max(128, 'validation.maxLength'),
    aiType: z.string({ error: 'validation.choose' }).max(63, 'validation.choose').optional(),
  },
  { error: 'validation.required' },
)
export type RegistrationInput = z.infer<typeof registrationSchema>

export type RegistrationFailure = 'closed' | 'email-taken' | 'unknown-application' | 'unavailable'

export class RegistrationError extends Error {
  constructor(readonly reason: RegistrationFailure) {
    super(reason)
  }
}

/** `system_settings.registration` (set at /admin/system); no row = open. */
export async function registrationOpen(db: Db): Promise<boolean> {
  const [row] = await db.select().from(systemSettings).where(eq(systemSettings.key, 'registration'))
  return (row?.value as { open?: unknown } | undefined)?.open !== false
}

async function registrationApplication(db: Db, aiType: string | undefined): Promise<string> {
  if (aiType) {
    const [found] = await db
      .select({ key: applications.key })
      .from(applications)
      .where(eq(applications.key, aiType))
    if (!found) throw new RegistrationError('unknown-application')
    return found.key
  }
  const [setting] = await db.select().from(systemSettings).where(eq(systemSettings.key, 'defaultApplication'))
  const preferred = (setting?.value as { key?: unknown } | undefined)?.key
  if (typeof preferred === 'string') return registrationApplication(db, preferred)
  const [first] = await db
    .select({ key: applications.key })
    .from(applications)
    .orderBy(asc(applications.key))
    .limit(1)
  if (!first) throw new RegistrationError('unknown-application')
  return first.key
}

/** Creates the tenant and its owner; returns the new tenant's slug. */
export async function registerFreeTenant(db: Db, input: RegistrationInput): Promise<{ slug: string }> {
  if (!(await registrationOpen(db))) throw new RegistrationError('closed')
  const applicationKey = await registrationApplication(db, input.aiType)
  // Validated again by createTenant with the same schemas; parsed here to normalise the e-mail.
  const email = emailSchema.parse(input.email)
  passwordSchema.parse(input.password)
  const slug = `t-${randomBytes(5).toString('hex')}`
  try {
    await createTenant(
      db,
      {
        slug,
        name: displayNameSchema.parse(input.organization),
        applicationKey,
        owner: {
          email,
          password: input.password,
          name: displayNameSchema.parse(input.name),
          emailVerified: false,
        },
      },
      `register:${email}`,
    )
  } catch (error) {
    if (error instanceof ConflictError && error.message.includes(email))
      throw new RegistrationError('email-taken')
    if (error instanceof NotFoundError) throw new RegistrationError('unknown-application')
    // The application exists but cannot take registrations (e.g. no default plan).
    if (error instanceof ServiceError && error.status === 400) throw new RegistrationError('unavailable')
    throw error
  }
  return { slug }
}
