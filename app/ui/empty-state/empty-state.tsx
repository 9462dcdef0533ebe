import type { ReactNode } from 'react'
import { Icon } from '../icon/icon'
import * as css from './empty-state.css'

export interface EmptyStateProps {
  title: ReactNode
  description?: ReactNode
  /** An mdi path; decoration only. */
  icon?: string
  /** What the user can do next (usually a Button). */
  action?: ReactNode
  headingLevel?: 2 | 3 | 4
}

/** What a list or page shows when it has nothing yet, and the next step. */
export function EmptyState({ title, description, icon, action, headingLevel = 2 }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <div className={css.root}>
      {icon && <Icon path={icon} size={64} className={css.icon} />}
      <Heading className={css.title}>{title}</Heading>
      {description && <p className={css.description}>{description}</p>}
      {action}
    </div>
  )
}
