/**
 * The frame of every console call of the tenant, overview and audit pages: the session must be a
 * system administrator's (signed in through /admin/login) or the answer is 403; bad input comes
 * back as field errors in Japanese and English; a refusal a service throws (ServiceError) as its
 * messages in both languages with its status. Nothing else ever answers 500 with details.
 */
import type { z } from 'zod'
import type { BilingualText } from '#app/i18n/bilingual-text.shared'
import { bothLanguages, type TextKey, type TextParams } from '#app/i18n/texts.server'
import type { RequestSession } from '../../auth/session.server'
import { isDataException } from '../../db-errors.server'
import { ServiceError } from '../../errors.server'
import { keyedIssueText, says } from '../../issue-text.server'
import { captureServerError } from '../../sentry.server'
import {
  ADMIN_ONLY,
  type AdminCaller,
  adminCallerOf,
  ENROLMENT_REQUIRED,
  owesTwoFactorEnrolment,
} from '../admin-http.server'

export type { AdminCaller }

export type AdminFailure = {
  ok: false
  status: number
  error: string
  message: BilingualText
  /** Per field, in both languages; empty when the refusal is about the whole request. */
  fieldErrors: Record<string, BilingualText>
}
export type AdminResult<T> = { ok: true; data: T } | AdminFailure

/** A refusal that names the field it is about, so the form shows it under that field. */
export class AdminFieldError extends Error {
  constructor(
    readonly status: number,
    readonly fieldErrors: Record<string, BilingualText>,
  ) {
    super('field errors')
    this.name = 'AdminFieldError'
  }

  /** A catalogue text shown under `field`. */
  static on(field: string, key: TextKey, params?: TextParams, status = 400) {
    return new AdminFieldError(status, { [field]: bothLanguages(key, params) })
  }

  /** A service's refusal (taken slug, unknown plan…) shown under `field`. */
  static of(field: string, error: ServiceError) {
    return new AdminFieldError(error.status, { [field]: error.messages })
  }
}

export function failure(
  status: number,
  error: string,
  message: BilingualText,
  fieldErrors: Record<string, BilingualText> = {},
): AdminFailure {
  return { ok: false, status, error, message, fieldErrors }
}

export const forbidden = () => failure(403, 'forbidden', ADMIN_ONLY)

/**
 * Parses with a schema whose messages are catalogue keys (app/server/tenancy/fields.ts, the
 * CLI's rules); throws an AdminFieldError naming each bad field (the first issue of each).
 */
export function parseFields<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  // Issues the shared schemas do not word themselves (a missing field, a number for a string)
  // still get a message in both languages.
  const result = schema.safeParse(input, { error: () => says('errors.admin.missingOrInvalid') })
  if (result.success) return result.data
  const fieldErrors: Record<string, BilingualText> = {}
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'form'
    fieldErrors[field] ??= keyedIssueText(issue) ?? bothLanguages('errors.admin.missingOrInvalid')
  }
  throw new AdminFieldError(400, fieldErrors)
}

/** Runs `work` for a system-administrator session; any other session (or none) gets 403. */
export async function runAdminCall<T>(
  session: RequestSession | null,
  work: (caller: AdminCaller) => Promise<T>,
): Promise<AdminResult<T>> {
  const caller = adminCallerOf(session)
  if (!caller) return forbidden()
  if (session && owesTwoFactorEnrolment(session)) {
    return failure(403, ENROLMENT_REQUIRED, bothLanguages('errors.twoFactor.enrolmentRequired'))
  }
  try {
    const data = await work(caller)
    return { ok: true, data }
  } catch (error) {
    if (error instanceof AdminFieldError) {
      return failure(
        error.status,
        'invalid_input',
        bothLanguages('errors.common.checkForm'),
        error.fieldErrors,
      )
    }
    if (error instanceof ServiceError) return failure(error.status, error.code, error.messages)
    // The database refused a value of the request (a NUL character, a number out of range).
    if (isDataException(error)) {
      return failure(400, 'invalid_input', bothLanguages('errors.admin.unstorableInput'))
    }
    captureServerError(error)
    return failure(500, 'internal_error', bothLanguages('errors.admin.serverError'))
  }
}
