/**
 * better-auth on the project's database (ADR 010): email and password, token sign-in through
 * the bearer plugin (`set-auth-token` header, `Authorization: Bearer`), the session in an
 * HttpOnly cookie, the admin plugin (role 'admin' = system administrator), the system-admin
 * sign-in that marks `isSystemAdminLogin`, two-factor authentication (TOTP, backup codes), per-IP and per-account limits on sign-in, and
 * single sign-on through an OpenID Connect provider at /login/ezpass when configured.
 */
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { admin, bearer, genericOAuth } from 'better-auth/plugins'
import { eq } from 'drizzle-orm'
import type { Db } from '#db/client'
import { getDatabase } from '#db/runtime'
import { account, rateLimit, session, twoFactor, user, verification } from '#db/schema'
import type { AppConfig } from '#root/app.config'
import { SSO_PROVIDER_ID } from '../../features/auth/sso/sso-flow.shared'
import { getServerConfig } from '../config.server'
import { CLIENT_IP_HEADER } from '../http/client-ip.server'
import { AUTH_GENERAL_WINDOW_SECONDS, longestRateLimitWindowSeconds } from '../http/rate-limit-sweep.server'
import { samlSignOn } from '../saml/saml-plugin.server'
import { accountRateLimit } from './account-rate-limit.server'
import { accountTokenSealing } from './account-token-sealing.server'
import { getOrCreateAuthSecret } from './auth-secret.server'
import { systemAdminSignIn, tenantSignInOnly } from './system-admin-sign-in.server'
import { isConsoleSecondStep, twoFactorPlugin, twoFactorTurnOffGuard } from './two-factor-plugin.server'

// One id on both sides: the /login/ezpass page starts the flow with it.
export { SSO_PROVIDER_ID }

export function createAuth(db: Db, config: AppConfig, secret: string) {
  const secure = config.server.baseUrl.startsWith('https://')
  const sso = config.sso
  return betterAuth({
    appName: 'opsai',
    baseURL: config.server.baseUrl,
    basePath: config.auth.basePath,
    secret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification, rateLimit, twoFactor },
    }),
    // Accounts are made by free registration, invitations and operators, never by a bare sign-up.
    emailAndPassword: { enabled: true, disableSignUp: true, minPasswordLength: 8, maxPasswordLength: 128 },
    user: {
      additionalFields: {
        tenantId: { type: 'string', required: false, input: false },
        locale: { type: 'string', required: false, input: false },
        timeZone: { type: 'string', required: false, input: false },
      },
    },
    session: {
      expiresIn: config.auth.sessionLifetimeSeconds,
      additionalFields: {
        isSystemAdminLogin: { type: 'boolean', required: false, defaultValue: false, input: false },
      },
    },
    // Every tenant has its own domain: a request is trusted from the origin it was sent to.
    trustedOrigins: async (request) => (request ? [new URL(request.url).origin] : [config.server.baseUrl]),
    // A failed SSO round trip (lost or tampered state) lands on the SSO page with its message.
    onAPIError: { errorURL: '/login/ezpass' },
    databaseHooks: {
      // An IdP's tokens are stored sealed (ADR 033).
      account: accountTokenSealing,
      session: {
        create: {
          // An administrator account gets a session only from the system-admin sign-in, whatever
          // the way in (e-mail, SSO): the console and the tenant site never share a session. The
          // second step of a console sign-in (TOTP or backup code) keeps its marker (ADR 036).
          before: async (newSession, ctx) => {
            if (newSession.isSystemAdminLogin === true) return
            if (await isConsoleSecondStep(db, ctx))
              return { data: { ...newSession, isSystemAdminLogin: true } }
            const [owner] = await db
              .select({ role: user.role, tenantId: user.tenantId })
              .from(user)
              .where(eq(user.id, newSession.userId))
            if (owner?.role === 'admin' && !owner.tenantId) return false
          },
        },
      },
    },
    advanced: {
      // Origin checks stay on in tests too (better-auth skips them when NODE_ENV is 'test').
      disableOriginCheck: false,
      cookiePrefix: config.auth.cookiePrefix,
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure },
      // The client address the HTTP server resolved from the socket and OPSAI_TRUSTED_PROXIES
      // (app/server/http/client-ip.server.ts), never a raw X-Forwarded-For anyone can send.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: AUTH_GENERAL_WINDOW_SECONDS,
      max: 300,
      customRules: {
        '/sign-in/*': { window: config.auth.signInWindowSeconds, max: config.auth.signInMaxAttempts },
        '/sign-up/*': { window: AUTH_GENERAL_WINDOW_SECONDS, max: 10 },
        // The second step and enrolment (the plugin's own 3 per 10 s would refuse an office).
        '/two-factor/*': { window: config.auth.signInWindowSeconds, max: config.auth.signInMaxAttempts },
        // Every page asks who is signed in; one office behind one address would run out of the
        // general limit, and a throttled answer says nothing about the session. Reads only.
        '/get-session': false,
      },
    },
    plugins: [
      bearer(),
      admin({ adminRoles: ['admin'], defaultRole: 'user' }),
      systemAdminSignIn(),
      tenantSignInOnly(),
      // TOTP and backup codes (ADR 036).
      twoFactorPlugin(),
      twoFactorTurnOffGuard(db),
      accountRateLimit(
        db,
        { max: config.auth.signInMaxAttempts, windowSeconds: config.auth.signInWindowSeconds },
        longestRateLimitWindowSeconds(config),
      ),
      // SAML 2.0 per tenant at /login/ezpass (ADR 037).
      samlSignOn(db, config),
      ...(sso.issuer && sso.clientId && sso.clientSecret
        ? [
            genericOAuth({
              config: [
                {
                  providerId: SSO_PROVIDER_ID,
                  discoveryUrl: `${sso.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
                  clientId: sso.clientId,
                  clientSecret: sso.clientSecret,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                  // Only people who already have an account (invited, registered) may sign in
                  // through SSO. Not `disableImplicitSignUp`: that one yields to a start request
                  // carrying `requestSignUp: true`, which anyone can send (sso.server.test.ts).
                  disableSignUp: true,
                },
              ],
            }),
          ]
        : []),
    ],
  })
}

export type Auth = ReturnType<typeof createAuth>

const KEY = Symbol.for('opsai.auth')
type Holder = { [KEY]?: Promise<Auth> }

/** The process-wide auth instance on the process-wide database. */
export function getAuth(): Promise<Auth> {
  const holder = globalThis as Holder
  holder[KEY] ??= (async () => {
    const { db } = await getDatabase()
    const config = getServerConfig()
    return createAuth(db, config, await getOrCreateAuthSecret(db, config.auth.secret))
  })()
  return holder[KEY]
}

/** Tests swap databases between files. */
export function resetAuth() {
  delete (globalThis as Holder)[KEY]
}
