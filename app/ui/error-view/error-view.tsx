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
}

/** The presentation of an error page: the status, a title (the page's h1), details and ways out. */
export function ErrorView({ status, title, details = [], actions }: ErrorViewProps) {
  const { t } = useTranslation()
  return (
    <main className={css.page} data-error-status={status}>
      <div className={css.band} aria-hidden="true" />
      <p className={css.status}>
        <span className={visuallyHidden}>{t('errors.statusLabel', { status })}</span>
        <span aria-hidden="true">{status}</span>
      </p>
      <h1 className={css.title}>{title}</h1>
      {details.map((detail, index) => (
        // Details are a fixed list per page; their order is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: static list
        <p key={index} className={css.detail}>
          {detail}
        </p>
      ))}
      {actions && <div className={css.actions}>{actions}</div>}
    </main>
  )
}
