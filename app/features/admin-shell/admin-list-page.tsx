/**
 * The frame of the console's list pages: the title and lead (with an action such as Create),
 * the search and filter form, the server-paged table from its column definitions, and the
 * page's dialogs. Each page brings its columns and what is really its own.
 */
import type { ReactNode } from 'react'
import { DataTable, type DataTableProps, type RowData } from '#app/ui/data-table/data-table'
import * as css from './admin-list.css'

export interface AdminListPageProps<TData extends RowData> {
  title: string
  lead: string
  /** Beside the title: the page's create button. */
  action?: ReactNode
  /**
   * `stacked`: the lead right under the title, the action beside both (users, plans,
   * applications); `spaced`: the lead a paragraph of the page under the title row.
   */
  header?: 'stacked' | 'spaced'
  /** A list that is one section of a page: its id, and the title as the section's h2. */
  sectionId?: string
  /** The search and filter form above the table. */
  filters?: ReactNode
  /** The table; its caption names it for screen readers only (the title says it on screen). */
  table: Omit<DataTableProps<TData>, 'hideCaption'>
  /** The page's dialogs, below the table. */
  children?: ReactNode
}

export function AdminListPage<TData extends RowData>({
  title,
  lead,
  action,
  header = 'stacked',
  sectionId,
  filters,
  table,
  children,
}: AdminListPageProps<TData>) {
  const headingId = sectionId && `${sectionId}-heading`
  const Heading = sectionId ? 'h2' : 'h1'
  const heading = (
    <Heading id={headingId} className={css.heading}>
      {title}
    </Heading>
  )
  const content = (
    <>
      {header === 'stacked' ? (
        <div className={css.header}>
          <div>
            {heading}
            <p className={css.lead}>{lead}</p>
          </div>
          {action}
        </div>
      ) : (
        <>
          {action ? (
            <div className={css.headingRow}>
              {heading}
              {action}
            </div>
          ) : (
            heading
          )}
          <p className={css.lead}>{lead}</p>
        </>
      )}
      {filters}
      <DataTable hideCaption {...table} />
      {children}
    </>
  )
  return sectionId ? (
    <section id={sectionId} className={css.page} aria-labelledby={headingId}>
      {content}
    </section>
  ) : (
    <div className={css.page}>{content}</div>
  )
}
