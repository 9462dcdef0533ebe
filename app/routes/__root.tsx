import type { QueryClient } from '@tanstack/react-query'
import {
  createRootRouteWithContext,
  HeadContent,
  Outlet,
  redirect,
  Scripts,
  useRouter,
  useRouterState,
} from '@tanstack/react-router'
import { type ReactNode, useEffect } from 'react'
import { decideAccess } from '../features/auth/access-rules.shared'
import { AuthProvider } from '../features/auth/auth-provider'
import { isSpecPagePath } from '../features/auth/page-routes.shared'
import { sessionQuery } from '../features/auth/session-query'
import { SessionTimeZone } from '../features/auth/session-time-zone'
import { getBootstrap } from '../features/bootstrap/bootstrap.functions'
import { NewBuildBanner } from '../features/bootstrap/new-build-banner'
import { brandQuery } from '../features/branding/brand.functions'
import { brandHeadLinks } from '../features/branding/brand-identity.shared'
import { BrandProvider } from '../features/branding/use-brand'
import { ErrorPage, NotFoundPage } from '../features/errors/error-pages'
import { installGlobalErrorHandlers } from '../features/errors/report'
import { tenantRoleQuery } from '../features/shell/tenant-role.functions'
import { documentThemeAttributes, themeStylesheetLink } from '../features/theme/page-theme.shared'
import { routeAiType } from '../features/theme/route-ai-type.shared'
import { hostTenantQuery } from '../features/theme/route-theme'
import { isLocale } from '../i18n/locale'
import { messagesPreloadLink } from '../i18n/messages-url.shared'
import { RouteI18nProvider, useDocumentI18n } from '../i18n/route-i18n-provider'
import { loadRouteLocale } from '../i18n/route-locale'
import { installChunkReloadGuard } from '../lib/reload-guard'
import { NETWORK_REFUSAL_PATH } from '../server/network-access/network-refusal.shared'
import { AppUiProviders } from '../ui/app-providers'
import { SuspendedSite } from './-suspended-site'

export interface RouterContext {
  queryClient: QueryClient
}

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ context, location }) => {
    const [bootstrap, { hostTenant }, { locale }, user, brand] = await Promise.all([
      context.queryClient.ensureQueryData({
        queryKey: ['bootstrap'],
        queryFn: () => getBootstrap(),
        staleTime: Number.POSITIVE_INFINITY,
      }),
      // The Host's tenant: in the context for every route below; null on an unmapped Host.
      context.queryClient.ensureQueryData(hostTenantQuery),
      // Per request on the server (cookie, Accept-Language, default), so SSR speaks the reader's language.
      loadRouteLocale(context.queryClient),
      context.queryClient.ensureQueryData(sessionQuery),
      // The one brand this page speaks as (name, logo, icons) and the one theme it wears, resolved
      // on the server per `{ai_type}` (ADR 022, 023): a client-side move to another brand's page
      // asks the server, so the browser never holds a table of brands.
      context.queryClient.ensureQueryData(brandQuery(routeAiType(location.pathname))),
    ])
    // The server applied spec §6 before rendering (app/server/auth/access-guard.server.ts);
    // client-side navigations get the same decision here.
    if (typeof window !== 'undefined' && isSpecPagePath(location.pathname)) {
      const decision = decideAccess({
        pathname: location.pathname,
        search: new URLSearchParams(location.searchStr),
        session: user ? { isSystemAdminLogin: user.isSystemAdminLogin } : null,
      })
      if (decision.kind === 'redirect') {
        // Signing out needs the server: a full page load runs the server-side guard.
        if (decision.signOut) {
          window.location.assign(location.href)
          await new Promise(() => {}) // the page is being replaced
        }
        throw redirect({ href: decision.location })
      }
    }
    // The menu shows only what the member's role can use: their tenant role comes with the page.
    if (user?.tenantId && !user.isSystemAdminLogin) await context.queryClient.ensureQueryData(tenantRoleQuery)
    return {
      config: bootstrap.config,
      theme: brand.theme,
      tenant: hostTenant ?? null,
      locale,
      user,
      brand: brand.identity,
      /** False on /login/{ai_type} and /freeRegist/{ai_type} of an unknown ai_type (their routes answer 404). */
      brandFound: brand.found,
    }
  },
  head: ({ match }) => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      ...(match.context.brand ? [{ name: 'theme-color', content: match.context.brand.themeColor }] : []),
    ],
    links: [
      ...(match.context.theme ? [themeStylesheetLink(match.context.theme)] : []),
      // Fetched by the browser entry before it hydrates (app/client.tsx): asked for at once, in parallel.
      ...(isLocale(match.context.locale) ? [messagesPreloadLink(match.context.locale)] : []),
      ...(match.context.brand ? brandHeadLinks(match.context.brand) : []),
    ],
  }),
  shellComponent: RootDocument,
  component: RootComponent,
  errorComponent: ErrorPage,
  notFoundComponent: NotFoundPage,
})

function RootComponent() {
  const { config, user, tenant, brand } = Route.useRouteContext()
  const router = useRouter()
  // The refusal page of an IP allow-list (ADR 035): the server would refuse any session check.
  const refused = useRouterState({ select: (state) => state.location.pathname === NETWORK_REFUSAL_PATH })
  useEffect(() => {
    installGlobalErrorHandlers()
    installChunkReloadGuard(config.reloadGuardMs)
    // Loaded only when a DSN is configured, so Sentry stays out of the first-load bundle.
    if (config.sentry.dsn) {
      void import('../lib/sentry-browser').then((sentry) => sentry.initBrowserSentry(config, router))
    }
  }, [config, router])
  return (
    <AppUiProviders ui={config.ui}>
      <BrandProvider identity={brand}>
        <AuthProvider config={config} initialUser={user} checksSession={!refused}>
          <SessionTimeZone>
            <NewBuildBanner buildId={config.buildId} intervalMs={config.buildManifest.checkIntervalMs} />
            {tenant?.status === 'suspended' ? <SuspendedSite tenantName={tenant.name} /> : <Outlet />}
          </SessionTimeZone>
        </AuthProvider>
      </BrandProvider>
    </AppUiProviders>
  )
}

function RootDocument({ children }: { children: ReactNode }) {
  // In the server-rendered HTML already: the page never flashes in another theme.
  const theme = Route.useRouteContext({ select: (context) => context.theme })
  const { locale, messages } = useDocumentI18n(Route.useRouteContext({ select: (context) => context.locale }))
  useEffect(() => {
    // Effects run only once React has hydrated the page: from here on, handlers answer. End-to-end
    // tests wait for this before any key or click (e2e/support/test.ts). Set by the shell, so the
    // 404 and error pages (which replace the root component) are marked too.
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    <html lang={locale} {...documentThemeAttributes(theme)}>
      <head>
        <HeadContent />
      </head>
      <body>
        <RouteI18nProvider locale={locale} messages={messages}>
          {children}
        </RouteI18nProvider>
        <Scripts />
      </body>
    </html>
  )
}
