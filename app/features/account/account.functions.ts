/**
 * /user's actions. Each asks for a real session of a tenant user (account-caller.server.ts), then
 * hands the input to app/server/account/account-actions.server.ts. What /user reads is in
 * account-queries.functions.ts.
 */
import { createServerFn } from '@tanstack/react-start'
import { appendResponseHeader, getRequest } from '@tanstack/react-start/server'
import type { z } from 'zod'
import * as actions from '../../server/account/account-actions.server'
import { accountCaller } from '../../server/account/account-caller.server'
import { failure, parseInput } from '../../server/account/action-result.server'
import { getAuth } from '../../server/auth/auth.server'
import { sendMail } from '../../server/mail/mailer.server'
import * as schemas from './account-schemas.shared'

const signedOut = () => failure(401, 'auth.session.expired')

/**
 * The form read with its shared schema: the parsed fields, or the 400 with each field's problem,
 * which the handler answers once it knows the caller is signed in (else 401, whatever was sent).
 */
const form =
  <S extends z.ZodType>(schema: S) =>
  (data: unknown) =>
    parseInput(schema, data)

export const renameUser = createServerFn({ method: 'POST' })
  .validator(form(schemas.nameSchema))
  .handler(async ({ data }) => {
    const found = await accountCaller()
    if (!found) return signedOut()
    return data.ok ? actions.renameAction(found.db, found.caller, data.data) : data
  })

export const saveLocale = createServerFn({ method: 'POST' })
  .validator(form(schemas.localeSchema))
  .handler(async ({ data }) => {
    const found = await accountCaller()
    if (!found) return signedOut()
    return data.ok ? actions.localeAction(found.db, found.caller, data.data) : data
  })

export const saveChatFont = createServerFn({ method: 'POST' })
  .validator(form(schemas.chatFontSchema))
  .handler(async ({ data }) => {
    const found = await accountCaller()
    if (!found) return signedOut()
    return data.ok ? actions.chatFontAction(found.db, found.caller, data.data) : data
  })

export const saveTimeZone = createServerFn({ method: 'POST' })
  .validator(form(schemas.timeZoneSchema))
  .handler(async ({ data }) => {
    const found = await accountCaller()
    if (!found) return signedOut()
    return data.ok ? actions.timeZoneAction(found.db, found.caller, data.data) : data
  })

export const requestEmailChange = createServerFn({ method: 'POST' })
  .validator(form(schemas.emailChangeSchema))
  .handler(async ({ data }) => {
    const found = await accountCaller()
    if (!found) return signedOut()
    if (!data.ok) return data
    // The link opens the site the user is on: each tenant has its own domain.
    const origin = new URL(getRequest().url).origin
    return actions.emailChangeAction(
      found.db,
      found.caller,
      origin,
      (message) => sendMail(message),
      data.data,
    )
  })

export const confirmEmailChange = createServerFn({ method: 'POST' })
  .validator(form(schemas.confirmEmailSchema))
  .handler(async ({ data }) => {
    const found = await accountCaller()
    if (!found) return signedOut()
    return data.ok ? actions.confirmEmailAction(found.db, found.caller, data.data) : data
  })

export const changePassword = createServerFn({ method: 'POST' })
  .validator(form(schemas.passwordChangeSchema))
  .handler(async ({ data }) => {
    const found = await accountCaller()
    if (!found) return signedOut()
    if (!data.ok) return data
    const result = await actions.passwordAction(
      found.db,
      await getAuth(),
      found.caller,
      getRequest().headers,
      data.data,
    )
    if (!result.ok) return result
    // Revoking the other sessions replaces this one: the browser takes the new cookie.
    for (const cookie of result.setCookies) appendResponseHeader('set-cookie', cookie)
    return { ok: true as const, token: result.token }
  })

export const revokeSession = createServerFn({ method: 'POST' })
  .validator(form(schemas.idSchema))
  .handler(async ({ data }) => {
    const found = await accountCaller()
    if (!found) return signedOut()
    return data.ok ? actions.revokeSessionAction(found.db, found.caller, data.data) : data
  })

export const revokeOtherSessions = createServerFn({ method: 'POST' }).handler(async () => {
  const found = await accountCaller()
  return found ? actions.revokeOtherSessionsAction(found.db, found.caller) : signedOut()
})

export const createApiToken = createServerFn({ method: 'POST' })
  .validator(form(schemas.apiTokenNameSchema))
  .handler(async ({ data }) => {
    const found = await accountCaller()
    if (!found) return signedOut()
    return data.ok ? actions.createApiTokenAction(found.db, found.caller, data.data) : data
  })

export const revokeApiToken = createServerFn({ method: 'POST' })
  .validator(form(schemas.idSchema))
  .handler(async ({ data }) => {
    const found = await accountCaller()
    if (!found) return signedOut()
    return data.ok ? actions.revokeApiTokenAction(found.db, found.caller, data.data) : data
  })
