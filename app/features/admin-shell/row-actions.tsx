/** The buttons in a console table's actions column: each names its row for screen readers. */
import type { ReactNode } from 'react'
import { Button, type ButtonVariant } from '#app/ui/button/button'
import * as listCss from './admin-list.css'

export interface RowAction {
  label: string
  variant?: ButtonVariant
  onClick: () => void
}

/** One small button whose accessible name is "label: row". */
export function RowButton({ row, label, variant, onClick }: RowAction & { row: string }) {
  return (
    <Button size="small" variant={variant} onClick={onClick} aria-label={`${label}: ${row}`}>
      {label}
    </Button>
  )
}

/** A row's buttons side by side; `false` leaves one out, `children` come first. */
export function RowActions({
  row,
  actions,
  className = listCss.actions,
  children,
}: {
  row: string
  actions: (RowAction | false | undefined)[]
  className?: string
  children?: ReactNode
}) {
  return (
    <span className={className}>
      {children}
      {actions.map((action) => action && <RowButton key={action.label} row={row} {...action} />)}
    </span>
  )
}
