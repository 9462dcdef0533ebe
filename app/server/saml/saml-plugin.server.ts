/**
 * SAML single sign-on as better-auth endpoints (ADR 037), so a session is made and its cookie set
 * exactly as every other sign-in does (internalAdapter.createSession + setSessionCookie):
 *
 * - `POST {basePath}/saml/start` `{email, redirect?}` → `{url}`: the IdP's sign-in with a signed
 *   AuthnRequest; a refusal is 400/404/403 `{code: 'SAML_REFUSED', refusal, message}`.
 * - `POST {basePath}/saml/acs/{tenantId}` (HTTP-POST binding, form): checks the answer, signs in,
 *   and redirects to the start's `redirect`; a refusal redirects to `/login/ezpass?saml=<code>`.
 * - `GET {basePath}/saml/metadata/{tenantId}`: the tenant's SP metadata (also its entity id).
 */
import type { BetterAuthPlugin } from 'better-auth'
import { APIError, createAuthEndpoint } from 'better-auth/api'
import { setSessionCookie } from 'better-auth/cookies'
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { joinedText } from '#app/i18n/bilingual-text.shared'
import { joinedLanguages } from '#app/i18n/texts.server'
import type { Db } from '#db/client'
import { tenantSamlProviders } from '#db/schema'
import type { AppConfig } from '#root/app.config'
import {
  SAML_ACS_PREFIX,
  SAML_REFUSAL_KEY,
  SAML_REFUSAL_PARAM,
  SAML_START_PATH,
  type SamlRefusal,
} from '../../features/auth/saml/saml-flow.shared'
import { samlSignInTexts } from '../../features/auth/saml/saml-texts.shared'
import { SSO_PAGE_PATH } from '../../features/auth/sso/sso-flow.shared'
import { requestHost } from '../tenancy/host.server'
import { HostResolver } from '../tenancy/host-resolver.server'
import { samlAcsUrl, spMetadataXml, spUrls } from './saml-service-provider.server'
import { tenantAcsUrls } from './saml-settings.server'
import { consumeSamlResponse, SamlRefused, startSamlSignIn } from './saml-sign-in.server'

const REQUEST_COOKIE = 'saml_request'

const STATUS: Partial<Record<SamlRefusal, 'BAD_REQUEST' | 'NOT_FOUND' | 'FORBIDDEN'>> = {
  'invalid-email': 'BAD_REQUEST',
  'unknown-domain': 'NOT_FOUND',
  'not-enabled': 'FORBIDDEN',
}

function refusalError(refusal: SamlRefusal) {
  return new APIError(STATUS[refusal] ?? 'BAD_REQUEST', {
    code: 'SAML_REFUSED',
    refusal,
    message: joinedText({
      ja: samlSignInTexts.ja.refusals[SAML_REFUSAL_KEY[refusal]],
      en: samlSignInTexts.en.refusals[SAML_REFUSAL_KEY[refusal]],
    }),
  })
}

