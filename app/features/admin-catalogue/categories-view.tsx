import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '../../i18n/format'
import { useLocale } from '../../i18n/i18n-provider'
import type { AdminCategoryRow } from '../../server/admin/catalogue/admin-categories.server'
import { Button } from '../../ui/button/button'
import { dataTableColumns } from '../../ui/data-table/data-table'
import { TextField } from '../../ui/text-field/text-field'
import { Textarea } from '../../ui/textarea/textarea'
import * as css from './admin-catalogue.css'
import type { CatalogueApi } from './catalogue-api'
import { CatalogueFormDialog } from './catalogue-form-dialog'
import { CatalogueDeleteDialog, CatalogueList, MoveButtons, useMoveFailure } from './catalogue-list'
import {
  type CatalogueDialogProps,
  useCatalogueAction,
  useCatalogueForm,
  useServerList,
} from './use-catalogue'

/** The open dialog: a new category or the one edited; null when closed. */
type Editing = CatalogueDialogProps<AdminCategoryRow>['editing']

/** /admin/categories: the catalogue's categories, paged on the server, with their order and chat counts. */
export function CategoriesView({ api }: { api: CatalogueApi }) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const list = useServerList(api, 'categories.list', {}, [{ id: 'position', desc: false }])
  const act = useCatalogueAction(api)
  const moveFailed = useMoveFailure()
  const [editing, setEditing] = useState<Editing>(null)
  const [deleting, setDeleting] = useState<AdminCategoryRow | null>(null)

  const columns = useMemo(() => {
    const column = dataTableColumns<AdminCategoryRow>()
    return column.columns([
      column.accessor('position', {
        header: t('adminCatalogue.categories.order'),
        cell: (info) => (
          <span className={css.actions}>
            <MoveButtons
              name={info.row.original.name}
              onMove={async (by) =>
                moveFailed(
                  await act('categories.move', {
                    id: info.row.original.id,
                    direction: by < 0 ? 'up' : 'down',
                  }),
                )
              }
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
              onClick={() => setEditing({ mode: 'edit', row: info.row.original })}
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
  }, [t, locale, act, moveFailed])

  return (
    <div className={css.page}>
      <h1 className={css.heading}>{t('adminCatalogue.categories.title')}</h1>
      <p className={css.lead}>{t('adminCatalogue.categories.lead')}</p>
      <CatalogueList
        list={list}
        rows={list.page?.rows}
        addLabel={t('adminCatalogue.categories.add')}
        onAdd={() => setEditing({ mode: 'create' })}
        caption={t('adminCatalogue.categories.caption')}
        columns={columns}
        getRowId={(row) => row.id}
        empty={t('adminCatalogue.categories.empty')}
      />
      <CategoryDialog api={api} editing={editing} onClose={() => setEditing(null)} />
      <CatalogueDeleteDialog
        row={deleting}
        title={t('adminCatalogue.categories.deleteTitle', { name: deleting?.name ?? '' })}
        description={t('adminCatalogue.categories.deleteHelp')}
        run={(category) => act('categories.delete', { id: category.id })}
        done={() => t('adminCatalogue.categories.deleted')}
        onClose={() => setDeleting(null)}
      />
    </div>
  )
}

const CATEGORY_FIELDS = ['id', 'name', 'description'] as const

function CategoryDialog(props: CatalogueDialogProps<AdminCategoryRow>) {
  const { t } = useTranslation()
  const { current, field, dialog } = useCatalogueForm(props, {
    // A new dialog starts from the category's values (or empty).
    initial: (category) => ({
      id: category?.id ?? '',
      name: category?.name ?? '',
      description: category?.description ?? '',
    }),
    fields: CATEGORY_FIELDS,
    send: (act, values, category) => act(category ? 'categories.update' : 'categories.create', values),
    title: (row) =>
      row
        ? t('adminCatalogue.categories.editTitle', { name: row.name })
        : t('adminCatalogue.categories.createTitle'),
    done: (row) => t(row ? 'adminCatalogue.categories.saved' : 'adminCatalogue.categories.created'),
  })
  return (
    <CatalogueFormDialog {...dialog} formId="category-form">
      <TextField
        label={t('adminCatalogue.categories.id')}
        description={t('adminCatalogue.categories.idHelp')}
        required
        readOnly={Boolean(current)}
        {...field('id')}
      />
      <TextField label={t('adminCatalogue.categories.name')} required {...field('name')} />
      <Textarea label={t('adminCatalogue.categories.description')} rows={3} {...field('description')} />
    </CatalogueFormDialog>
  )
}
