import { type ErrorComponentProps, Link, useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, buttonClassName } from '../../ui/button/button'
import { ErrorView } from '../../ui/error-view/error-view'
import { describeError } from './app-error'
import { reportError } from './report'

/** Message of spec §2 for an unmatched route. */
export function notFoundMessage(fullPath: string) {
  return `Page not found: ${fullPath}`
}

// The spec's texts ('Page Not Found', 'Page not found: …', 'Internal Server Error') stay in
// English in every locale; the explanation under them follows the reader's language.

export function NotFoundPage() {
  const { t } = useTranslation()
  const fullPath = useRouterState({
    select: (state) => state.location.pathname + state.location.searchStr,
  })
  return (
    <>
      <title>Page Not Found</title>
      <ErrorView
        status={404}
        title="Page Not Found"
        details={[notFoundMessage(fullPath), t('errors.notFoundExplanation')]}
        actions={
          <Link to="/" className={buttonClassName({ variant: 'secondary' })}>
            {t('common.home')}
          </Link>
        }
      />
    </>
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
    <>
      <title>{described.title}</title>
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
    </>
  )
}
