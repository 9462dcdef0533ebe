import { mdiArrowDown, mdiArrowUp, mdiPlus } from '@mdi/js'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { FaqEntryRow } from '../../server/admin/catalogue/admin-faq.server'
import { Button } from '../../ui/button/button'
import { DataTable, dataTableColumns } from '../../ui/data-table/data-table'
import { useSnackbar } from '../../ui/snackbar/snackbar'
import { TextField } from '../../ui/text-field/text-field'
import { Textarea } from '../../ui/textarea/textarea'
import * as css from './admin-catalogue.css'
import { type CatalogueApi, failureText } from './catalogue-api'
import { CatalogueFormDialog } from './catalogue-form-dialog'
import { ConfirmDialog } from './confirm-dialog'
import { useCatalogueAction, useServerList } from './use-catalogue'

const EMPTY: FaqEntryRow[] = []
type EntryEditing = { mode: 'create' } | { mode: 'edit'; entry: FaqEntryRow }

/** An FAQ chat's entries, paged and searched on the server, in the order retrieval breaks ties by. */
export function FaqEntriesPanel({ api, chatId }: { api: CatalogueApi; chatId: string }) {
  const { t, i18n } = useTranslation()
  const snackbar = useSnackbar()
  const act = useCatalogueAction(api)
  const list = useServerList(api, 'faq.entries', { chatId })
  const [editing, setEditing] = useState<EntryEditing | null>(null)
  const [deleting, setDeleting] = useState<FaqEntryRow | null>(null)

  const columns = useMemo(() => {
    const column = dataTableColumns<FaqEntryRow>()
    const move = async (entry: FaqEntryRow, by: number) => {
      if (entry.position + by < 0) return
      const result = await act('faq.move', { chatId, position: entry.position, to: entry.position + by })
      if (!result.ok)
        snackbar.show({
          message: failureText(result, i18n.language).form ?? t('adminCatalogue.failed'),
          tone: 'error',
        })
    }
    return column.columns([
      column.accessor('position', {
        header: t('adminCatalogue.faq.position'),
        cell: (info) => info.getValue() + 1,
      }),
      column.accessor('question', {
        header: t('adminCatalogue.faq.question'),
        enableSorting: false,
        cell: (info) => <span className={css.clamp}>{info.getValue()}</span>,
      }),
      column.accessor('answer', {
        header: t('adminCatalogue.faq.answer'),
        enableSorting: false,
        cell: (info) => <span className={css.clamp}>{info.getValue()}</span>,
      }),
      column.display({
        id: 'actions',
        header: t('adminCatalogue.actions'),
        cell: (info) => {
          const entry = info.row.original
          const name = `#${entry.position + 1}`
          return (
            <span className={css.actions}>
              <Button
                size="small"
                variant="ghost"
                icon={mdiArrowUp}
                aria-label={t('adminCatalogue.moveUp', { name })}
                onClick={() => void move(entry, -1)}
              />
              <Button
                size="small"
                variant="ghost"
                icon={mdiArrowDown}
                aria-label={t('adminCatalogue.moveDown', { name })}
                onClick={() => void move(entry, 1)}
              />
              <Button
                size="small"
                variant="secondary"
                aria-label={`${t('adminCatalogue.edit')}: ${name}`}
                onClick={() => setEditing({ mode: 'edit', entry })}
              >
                {t('adminCatalogue.edit')}
              </Button>
              <Button
                size="small"
                variant="danger"
                aria-label={`${t('adminCatalogue.delete')}: ${name}`}
                onClick={() => setDeleting(entry)}
              >
                {t('adminCatalogue.delete')}
              </Button>
            </span>
          )
        },
      }),
    ])
  }, [t, act, chatId, snackbar, i18n.language])

  return (
    <div className={css.section}>
      <div className={css.toolbar}>
        <TextField
          className={css.grow}
          type="search"
          label={t('adminCatalogue.search')}
          value={list.q}
          onValueChange={list.search}
        />
        <Button icon={mdiPlus} onClick={() => setEditing({ mode: 'create' })}>
          {t('adminCatalogue.faq.add')}
        </Button>
      </div>
      <DataTable
        caption={t('adminCatalogue.faq.caption')}
        hideCaption
        columns={columns}
        data={list.page?.rows ?? EMPTY}
        getRowId={(row) => String(row.position)}
        server={list.server}
        loading={list.loading}
        empty={t('adminCatalogue.faq.empty')}
      />
      <EntryDialog api={api} chatId={chatId} editing={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('adminCatalogue.faq.deleteConfirm', {
          position: (deleting?.position ?? 0) + 1,
          question: deleting?.question ?? '',
        })}
        confirmLabel={t('adminCatalogue.delete')}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return undefined
          const result = await act('faq.delete', { chatId, position: deleting.position })
          if (!result.ok) return failureText(result, i18n.language).form
          snackbar.show({ message: t('adminCatalogue.faq.deleted'), tone: 'success' })
          return undefined
        }}
      />
    </div>
  )
}

const ENTRY_FIELDS = ['question', 'answer'] as const

function EntryDialog({
  api,
  chatId,
  editing,
  onClose,
}: {
  api: CatalogueApi
  chatId: string
  editing: EntryEditing | null
  onClose: () => void
}) {
  const { t, i18n } = useTranslation()
  const snackbar = useSnackbar()
  const act = useCatalogueAction(api)
  const current = editing?.mode === 'edit' ? editing.entry : undefined
  const [values, setValues] = useState({ question: '', answer: '' })
  const [errors, setErrors] = useState<{ fields: Record<string, string>; form?: string }>({ fields: {} })
  const [busy, setBusy] = useState(false)
  const [openedFor, setOpenedFor] = useState<EntryEditing | null>(null)
  if (editing !== openedFor) {
    setOpenedFor(editing)
    setValues({ question: current?.question ?? '', answer: current?.answer ?? '' })
    setErrors({ fields: {} })
  }
  const submit = async () => {
    setBusy(true)
    const result = current
      ? await act('faq.update', { chatId, position: current.position, ...values })
      : await act('faq.add', { chatId, ...values })
    setBusy(false)
    if (!result.ok) return setErrors(failureText(result, i18n.language, ENTRY_FIELDS))
    snackbar.show({
      message: t(current ? 'adminCatalogue.faq.saved' : 'adminCatalogue.faq.added'),
      tone: 'success',
    })
    onClose()
  }
  return (
    <CatalogueFormDialog
      open={editing !== null}
      onClose={onClose}
      size="large"
      title={
        current
          ? t('adminCatalogue.faq.editTitle', { position: current.position + 1 })
          : t('adminCatalogue.faq.createTitle')
      }
      formId="faq-entry-form"
      editing={Boolean(current)}
      busy={busy}
      formError={errors.form}
      onSubmit={() => void submit()}
    >
      <Textarea
        label={t('adminCatalogue.faq.question')}
        required
        rows={2}
        value={values.question}
        onValueChange={(question) => setValues((before) => ({ ...before, question }))}
        error={errors.fields.question}
      />
      <Textarea
        label={t('adminCatalogue.faq.answer')}
        required
        rows={6}
        value={values.answer}
        onValueChange={(answer) => setValues((before) => ({ ...before, answer }))}
        error={errors.fields.answer}
      />
    </CatalogueFormDialog>
  )
}
