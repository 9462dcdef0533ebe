import type { ReactNode } from 'react'
import * as css from './badge.css'

export type BadgeTone = keyof typeof css.tone

export interface BadgeProps {
  children: ReactNode
  /** neutral: a role or a waiting state; warning: needs attention; error: failed. */
  tone?: BadgeTone
  /** Extra attributes for tests and styling hooks (`data-status="pending"`). */
  'data-status'?: string
}

/**
 * A status or role as a one-line pill, the same on every screen (team roles, purchase and tenant
 * statuses, sessions). It never wraps: a narrow table column scrolls instead of breaking it.
 */
export function Badge({ children, tone = 'neutral', ...rest }: BadgeProps) {
  return (
    <span className={css.tone[tone]} data-tone={tone} {...rest}>
      <span className={css.dot[tone]} aria-hidden="true" />
      {children}
    </span>
  )
}
