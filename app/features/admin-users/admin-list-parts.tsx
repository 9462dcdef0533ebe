/**
 * Parts every console list page of plain records shares (/admin/plans, /admin/applications): the
 * heading with its create button, the server-side search box, and a row's Edit / Delete buttons.
 */
import { type FormEvent, type ReactNode, useState } from 'react'
import { Button } from '../../ui/button/button'
import { TextField } from '../../ui/text-field/text-field'
import * as css from './admin-users.css'

export function AdminListHeader({
  title,
  lead,
  action,
}: {
  title: string
  lead: string
  action?: ReactNode
}) {
  return (
    <div className={css.header}>
      <div>
        <h1 className={css.heading}>{title}</h1>
        <p className={css.lead}>{lead}</p>
      </div>
      {action}
    </div>
  )
}

/** A search box whose text goes to the server on submit (back to the first page). */
export function AdminSearchForm({
  label,
  buttonLabel,
  initial,
  onSearch,
}: {
  label: string
  buttonLabel: string
  initial: string
  onSearch: (q: string) => void
}) {
  const [query, setQuery] = useState(initial)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSearch(query.trim())
  }
  return (
    <form className={css.filters} onSubmit={submit}>
      <TextField
        className={css.filterField}
        label={label}
        type="search"
        name="q"
        value={query}
        onValueChange={setQuery}
      />
      <Button type="submit" variant="secondary">
        {buttonLabel}
      </Button>
    </form>
  )
}

/** A row's Edit and Delete buttons, each named with the row for screen readers and tests. */
export function EditDeleteActions({
  name,
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
}: {
  name: string
  editLabel: string
  deleteLabel: string
  onEdit: () => void
  onDelete: () => void
}) {
  return (
    <span className={css.actions}>
      <Button size="small" variant="secondary" aria-label={`${editLabel}: ${name}`} onClick={onEdit}>
        {editLabel}
      </Button>
      <Button size="small" variant="ghost" aria-label={`${deleteLabel}: ${name}`} onClick={onDelete}>
        {deleteLabel}
      </Button>
    </span>
  )
}