export function samlSignOn(db: Db, config: AppConfig) {
  // On this auth instance's database (tests make several); version-checked like the process's own.
  const hosts = new HostResolver(async () => db)
  const hostTenantId = async (request: Request | undefined) =>
    request ? ((await hosts.resolve(requestHost(request))).tenant?.id ?? null) : null
  const { basePath } = config.auth
  const entityId = (tenantId: string) => spUrls(config.server.baseUrl, basePath, tenantId).entityId
  // Only https can carry the browser-binding cookie across the IdP's cross-site POST (SameSite=None).
  const bindBrowser = config.server.baseUrl.startsWith('https://')
  return {
    id: 'saml-sign-on',
    // The IdP posts its answer from its own origin: the assertion's signature, audience,
    // recipient and one-time request id stand in for the origin check there.
    init: (context) => {
      const skip = context.skipOriginCheck
      if (skip === true) return
      return { context: { skipOriginCheck: [...(Array.isArray(skip) ? skip : []), SAML_ACS_PREFIX] } }
    },
    endpoints: {
      samlStart: createAuthEndpoint(
        SAML_START_PATH,
        {
          method: 'POST',
          body: z.object({ email: z.string().max(320), redirect: z.string().max(2000).optional() }),
        },
        async (ctx) => {
          const origin = ctx.request ? new URL(ctx.request.url).origin : config.server.baseUrl
          try {
            const started = await startSamlSignIn(db, {
              email: ctx.body.email,
              redirect: ctx.body.redirect,
              hostTenantId: await hostTenantId(ctx.request),
              entityId,
              acsUrl: (tenantId) => samlAcsUrl(origin, basePath, tenantId),
            })
            if (bindBrowser) {
              const cookie = ctx.context.createAuthCookie(REQUEST_COOKIE, { maxAge: 300 })
              ctx.setCookie(cookie.name, started.requestId, {
                ...cookie.attributes,
                sameSite: 'none',
                secure: true,
                path: `${basePath}${SAML_ACS_PREFIX}`,
              })
            }
            return ctx.json({ url: started.url })
          } catch (error) {
            if (error instanceof SamlRefused) throw refusalError(error.refusal)
            throw error
          }
        },
      ),
      samlAcs: createAuthEndpoint(
        `${SAML_ACS_PREFIX}/:tenantId`,
        {
          method: 'POST',
          body: z
            .object({ SAMLResponse: z.string().optional(), RelayState: z.string().optional() })
            .passthrough(),
          metadata: { allowedMediaTypes: ['application/x-www-form-urlencoded'] },
        },
        async (ctx) => {
          const tenantId = ctx.params.tenantId
          const origin = ctx.request ? new URL(ctx.request.url).origin : config.server.baseUrl
          const cookie = ctx.context.createAuthCookie(REQUEST_COOKIE)
          try {
            const result = await consumeSamlResponse(db, {
              tenantId,
              samlResponse: ctx.body.SAMLResponse,
              hostTenantId: await hostTenantId(ctx.request),
              entityId: entityId(tenantId),
              acsUrl: samlAcsUrl(origin, basePath, tenantId),
              browserRequestId: bindBrowser ? (ctx.getCookie(cookie.name) ?? null) : undefined,
            })
            const session = await ctx.context.internalAdapter.createSession(result.userId)
            const found = await ctx.context.internalAdapter.findUserById(result.userId)
            if (!session || !found) throw new SamlRefused('failed', 'no session')
            await setSessionCookie(ctx, { session, user: found })
            if (bindBrowser)
              ctx.setCookie(cookie.name, '', { path: `${basePath}${SAML_ACS_PREFIX}`, maxAge: 0 })
            throw ctx.redirect(result.redirectTo)
          } catch (error) {
            if (!(error instanceof SamlRefused)) throw error
            ctx.context.logger.warn(error.message)
            throw ctx.redirect(`${SSO_PAGE_PATH}?${SAML_REFUSAL_PARAM}=${error.refusal}`)
          }
        },
      ),
      samlMetadata: createAuthEndpoint('/saml/metadata/:tenantId', { method: 'GET' }, async (ctx) => {
        const tenantId = ctx.params.tenantId
        const [row] = await db
          .select({ certificate: tenantSamlProviders.spCertificate })
          .from(tenantSamlProviders)
          .where(eq(tenantSamlProviders.tenantId, tenantId))
        if (!row) {
          throw new APIError('NOT_FOUND', {
            code: 'SAML_NOT_CONFIGURED',
            message: joinedLanguages('errors.saml.notConfigured'),
          })
        }
        const urls = spUrls(config.server.baseUrl, basePath, tenantId)
        const acs = await tenantAcsUrls(db, tenantId, { baseUrl: config.server.baseUrl, basePath })
        return new Response(spMetadataXml(urls, row.certificate, acs), {
          headers: {
            'content-type': 'application/samlmetadata+xml; charset=utf-8',
            'cache-control': 'no-store',
          },
        })
      }),
    },
    rateLimit: [{ pathMatcher: (path: string) => path === SAML_START_PATH, window: 60, max: 30 }],
  } satisfies BetterAuthPlugin
}
