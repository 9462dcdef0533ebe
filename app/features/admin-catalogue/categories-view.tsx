import { mdiArrowDown, mdiArrowUp, mdiPlus } from '@mdi/js'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '../../i18n/format'
import { useLocale } from '../../i18n/i18n-provider'
import type { AdminCategoryRow } from '../../server/admin/catalogue/admin-categories.server'
import { Button } from '../../ui/button/button'
import { DataTable, dataTableColumns } from '../../ui/data-table/data-table'
import { FormAlert } from '../../ui/form-alert/form-alert'
import { useSnackbar } from '../../ui/snackbar/snackbar'
import { TextField } from '../../ui/text-field/text-field'
import { Textarea } from '../../ui/textarea/textarea'
import * as css from './admin-catalogue.css'
import { type CatalogueApi, failureText } from './catalogue-api'
import { CatalogueFormDialog } from './catalogue-form-dialog'
import { ConfirmDialog } from './confirm-dialog'
import { useCatalogueAction, useServerList } from './use-catalogue'

type Editing = { mode: 'create' } | { mode: 'edit'; category: AdminCategoryRow }

/** /admin/categories: the catalogue's categories, paged on the server, with their order and chat counts. */
export function CategoriesView({ api }: { api: CatalogueApi }) {
  const { t, i18n } = useTranslation()
  const { locale } = useLocale()
  const snackbar = useSnackbar()
  const list = useServerList(api, 'categories.list', {}, [{ id: 'position', desc: false }])
  const act = useCatalogueAction(api)
  const [editing, setEditing] = useState<Editing | null>(null)
  const [deleting, setDeleting] = useState<AdminCategoryRow | null>(null)

  const columns = useMemo(() => {
    const column = dataTableColumns<AdminCategoryRow>()
    const move = async (category: AdminCategoryRow, direction: 'up' | 'down') => {
      const result = await act('categories.move', { id: category.id, direction })
      if (!result.ok)
        snackbar.show({
          message: failureText(result, i18n.language).form ?? t('adminCatalogue.failed'),
          tone: 'error',
        })
    }
    return column.columns([
      column.accessor('position', {
        header: t('adminCatalogue.categories.order'),
        cell: (info) => (
          <span className={css.actions}>
            <Button
              size="small"
              variant="ghost"
              icon={mdiArrowUp}
              aria-label={t('adminCatalogue.moveUp', { name: info.row.original.name })}
              onClick={() => void move(info.row.original, 'up')}
            />
            <Button
              size="small"
              variant="ghost"
              icon={mdiArrowDown}
              aria-label={t('adminCatalogue.moveDown', { name: info.row.original.name })}
              onClick={() => void move(info.row.original, 'down')}
            />
          </span>
        ),
      }),
      column.accessor('id', { header: t('adminCatalogue.categories.id') }),
      column.accessor('name', { header: t('adminCatalogue.categories.name') }),
      column.accessor('description', {
        header: t('adminCatalogue.categories.description'),
        enableSorting: false,
        cell: (info) => <span className={css.clamp}>{info.getValue()}</span>,
      }),
      column.accessor('chatCount', {
        header: t('adminCatalogue.categories.chatCount'),
        cell: (info) => formatNumber(info.getValue(), locale),
      }),
      column.display({
        id: 'actions',
        header: t('adminCatalogue.actions'),
        cell: (info) => (
          <span className={css.actions}>
            <Button
              size="small"
              variant="secondary"
              onClick={() => setEditing({ mode: 'edit', category: info.row.original })}
            >
              {t('adminCatalogue.edit')}
            </Button>
            <Button size="small" variant="danger" onClick={() => setDeleting(info.row.original)}>
              {t('adminCatalogue.delete')}
            </Button>
          </span>
        ),
      }),
    ])
  }, [t, locale, act, snackbar, i18n.language])

  return (
    <div className={css.page}>
      <h1 className={css.heading}>{t('adminCatalogue.categories.title')}</h1>
      <p className={css.lead}>{t('adminCatalogue.categories.lead')}</p>
      <div className={css.toolbar}>
        <TextField
          className={css.grow}
          type="search"
          label={t('adminCatalogue.search')}
          value={list.q}
          onValueChange={list.search}
        />
        <Button icon={mdiPlus} onClick={() => setEditing({ mode: 'create' })}>
          {t('adminCatalogue.categories.add')}
        </Button>
      </div>
      {list.failure && <FormAlert>{failureText(list.failure, i18n.language).form}</FormAlert>}
      <DataTable
        caption={t('adminCatalogue.categories.caption')}
        hideCaption
        columns={columns}
        data={list.page?.rows ?? EMPTY}
        getRowId={(row) => row.id}
        server={list.server}
        loading={list.loading}
        empty={t('adminCatalogue.categories.empty')}
      />
      <CategoryDialog api={api} editing={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('adminCatalogue.categories.deleteTitle', { name: deleting?.name ?? '' })}
        description={t('adminCatalogue.categories.deleteHelp')}
        confirmLabel={t('adminCatalogue.delete')}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return undefined
          const result = await act('categories.delete', { id: deleting.id })
          if (!result.ok) return failureText(result, i18n.language).form
          snackbar.show({ message: t('adminCatalogue.categories.deleted'), tone: 'success' })
          return undefined
        }}
      />
    </div>
  )
}

