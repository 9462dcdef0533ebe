/**
 * `POST /api/auth/sign-in/system-admin`: the only way to a session with
 * `isSystemAdminLogin = true`. It accepts only users whose role is 'admin'; anyone else gets the
 * same answer as a wrong password, so the endpoint does not reveal who is an administrator. An
 * administrator with two-factor authentication gets `{twoFactorRedirect: true}` instead of a session,
 * and the plugin's `/two-factor/verify-totp` or `/verify-backup-code` makes it (ADR 036).
 */
import type { BetterAuthPlugin } from 'better-auth'
import { APIError, createAuthEndpoint, createAuthMiddleware } from 'better-auth/api'
import { setSessionCookie } from 'better-auth/cookies'
import { z } from 'zod'
import { joinedLanguages } from '#app/i18n/texts.server'
import { openAdminChallenge } from './two-factor-plugin.server'

/** better-auth answers one message: both languages, "ja / en" like the API's `message`. */
export const INVALID_CREDENTIALS = {
  code: 'INVALID_EMAIL_OR_PASSWORD',
  message: joinedLanguages('errors.auth.invalidCredentials'),
}

export function systemAdminSignIn() {
  return {
    id: 'system-admin-sign-in',
    endpoints: {
      signInSystemAdmin: createAuthEndpoint(
        '/sign-in/system-admin',
        {
          method: 'POST',
          body: z.object({
            email: z.string().max(320),
            password: z.string().max(256),
            rememberMe: z.boolean().optional(),
          }),
        },
        async (ctx) => {
          const email = ctx.body.email.trim().toLowerCase()
          const found = await ctx.context.internalAdapter.findUserByEmail(email, { includeAccounts: true })
          const credential = found?.accounts.find(
            (account) => account.providerId === 'credential' && account.accountId === found.user.id,
          )
          const hash = credential?.password
          const valid = hash
            ? await ctx.context.password.verify({ hash, password: ctx.body.password })
            : false
          if (!hash) await ctx.context.password.hash(ctx.body.password) // same timing either way
          const role = (found?.user as { role?: unknown } | undefined)?.role
          const banned = (found?.user as { banned?: unknown } | undefined)?.banned === true
          if (!found || !valid || role !== 'admin' || banned) {
            throw new APIError('UNAUTHORIZED', INVALID_CREDENTIALS)
          }
          // An administrator with two-factor authentication answers a code next (ADR 036).
          if ((found.user as { twoFactorEnabled?: unknown }).twoFactorEnabled === true) {
            return openAdminChallenge(ctx, found.user.id)
          }
          const dontRemember = ctx.body.rememberMe === false
          const session = await ctx.context.internalAdapter.createSession(
            found.user.id,
            dontRemember,
            { isSystemAdminLogin: true },
            true,
          )
          if (!session) throw new APIError('INTERNAL_SERVER_ERROR', { message: 'Failed to create session' })
          await setSessionCookie(ctx, { session, user: found.user }, dontRemember)
          return ctx.json({ redirect: false, token: session.token, user: found.user })
        },
      ),
    },
    rateLimit: [{ pathMatcher: (path: string) => path === '/sign-in/system-admin', window: 60, max: 10 }],
  } satisfies BetterAuthPlugin
}

/**
 * The tenant sign-in (`/sign-in/email`) is for tenant users: an administrator account with no
 * tenant is refused there with the same answer as a wrong password (its console is /admin/login).
 */
export function tenantSignInOnly() {
  return {
    id: 'tenant-sign-in-only',
    hooks: {
      before: [
        {
          matcher: (context) => context.path === '/sign-in/email',
          handler: createAuthMiddleware(async (ctx) => {
            const email = typeof ctx.body?.email === 'string' ? ctx.body.email.trim().toLowerCase() : ''
            if (!email) return
            const found = await ctx.context.internalAdapter.findUserByEmail(email)
            const fields = found?.user as { role?: unknown; tenantId?: unknown } | undefined
            if (fields && fields.role === 'admin' && !fields.tenantId) {
              throw new APIError('UNAUTHORIZED', INVALID_CREDENTIALS)
            }
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin
}
