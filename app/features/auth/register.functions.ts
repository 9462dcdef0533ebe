import { createServerFn } from '@tanstack/react-start'
import {
  appendResponseHeader,
  getRequest,
  setResponseHeader,
  setResponseStatus,
} from '@tanstack/react-start/server'
import { z } from 'zod'
import { getDatabase } from '#db/runtime'
import { getAuth } from '../../server/auth/auth.server'
import {
  RegistrationError,
  type RegistrationFailure,
  registerFreeTenant,
  registrationSchema,
} from '../../server/auth/free-registration.server'
import { consumeRegistrationAttempt, rateLimitMessages } from '../../server/http/rate-limit.server'

export type RegisterResult =
  | { ok: true; signedIn: boolean; token: string | null }
  | {
      ok: false
      reason: RegistrationFailure | 'invalid' | 'rate-limited'
      fieldErrors?: Record<string, string>
      /** With 'rate-limited': seconds until the next attempt, and the message in both languages. */
      retryAfter?: number
      messages?: { ja: string; en: string }
    }

const requestSchema = registrationSchema.extend({
  signIn: z.boolean({ error: 'validation.choose' }).optional(),
})

/** The form, or the refusal to answer as is: each field's first problem (an i18n key). */
function readRegistration(input: unknown) {
  const parsed = requestSchema.safeParse(input)
  if (parsed.success) return { ok: true as const, data: parsed.data }
  const fieldErrors: Record<string, string> = {}
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? 'form')
    fieldErrors[key] ??= issue.message
  }
  return { ok: false as const, reason: 'invalid' as const, fieldErrors }
}

/**
 * Free registration, then sign-in unless the caller suppresses it (spec §7: sign-up signs in
 * unless suppressed). Validation failures come back as field errors (i18n keys), never a 500.
 */
export const registerTenant = createServerFn({ method: 'POST' })
  .validator(readRegistration)
  .handler(async ({ data: parsed }): Promise<RegisterResult> => {
    if (!parsed.ok) return parsed
    const { db } = await getDatabase()
    // Per client address (OPSAI_REGISTER_MAX_ATTEMPTS): 429 with Retry-After, ADR 014.
    const retryAfter = await consumeRegistrationAttempt(db, getRequest())
    if (retryAfter !== null) {
      setResponseStatus(429)
      setResponseHeader('retry-after', String(retryAfter))
      return { ok: false, reason: 'rate-limited', retryAfter, messages: rateLimitMessages(retryAfter) }
    }
    try {
      await registerFreeTenant(db, parsed.data)
    } catch (error) {
      if (error instanceof RegistrationError) return { ok: false, reason: error.reason }
      throw error
    }
    if (parsed.data.signIn === false) return { ok: true, signedIn: false, token: null }
    const auth = await getAuth()
    const { headers, response } = await auth.api.signInEmail({
      body: { email: parsed.data.email, password: parsed.data.password },
      headers: getRequest().headers,
      returnHeaders: true,
    })
    for (const cookie of headers.getSetCookie()) appendResponseHeader('set-cookie', cookie)
    return { ok: true, signedIn: true, token: response.token }
  })
