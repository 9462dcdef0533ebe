/**
 * Parts the console's list pages share (/admin/plans, /admin/applications, /admin/users): the
 * server-side search box, a record's name cell, and a row's Edit / Delete buttons.
 */
import { type FormEvent, type ReactNode, useState } from 'react'
import { Button } from '../../ui/button/button'
import { TextField } from '../../ui/text-field/text-field'
import * as listCss from '../admin-shell/admin-list.css'
import * as css from './admin-users.css'

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
    <form className={listCss.filters} onSubmit={submit}>
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

/** A cell's value over, smaller, what identifies or explains it (a slug, a method); no detail, no line. */
export function StackCell({ children, detail }: { children: ReactNode; detail?: ReactNode }) {
  return (
    <span className={listCss.cellStack}>
      {children}
      {detail !== undefined && <span className={listCss.muted}>{detail}</span>}
    </span>
  )
}

/** A record's name in bold over, smaller, what identifies it (id, key, e-mail). */
export function NameCell({ name, detail }: { name: string; detail: string }) {
  return (
    <StackCell detail={detail}>
      <strong>{name}</strong>
    </StackCell>
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
    <span className={listCss.actions}>
      <Button size="small" variant="secondary" aria-label={`${editLabel}: ${name}`} onClick={onEdit}>
        {editLabel}
      </Button>
      <Button size="small" variant="ghost" aria-label={`${deleteLabel}: ${name}`} onClick={onDelete}>
        {deleteLabel}
      </Button>
    </span>
  )
}
