/**
 * The signed-in user's own account on /user: profile name, language, chat font, active sessions
 * and password. Every change writes an audit row; sessions and rows are only ever the caller's own
 * (another user's session id is not found).
 */
import { and, desc, eq, gt, ne } from 'drizzle-orm'
import type { Db } from '#db/client'
import { session, user } from '#db/schema'
import type { Locale } from '../../i18n/locale'
import { resolveTimeZone } from '../../i18n/time'
import { recordAudit } from '../audit.server'
import type { Auth } from '../auth/auth.server'
import { NotFoundError } from '../errors.server'
import { pendingEmailChange } from './email-change.server'

export interface AccountCaller {
  userId: string
  tenantId: string | null
  sessionId: string
}

export interface AccountProfile {
  name: string
  email: string
  pendingEmail: string | null
  locale: Locale | null
  chatFont: string | null
  /** The zone every time is shown in (ADR 020): the user's choice, else Japan time. */
  timeZone: string
}

export interface ActiveSession {
  id: string
  userAgent: string | null
  ipAddress: string | null
  createdAt: string
  lastActiveAt: string
  current: boolean
}

const actorOf = (caller: AccountCaller) => `user:${caller.userId}`

/** An audit row of the caller's own account (`target` their user id unless told). */
function auditOwn(
  db: Db,
  caller: AccountCaller,
  action: string,
  details: Record<string, unknown>,
  target = caller.userId,
) {
  return recordAudit(db, { actor: actorOf(caller), action, tenantId: caller.tenantId, target, details })
}

export async function loadProfile(db: Db, caller: AccountCaller): Promise<AccountProfile> {
  const [row] = await db.select().from(user).where(eq(user.id, caller.userId))
  if (!row) throw new NotFoundError('errors.account.userNotFound')
  return {
    name: row.name,
    email: row.email,
    pendingEmail: await pendingEmailChange(db, caller.userId),
    locale: row.locale === 'en' || row.locale === 'ja' ? row.locale : null,
    chatFont: row.chatFont,
    timeZone: resolveTimeZone(row.timeZone),
  }
}

/** Writes one user column and its audit row together. */
async function updateUserField(
  db: Db,
  caller: AccountCaller,
  action: string,
  values: Partial<Pick<typeof user.$inferInsert, 'name' | 'locale' | 'chatFont' | 'timeZone'>>,
) {
  await db.transaction(async (tx) => {
    await tx
      .update(user)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(user.id, caller.userId))
    await auditOwn(tx, caller, action, values)
  })
}

export const updateName = (db: Db, caller: AccountCaller, name: string) =>
  updateUserField(db, caller, 'user.rename', { name })

export const updateLocale = (db: Db, caller: AccountCaller, locale: Locale) =>
  updateUserField(db, caller, 'user.locale', { locale })

/** `null` goes back to the system font. */
export const updateChatFont = (db: Db, caller: AccountCaller, chatFont: string | null) =>
  updateUserField(db, caller, 'user.chat_font', { chatFont })

export const updateTimeZone = (db: Db, caller: AccountCaller, timeZone: string) =>
  updateUserField(db, caller, 'user.time_zone', { timeZone })

/** The caller's live sessions, the most recently active first. */
export async function listActiveSessions(
  db: Db,
  caller: AccountCaller,
  now = new Date(),
): Promise<ActiveSession[]> {
  const rows = await db
    .select()
    .from(session)
    .where(and(eq(session.userId, caller.userId), gt(session.expiresAt, now)))
    .orderBy(desc(session.updatedAt))
  return rows.map((row) => ({
    id: row.id,
    userAgent: row.userAgent,
    ipAddress: row.ipAddress,
    createdAt: row.createdAt.toISOString(),
    // better-auth moves updatedAt whenever it refreshes the session: the best "last seen" it keeps.
    lastActiveAt: row.updatedAt.toISOString(),
    current: row.id === caller.sessionId,
  }))
}

/** Signs one of the caller's own sessions out; someone else's id is not found. */
export async function revokeSession(db: Db, caller: AccountCaller, sessionId: string) {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(session)
      .where(and(eq(session.id, sessionId), eq(session.userId, caller.userId)))
      .returning({ id: session.id, userAgent: session.userAgent })
    if (removed.length === 0) throw new NotFoundError('errors.account.sessionNotFound')
    await auditOwn(tx, caller, 'session.revoke', { userAgent: removed[0]?.userAgent ?? null }, sessionId)
  })
}

/** Signs out every session of the caller but the one making the request. */
export async function revokeOtherSessions(db: Db, caller: AccountCaller): Promise<number> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(session)
      .where(and(eq(session.userId, caller.userId), ne(session.id, caller.sessionId)))
      .returning({ id: session.id })
    await auditOwn(tx, caller, 'session.revoke_others', { count: removed.length })
    return removed.length
  })
}

export type PasswordChangeResult =
  | { ok: true; setCookies: string[]; token: string | null }
  | { ok: false; reason: 'wrong-password' | 'no-password' }

/**
 * better-auth's changePassword for the request's session: the current password must match; with
 * `revokeOtherSessions` every other session ends and this one is replaced (new cookie, new token).
 */
export async function changePassword(
  db: Db,
  auth: Auth,
  caller: AccountCaller,
  headers: Headers,
  input: { currentPassword: string; newPassword: string; revokeOtherSessions: boolean },
): Promise<PasswordChangeResult> {
  let result: { headers: Headers; response: { token: string | null } }
  try {
    result = await auth.api.changePassword({ body: input, headers, returnHeaders: true })
  } catch (error) {
    const code = (error as { body?: { code?: string } }).body?.code
    if (code === 'INVALID_PASSWORD') return { ok: false, reason: 'wrong-password' }
    if (code === 'CREDENTIAL_ACCOUNT_NOT_FOUND') return { ok: false, reason: 'no-password' }
    throw error
  }
  await auditOwn(db, caller, 'user.password_change', { revokeOtherSessions: input.revokeOtherSessions })
  return { ok: true, setCookies: result.headers.getSetCookie(), token: result.response.token }
}