const EMPTY: AdminCategoryRow[] = []
const CATEGORY_FIELDS = ['id', 'name', 'description'] as const

function CategoryDialog({
  api,
  editing,
  onClose,
}: {
  api: CatalogueApi
  editing: Editing | null
  onClose: () => void
}) {
  const { t, i18n } = useTranslation()
  const snackbar = useSnackbar()
  const act = useCatalogueAction(api)
  const current = editing?.mode === 'edit' ? editing.category : undefined
  const [values, setValues] = useState({ id: '', name: '', description: '' })
  const [errors, setErrors] = useState<{ fields: Record<string, string>; form?: string }>({ fields: {} })
  const [busy, setBusy] = useState(false)
  const [openedFor, setOpenedFor] = useState<Editing | null>(null)
  if (editing !== openedFor) {
    // A new dialog starts from the category's values (or empty), without the last errors.
    setOpenedFor(editing)
    setValues({ id: current?.id ?? '', name: current?.name ?? '', description: current?.description ?? '' })
    setErrors({ fields: {} })
  }
  const submit = async () => {
    setBusy(true)
    const result = await act(editing?.mode === 'edit' ? 'categories.update' : 'categories.create', values)
    setBusy(false)
    if (!result.ok) return setErrors(failureText(result, i18n.language, CATEGORY_FIELDS))
    snackbar.show({
      message: t(
        editing?.mode === 'edit' ? 'adminCatalogue.categories.saved' : 'adminCatalogue.categories.created',
      ),
      tone: 'success',
    })
    onClose()
  }
  const set = (field: keyof typeof values) => (value: string) =>
    setValues((before) => ({ ...before, [field]: value }))
  return (
    <CatalogueFormDialog
      open={editing !== null}
      onClose={onClose}
      title={
        current
          ? t('adminCatalogue.categories.editTitle', { name: current.name })
          : t('adminCatalogue.categories.createTitle')
      }
      formId="category-form"
      editing={Boolean(current)}
      busy={busy}
      formError={errors.form}
      onSubmit={() => void submit()}
    >
      <TextField
        label={t('adminCatalogue.categories.id')}
        description={t('adminCatalogue.categories.idHelp')}
        required
        readOnly={Boolean(current)}
        value={values.id}
        onValueChange={set('id')}
        error={errors.fields.id}
      />
      <TextField
        label={t('adminCatalogue.categories.name')}
        required
        value={values.name}
        onValueChange={set('name')}
        error={errors.fields.name}
      />
      <Textarea
        label={t('adminCatalogue.categories.description')}
        rows={3}
        value={values.description}
        onValueChange={set('description')}
        error={errors.fields.description}
      />
    </CatalogueFormDialog>
  )
}
