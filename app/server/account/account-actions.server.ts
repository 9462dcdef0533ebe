/**
 * The /user actions as the server functions call them: input checked with the shared zod
 * schemas, the change made by the account services, the answer an ActionResult. Kept apart from
 * the server functions so integration tests call them on a real database.
 */
import type { z } from 'zod'
import type { BilingualText } from '#app/i18n/bilingual-text.shared'
import { bothLanguages } from '#app/i18n/texts.server'
import type { Db } from '#db/client'
import {
  apiTokenNameSchema,
  chatFontSchema,
  confirmEmailSchema,
  emailChangeSchema,
  idSchema,
  localeSchema,
  nameSchema,
  passwordChangeSchema,
  timeZoneSchema,
} from '../../features/account/account-schemas.shared'
import type { Auth } from '../auth/auth.server'
import type { MailMessage } from '../mail/mailer.server'
import {
  type AccountCaller,
  changePassword,
  revokeOtherSessions,
  revokeSession,
  updateChatFont,
  updateLocale,
  updateName,
  updateTimeZone,
} from './account.server'
import {
  type ActionFailure,
  type ActionResult,
  failure,
  parseInput,
  serviceAction,
} from './action-result.server'
import { type ApiTokenSummary, apiTokensRepository } from './api-tokens.server'
import { confirmEmailChange, requestEmailChange } from './email-change.server'

/** A setting of the caller's own: the input read by `schema`, saved by `save`. */
function settingAction<S extends z.ZodType>(
  schema: S,
  save: (db: Db, caller: AccountCaller, input: z.output<S>) => Promise<unknown>,
) {
  return async (db: Db, caller: AccountCaller, input: unknown): Promise<ActionResult> => {
    const parsed = parseInput(schema, input)
    if (!parsed.ok) return parsed
    await save(db, caller, parsed.data)
    return { ok: true }
  }
}

export const renameAction = settingAction(nameSchema, (db, caller, { name }) => updateName(db, caller, name))
export const localeAction = settingAction(localeSchema, (db, caller, { locale }) =>
  updateLocale(db, caller, locale),
)
export const chatFontAction = settingAction(chatFontSchema, (db, caller, { font }) =>
  updateChatFont(db, caller, font),
)
export const timeZoneAction = settingAction(timeZoneSchema, (db, caller, { timeZone }) =>
  updateTimeZone(db, caller, timeZone),
)

export async function emailChangeAction(
  db: Db,
  caller: AccountCaller & { name: string; email: string },
  origin: string,
  send: (message: MailMessage) => Promise<unknown>,
  input: unknown,
): Promise<ActionResult<{ sentTo: string }>> {
  const parsed = parseInput(emailChangeSchema, input)
  if (!parsed.ok) return parsed
  const newEmail = parsed.data.newEmail.toLowerCase()
  if (newEmail === caller.email.toLowerCase()) return failure(400, 'account.email.same', 'newEmail')
  await requestEmailChange(db, { ...caller, newEmail, origin, send })
  return { ok: true, sentTo: newEmail }
}

export async function confirmEmailAction(
  db: Db,
  caller: AccountCaller,
  input: unknown,
): Promise<ActionResult<{ email: string; message: BilingualText }>> {
  const parsed = parseInput(confirmEmailSchema, input)
  if (!parsed.ok) return failure(400, 'account.email.invalid')
  const outcome = await confirmEmailChange(db, caller, parsed.data.token)
  if (outcome.status === 'changed') {
    return {
      ok: true,
      email: outcome.email,
      message: bothLanguages('account.email.changed', { email: outcome.email }),
    }
  }
  return failure(outcome.status === 'taken' ? 409 : 400, `account.email.${outcome.status}`)
}

export async function passwordAction(
  db: Db,
  auth: Auth,
  caller: AccountCaller,
  headers: Headers,
  input: unknown,
): Promise<ActionResult<{ setCookies: string[]; token: string | null }>> {
  const parsed = parseInput(passwordChangeSchema, input)
  if (!parsed.ok) return parsed
  const result = await changePassword(db, auth, caller, headers, parsed.data)
  if (result.ok) return result
  return result.reason === 'wrong-password'
    ? failure(400, 'account.password.wrongCurrent', 'currentPassword')
    : failure(400, 'account.password.noPassword')
}

/** Ends one of the caller's sessions or tokens by id; another user's id is a 404 failure. */
function revokeAction(
  revoke: (db: Db, caller: AccountCaller, id: string) => Promise<unknown>,
  refuse: (caller: AccountCaller, id: string) => ActionFailure | undefined = () => undefined,
) {
  return async (db: Db, caller: AccountCaller, input: unknown): Promise<ActionResult> => {
    const parsed = parseInput(idSchema, input)
    if (!parsed.ok) return parsed
    const refusal = refuse(caller, parsed.data.id)
    if (refusal) return refusal
    return serviceAction(async () => {
      await revoke(db, caller, parsed.data.id)
      return {}
    })
  }
}

// The session making the request is not in the list: it ends by signing out.
export const revokeSessionAction = revokeAction(revokeSession, (caller, id) =>
  id === caller.sessionId ? failure(400, 'account.notFound') : undefined,
)

export async function revokeOtherSessionsAction(
  db: Db,
  caller: AccountCaller,
): Promise<ActionResult<{ count: number }>> {
  return { ok: true, count: await revokeOtherSessions(db, caller) }
}

export async function createApiTokenAction(
  db: Db,
  caller: AccountCaller,
  input: unknown,
): Promise<ActionResult<{ token: string; summary: ApiTokenSummary }>> {
  const parsed = parseInput(apiTokenNameSchema, input)
  if (!parsed.ok) return parsed
  return serviceAction(() => apiTokensRepository(db, caller).create(parsed.data.name))
}

export const revokeApiTokenAction = revokeAction((db, caller, id) =>
  apiTokensRepository(db, caller).revoke(id),
)
