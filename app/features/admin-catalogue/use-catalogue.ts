/**
 * State of a server-paged console list (page, order, search) and the mutations that refresh it.
 * Paging, sorting and search all happen on the server: the table only ever holds one page.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PaginationState, ServerPaging, SortingState } from '../../ui/data-table/data-table'
import { useSnackbar } from '../../ui/snackbar/snackbar'
import { bindField } from '../admin-shell/admin-form-fields'
import { adminCatalogueEn, adminCatalogueJa } from './admin-catalogue.messages'
import {
  type AdminCatalogueData,
  type AdminCatalogueFailure,
  type AdminCatalogueOperation,
  CATALOGUE_QUERY_ROOT,
  type CatalogueApi,
  catalogueQuery,
  FIRST_PAGE,
  failureText,
} from './catalogue-api'

type PagedOperation = 'categories.list' | 'chats.list' | 'chats.tenants' | 'faq.entries'

export function useServerList<K extends PagedOperation>(
  api: CatalogueApi,
  operation: K,
  filter: Record<string, unknown>,
  initialSorting: SortingState = [],
) {
  const [pagination, setPagination] = useState<PaginationState>({ ...FIRST_PAGE })
  const [sorting, setSorting] = useState<SortingState>(initialSorting)
  const [q, setQ] = useState('')
  const input: Record<string, unknown> = {
    ...filter,
    pageIndex: pagination.pageIndex,
    pageSize: pagination.pageSize,
    ...(sorting[0] && { sortBy: sorting[0].id, sortDesc: sorting[0].desc }),
    ...(q.trim() && { q: q.trim() }),
  }
  const query = useQuery(catalogueQuery(api, operation, input))
  const result = query.data
  const page = result?.ok ? (result.data as AdminCatalogueData<K>) : undefined
  const server: ServerPaging = {
    rowCount: page?.total ?? 0,
    pagination,
    onPaginationChange: setPagination,
    sorting,
    onSortingChange: setSorting,
  }
  return {
    page,
    failure: result && !result.ok ? result : undefined,
    loading: query.isFetching,
    server,
    q,
    /** New search text starts from the first page. */
    search(text: string) {
      setQ(text)
      setPagination((current) => ({ ...current, pageIndex: 0 }))
    },
    /** Back to the first page (after a filter changes). */
    firstPage() {
      setPagination((current) => ({ ...current, pageIndex: 0 }))
    },
  }
}

const NETWORK_FAILURE: AdminCatalogueFailure = {
  ok: false,
  status: 0,
  error: 'network',
  message: { ja: adminCatalogueJa.networkFailure, en: adminCatalogueEn.networkFailure },
}

/** Runs a change and, when it succeeds, refetches every catalogue list on the page. */
export function useCatalogueAction(api: CatalogueApi) {
  const queryClient = useQueryClient()
  return async <K extends AdminCatalogueOperation>(operation: K, input: Record<string, unknown>) => {
    try {
      const result = await api(operation, input)
      if (result.ok) await queryClient.invalidateQueries({ queryKey: [CATALOGUE_QUERY_ROOT] })
      return result
    } catch {
      return NETWORK_FAILURE
    }
  }
}

/** A dialog that creates a row (`create`) or edits one; null keeps it closed. */
export type CatalogueEditing<Row> = { mode: 'create' } | { mode: 'edit'; row: Row }

export interface CatalogueDialogProps<Row> {
  api: CatalogueApi
  editing: CatalogueEditing<Row> | null
  onClose: () => void
}

type Act = ReturnType<typeof useCatalogueAction>

/**
 * A catalogue create/edit dialog's state: the values start again from `initial` each time the
 * dialog opens for another row (without the last errors); a submit shows the server's errors at
 * the named fields or, when it succeeds, a snackbar and closes.
 */
export function useCatalogueForm<Row, V extends object>(
  { api, editing, onClose }: CatalogueDialogProps<Row>,
  form: {
    initial: (row: Row | undefined) => V
    /** The fields whose errors show at the field (the others in the form's alert). */
    fields: readonly string[]
    send: (act: Act, values: V, row: Row | undefined) => Promise<{ ok: true } | AdminCatalogueFailure>
    /** The dialog's title for a new row or the row edited. */
    title: (row: Row | undefined) => string
    /** The snackbar after a success. */
    done: (row: Row | undefined) => string
  },
) {
  const { i18n } = useTranslation()
  const snackbar = useSnackbar()
  const act = useCatalogueAction(api)
  const current = editing?.mode === 'edit' ? editing.row : undefined
  const [values, setValues] = useState(() => form.initial(current))
  const [errors, setErrors] = useState<{ fields: Record<string, string>; form?: string }>({ fields: {} })
  const [busy, setBusy] = useState(false)
  const [openedFor, setOpenedFor] = useState(editing)
  if (editing !== openedFor) {
    setOpenedFor(editing)
    setValues(form.initial(current))
    setErrors({ fields: {} })
  }
  const set =
    <F extends keyof V>(field: F) =>
    (value: V[F]) =>
      setValues((before) => ({ ...before, [field]: value }))
  const submit = async () => {
    setBusy(true)
    const result = await form.send(act, values, current)
    setBusy(false)
    if (!result.ok) return setErrors(failureText(result, i18n.language, form.fields))
    snackbar.show({ message: form.done(current), tone: 'success' })
    onClose()
  }
  return {
    current,
    values,
    set,
    /** A field's value, setter and error: `<TextField {...field('name')} />`. */
    field: bindField(values, set, (name) => errors.fields[name]),
    /** CatalogueFormDialog's state, title and handlers (its size, form id and fields are the dialog's). */
    dialog: {
      open: editing !== null,
      onClose,
      title: form.title(current),
      editing: current !== undefined,
      busy,
      formError: errors.form,
      onSubmit: () => void submit(),
    },
  }
}
