import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { visuallyHidden } from '../styles.css'
import * as css from './error-view.css'

export interface ErrorViewProps {
  status: number
  title: string
  /** Explanations under the title, one paragraph each. */
  details?: readonly ReactNode[]
  actions?: ReactNode
  /** A line under the title in the reader's language (the spec keeps the title in English). */
  subtitle?: ReactNode
  /** Inside an app frame that has its own <main>: a section instead. */
  embedded?: boolean
}

/** The presentation of an error page: the status, a title (the page's h1), details and ways out. */
export function ErrorView({
  status,
  title,
  subtitle,
  details = [],
  actions,
  embedded = false,
}: ErrorViewProps) {
  const { t } = useTranslation()
  const Root = embedded ? 'section' : 'main'
  return (
    <Root className={css.page} data-error-status={status} aria-labelledby={titleId(status)}>
      <div className={css.band} aria-hidden="true" />
      <p className={css.status}>
        <span className={visuallyHidden}>{t('errors.statusLabel', { status })}</span>
        <span aria-hidden="true">{status}</span>
      </p>
      <h1 className={css.title} id={titleId(status)}>
        {subtitle ? (
          <>
            <span className={css.localTitle}>{subtitle}</span>
            <span className={css.specTitle} lang="en">
              {title}
            </span>
          </>
        ) : (
          title
        )}
      </h1>
      {details.map((detail, index) => (
        // Details are a fixed list per page; their order is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: static list
        <p key={index} className={css.detail}>
          {detail}
        </p>
      ))}
      {actions && <div className={css.actions}>{actions}</div>}
    </Root>
  )
}

const titleId = (status: number) => `error-title-${status}`
