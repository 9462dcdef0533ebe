import type { QueryClient } from '@tanstack/react-query'
import {
  createRootRouteWithContext,
  HeadContent,
  Outlet,
  redirect,
  Scripts,
  useRouter,
} from '@tanstack/react-router'
import { type ReactNode, useEffect } from 'react'
import { decideAccess } from '../features/auth/access-rules'
import { AuthProvider } from '../features/auth/auth-provider'
import { isSpecPagePath } from '../features/auth/page-routes'
import { sessionQuery } from '../features/auth/session-query'
import { getBootstrap } from '../features/bootstrap/bootstrap.functions'
import { NewBuildBanner } from '../features/bootstrap/new-build-banner'
import { ErrorPage, NotFoundPage } from '../features/errors/error-pages'
import { installGlobalErrorHandlers } from '../features/errors/report'
import { documentThemeAttributes, loadRouteTheme, themeSourcesQuery } from '../features/theme/route-theme'
import { RouteI18nProvider, useDocumentI18n } from '../i18n/route-i18n-provider'
import { loadRouteLocale } from '../i18n/route-locale'
import { installChunkReloadGuard } from '../lib/reload-guard'
import { AppUiProviders } from '../ui/app-providers'
import { SuspendedSite } from './-suspended-site'

export interface RouterContext {
  queryClient: QueryClient
}

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ context, location }) => {
    const [bootstrap, themeKey, { locale, messages }, user] = await Promise.all([
      context.queryClient.ensureQueryData({
        queryKey: ['bootstrap'],
        queryFn: () => getBootstrap(),
        staleTime: Number.POSITIVE_INFINITY,
      }),
      // Resolved from the path on every navigation, so the theme follows client-side moves too.
      loadRouteTheme(context.queryClient, location.pathname),
      // Per request on the server (cookie, Accept-Language, default), so SSR speaks the reader's language.
      loadRouteLocale(context.queryClient),
      context.queryClient.ensureQueryData(sessionQuery),
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
    // Resolved per request on the server with the theme (already cached: no second call). The
    // Host's tenant is in the context for every route below; null on an unmapped Host.
    const { hostTenant } = await context.queryClient.ensureQueryData(themeSourcesQuery)
    return { config: bootstrap.config, theme: themeKey, tenant: hostTenant ?? null, locale, messages, user }
  },
  head: () => ({
    meta: [{ charSet: 'utf-8' }, { name: 'viewport', content: 'width=device-width, initial-scale=1' }],
  }),
  shellComponent: RootDocument,
  component: RootComponent,
  errorComponent: ErrorPage,
  notFoundComponent: NotFoundPage,
})

function RootComponent() {
  const { config, user, tenant } = Route.useRouteContext()
  const router = useRouter()
  useEffect(() => {
    // Effects run only once React has hydrated the page: from here on, handlers answer. End-to-end
    // tests wait for this before keyboard gestures (e2e/support/hydration.ts).
    document.documentElement.dataset.hydrated = 'true'
    installGlobalErrorHandlers()
    installChunkReloadGuard(config.reloadGuardMs)
    // Loaded only when a DSN is configured, so Sentry stays out of the first-load bundle.
    if (config.sentry.dsn) {
      void import('../lib/sentry-browser').then((sentry) => sentry.initBrowserSentry(config, router))
    }
  }, [config, router])
  return (
    <AppUiProviders ui={config.ui}>
      <AuthProvider config={config} initialUser={user}>
        <NewBuildBanner buildId={config.buildId} intervalMs={config.buildManifest.checkIntervalMs} />
        {tenant?.status === 'suspended' ? <SuspendedSite tenantName={tenant.name} /> : <Outlet />}
      </AuthProvider>
    </AppUiProviders>
  )
}

function RootDocument({ children }: { children: ReactNode }) {
  // In the server-rendered HTML already: the page never flashes in another theme.
  const themeKey = Route.useRouteContext({ select: (context) => context.theme })
  const { locale, messages } = useDocumentI18n(
    Route.useRouteContext({ select: (context) => context.locale }),
    Route.useRouteContext({ select: (context) => context.messages }),
  )
  return (
    <html lang={locale} {...documentThemeAttributes(themeKey)}>
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
