import { type ErrorComponentProps, Link, useRouterState } from '@tanstack/react-router'
import { lazy, type ReactNode, Suspense, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../i18n/i18n-provider'
import { Button, buttonClassName } from '../../ui/button/button'
import { ErrorView } from '../../ui/error-view/error-view'
import type { SessionUser } from '../auth/session-store'
import { type BrandIdentity, brandName } from '../branding/brand-identity.shared'
import { BrandMark } from '../branding/brand-mark'
import * as brandCss from '../branding/brand-mark.css'
import { BrandProvider } from '../branding/use-brand'
import { describeError } from './app-error'
import { reportError } from './report'

/** Message of spec §2 for an unmatched route. */
export function notFoundMessage(fullPath: string) {
  return `Page not found: ${fullPath}`
}

// The spec's texts ('Page Not Found', 'Page not found: …', 'Internal Server Error') stay in
// English in every locale; the explanation under them follows the reader's language.

/**
 * The request's brand from the root match: error pages may render where the root component (and
 * its BrandProvider) did not, and still speak as the brand. Undefined when even the root failed.
 */
function useErrorBrand(): BrandIdentity | undefined {
  return useRouterState({
    select: (state) => (state.matches[0]?.context as { brand?: BrandIdentity } | undefined)?.brand,
  })
}

/**
 * The page's title and, when the brand is known, its mark above the error (not inside the app
 * frame, whose header already shows it).
 */
function BrandedError({
  title,
  inFrame = false,
  children,
}: {
  title: string
  inFrame?: boolean
  children: ReactNode
}) {
  const brand = useErrorBrand()
  const { locale } = useLocale()
  if (!brand) {
    return (
      <>
        <title>{title}</title>
        {children}
      </>
    )
  }
  return (
    <BrandProvider identity={brand}>
      <title>{`${title} — ${brandName(brand, locale)}`}</title>
      {!inFrame && (
        <div data-testid="error-brand" className={brandCss.errorBrand}>
          <BrandMark tone="plain" />
        </div>
      )}
      {children}
    </BrandProvider>
  )
}

/**
 * The app frame, loaded only when a signed-in member meets a 404: the root route imports these
 * pages, and the frame (menus, navigation) would otherwise weigh on every page's first load.
 */
const TenantShell = lazy(() =>
  import('../shell/tenant-shell').then((module) => ({ default: module.TenantShell })),
)

/** The signed-in tenant member of this request (root match), to keep the app frame around a 404. */
function useSignedInMember(): boolean {
  return useRouterState({
    select: (state) => {
      const user = (state.matches[0]?.context as { user?: SessionUser | null } | undefined)?.user
      return Boolean(user?.tenantId && !user.isSystemAdminLogin)
    },
  })
}

/**
 * The 404 in the reader's language (the spec's English "Page Not Found" stays as the title's second
 * line and the document title), inside the app frame with its navigation when signed in.
 */
export function NotFoundPage() {
  const inFrame = useSignedInMember()
  const page = <NotFoundContent embedded={inFrame} />
  if (!inFrame) return page
  return (
    <Suspense fallback={page}>
      <TenantShell>{page}</TenantShell>
    </Suspense>
  )
}

function NotFoundContent({ embedded }: { embedded: boolean }) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const fullPath = useRouterState({
    select: (state) => state.location.pathname + state.location.searchStr,
  })
  return (
    <BrandedError title="Page Not Found" inFrame={embedded}>
      <ErrorView
        status={404}
        title="Page Not Found"
        subtitle={locale === 'en' ? undefined : t('errors.notFoundTitle')}
        embedded={embedded}
        details={[notFoundMessage(fullPath), t('errors.notFoundExplanation')]}
        actions={
          <Link to="/" className={buttonClassName({ variant: 'secondary' })}>
            {t('common.home')}
          </Link>
        }
      />
    </BrandedError>
  )
}

export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation()
  const described = describeError(error)
  useEffect(() => {
    reportError(error, 'route')
  }, [error])
  if (described.status === 404) return <NotFoundPage />
  return (
    <BrandedError title={described.title}>
      <ErrorView
        status={described.status}
        title={described.title}
        details={[t('errors.internalExplanation')]}
        actions={
          <>
            <Button onClick={reset}>{t('common.retry')}</Button>
            <Link to="/" className={buttonClassName({ variant: 'secondary' })}>
              {t('common.home')}
            </Link>
          </>
        }
      />
    </BrandedError>
  )
}
