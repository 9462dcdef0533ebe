/**
 * Two-factor authentication (ADR 036): better-auth's `twoFactor` plugin with TOTP and backup
 * codes, and the pieces that make it work for the system administrator's console sign-in.
 *
 * - Backup codes are sealed with OPSAI_SECRET_KEY (`two_factor.backup_codes` is a stored-secret
 *   site, so `opsai secrets rotate` re-encrypts them). The TOTP secret can only be kept with the
 *   plugin's own encryption, under the auth secret: the plugin has no hook for it.
 * - The console sign-in (`/sign-in/system-admin`) is not one of the plugin's sign-in paths, so it
 *   opens the second step itself (`openAdminChallenge`), with a challenge id that says "console".
 *   The plugin's verify endpoints then create the session; the session-create hook
 *   (`isConsoleSecondStep`) keeps `isSystemAdminLogin` on it.
 */
import type { BetterAuthPlugin, GenericEndpointContext } from 'better-auth'
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api'
import { generateRandomString } from 'better-auth/crypto'
import { twoFactor } from 'better-auth/plugins'
import { eq } from 'drizzle-orm'
import { joinedLanguages } from '#app/i18n/texts.server'
import type { Db } from '#db/client'
import { session } from '#db/schema'
import { openStoredSecret, sealStoredSecret } from '../secrets/secret-fields.server'
import { isTwoFactorRequired } from '../two-factor/two-factor.server'

/** The plugin's cookie that carries a pending second step (its `TWO_FACTOR_COOKIE_NAME`). */
const CHALLENGE_COOKIE = 'two_factor'
/** A pending second step opened by the console sign-in; the plugin's own start with `2fa-`. */
export const CONSOLE_CHALLENGE_PREFIX = '2fa-console-'
/** How long the second step may wait for its code, in seconds (the plugin's default). */
const CHALLENGE_SECONDS = 600

/** The plugin's endpoints that end a second step (or confirm an enrolment) with a new session. */
const VERIFY_PATHS = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code'])

/** The backup codes' JSON list, sealed with OPSAI_SECRET_KEY (a stored-secret site, ADR 033). */
export function storeBackupCodes() {
  return {
    encrypt: async (codes: string) => sealStoredSecret(codes),
    decrypt: async (stored: string) => openStoredSecret(stored),
  }
}

export function twoFactorPlugin() {
  return twoFactor({
    // A member without a password (SAML, SSO) enrols with their session alone; others confirm it.
    allowPasswordless: true,
    twoFactorCookieMaxAge: CHALLENGE_SECONDS,
    backupCodeOptions: { amount: 10, storeBackupCodes: storeBackupCodes() },
    // The plugin's failure budget per account (10 wrong codes → 15 minutes) stays on; the
    // per-IP limit of its endpoints is set in auth.server.ts with the sign-in's.
  })
}

/**
 * The console sign-in's second step: what the plugin's sign-in hook does for `/sign-in/email`, with
 * a challenge id the session-create hook recognises. Answers `{twoFactorRedirect: true}`.
 */
export async function openAdminChallenge(ctx: GenericEndpointContext, userId: string) {
  const cookie = ctx.context.createAuthCookie(CHALLENGE_COOKIE, { maxAge: CHALLENGE_SECONDS })
  const identifier = `${CONSOLE_CHALLENGE_PREFIX}${generateRandomString(24)}`
  const expiresAt = new Date(Date.now() + CHALLENGE_SECONDS * 1000)
  await ctx.context.internalAdapter.createVerificationValue({ value: userId, identifier, expiresAt })
  // The plugin counts wrong codes per challenge (five) in this value.
  await ctx.context.internalAdapter.createVerificationValue({
    value: '0',
    identifier: `2fa-attempts-${identifier}`,
    expiresAt,
  })
  await ctx.setSignedCookie(cookie.name, identifier, ctx.context.secret, cookie.attributes)
  return ctx.json({ twoFactorRedirect: true, twoFactorMethods: ['totp'] })
}

/**
 * Whether a session being created by the plugin's verify endpoints belongs to the console: the
 * second step of the console sign-in (its challenge cookie, signed by us), or the confirmation of
 * an enrolment inside a console session (the plugin replaces that session and would drop the
 * marker: its defaults overwrite what it carries over).
 */
export async function isConsoleSecondStep(db: Db, ctx: GenericEndpointContext | null): Promise<boolean> {
  if (!ctx || !VERIFY_PATHS.has(ctx.path)) return false
  const challengeCookie = ctx.context.createAuthCookie(CHALLENGE_COOKIE)
  const challenge = await ctx.getSignedCookie(challengeCookie.name, ctx.context.secret)
  if (typeof challenge === 'string' && challenge.startsWith(CONSOLE_CHALLENGE_PREFIX)) return true
  const token = await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret)
  if (typeof token !== 'string' || !token) return false
  const [current] = await db
    .select({ isSystemAdminLogin: session.isSystemAdminLogin })
    .from(session)
    .where(eq(session.token, token))
  return current?.isSystemAdminLogin === true
}

/**
 * Turning two-factor authentication off (`/two-factor/disable`) is refused where it is required: a
 * system administrator's account, a member of a tenant whose owner requires it.
 */
export function twoFactorTurnOffGuard(db: Db) {
  return {
    id: 'two-factor-turn-off-guard',
    hooks: {
      before: [
        {
          matcher: (context) => context.path === '/two-factor/disable',
          handler: createAuthMiddleware(async (ctx) => {
            const current = await getSessionFromCtx(ctx)
            if (!current) return
            const fields = current.user as { role?: unknown; tenantId?: unknown }
            const tenantId = typeof fields.tenantId === 'string' ? fields.tenantId : null
            if (fields.role === 'admin' && !tenantId) {
              throw new APIError('FORBIDDEN', {
                code: 'TWO_FACTOR_ENROLMENT_REQUIRED',
                message: joinedLanguages('errors.twoFactor.enrolmentRequired'),
              })
            }
            if (tenantId && (await isTwoFactorRequired(db, tenantId))) {
              throw new APIError('FORBIDDEN', {
                code: 'TWO_FACTOR_REQUIRED',
                message: joinedLanguages('errors.twoFactor.required'),
              })
            }
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin
}
