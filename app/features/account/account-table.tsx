import type { ReactNode } from 'react'
import { visuallyHidden } from '../../ui/styles.css'
import * as css from './account.css'

/**
 * A /user table (sessions, API tokens): it scrolls sideways inside a focusable, named group, and
 * its last column holds each row's action, headed for screen readers only.
 */
export function AccountTable({
  label,
  testId,
  headers,
  actionHeader,
  children,
}: {
  label: string
  testId: string
  headers: readonly string[]
  actionHeader: string
  /** The rows. */
  children: ReactNode
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex lint/a11y/useSemanticElements: a table wider than a phone scrolls by keys too (axe scrollable-region-focusable)
    <div role="group" className={css.tableWrap} tabIndex={0} aria-label={label}>
      <table className={css.table} data-testid={testId}>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
            <th scope="col">
              <span className={visuallyHidden}>{actionHeader}</span>
            </th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}
