import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { FaqEntryRow } from '../../server/admin/catalogue/admin-faq.server'
import { dataTableColumns } from '../../ui/data-table/data-table'
import { Textarea } from '../../ui/textarea/textarea'
import { RowActions } from '../admin-shell/row-actions'
import * as css from './admin-catalogue.css'
import type { CatalogueApi } from './catalogue-api'
import { CatalogueFormDialog } from './catalogue-form-dialog'
import { CatalogueDeleteDialog, CatalogueList, MoveButtons, useMoveFailure } from './catalogue-list'
import {
  type CatalogueDialogProps,
  type CatalogueEditing,
  useCatalogueAction,
  useCatalogueForm,
  useServerList,
} from './use-catalogue'

type EntryEditing = CatalogueEditing<FaqEntryRow>

/** An FAQ chat's entries, paged and searched on the server, in the order retrieval breaks ties by. */
export function FaqEntriesPanel({ api, chatId }: { api: CatalogueApi; chatId: string }) {
  const { t } = useTranslation()
  const act = useCatalogueAction(api)
  const moveFailed = useMoveFailure()
  const list = useServerList(api, 'faq.entries', { chatId })
  const [editing, setEditing] = useState<EntryEditing | null>(null)
  const [deleting, setDeleting] = useState<FaqEntryRow | null>(null)

  const columns = useMemo(() => {
    const column = dataTableColumns<FaqEntryRow>()
    const move = async (entry: FaqEntryRow, by: number) => {
      if (entry.position + by < 0) return
      moveFailed(await act('faq.move', { chatId, position: entry.position, to: entry.position + by }))
    }
    return column.columns([
      column.accessor('position', {
        header: t('adminCatalogue.faq.position'),
        cell: (info) => info.getValue() + 1,
      }),
      column.accessor('question', {
        header: t('adminCatalogue.faq.question'),
        enableSorting: false,
        cell: (info) => {
          const count = info.row.original.alternateQuestions.length
          return (
            <div className={css.cellStack}>
              <span className={css.clamp}>{info.getValue()}</span>
              {count > 0 && (
                <span className={css.muted} title={info.row.original.alternateQuestions.join('\n')}>
                  {t('adminCatalogue.faq.alternateCount', { count })}
                </span>
              )}
            </div>
          )
        },
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
            <RowActions
              row={name}
              className={css.actions}
              actions={[
                {
                  label: t('adminCatalogue.edit'),
                  variant: 'secondary',
                  onClick: () => setEditing({ mode: 'edit', row: entry }),
                },
                { label: t('adminCatalogue.delete'), variant: 'danger', onClick: () => setDeleting(entry) },
              ]}
            >
              <MoveButtons name={name} onMove={(by) => void move(entry, by)} />
            </RowActions>
          )
        },
      }),
    ])
  }, [t, act, chatId, moveFailed])

  return (
    <div className={css.section}>
      <CatalogueList
        list={list}
        rows={list.page?.rows}
        addLabel={t('adminCatalogue.faq.add')}
        onAdd={() => setEditing({ mode: 'create' })}
        caption={t('adminCatalogue.faq.caption')}
        columns={columns}
        getRowId={(row) => String(row.position)}
        empty={t('adminCatalogue.faq.empty')}
      />
      <EntryDialog api={api} chatId={chatId} editing={editing} onClose={() => setEditing(null)} />
      <CatalogueDeleteDialog
        row={deleting}
        title={t('adminCatalogue.faq.deleteConfirm', {
          position: (deleting?.position ?? 0) + 1,
          question: deleting?.question ?? '',
        })}
        run={(entry) => act('faq.delete', { chatId, position: entry.position })}
        done={() => t('adminCatalogue.faq.deleted')}
        onClose={() => setDeleting(null)}
      />
    </div>
  )
}

const ENTRY_FIELDS = ['question', 'answer', 'alternateQuestions'] as const

/** One wording per line; blank lines are not wordings. */
export function alternateLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
}

function EntryDialog({ chatId, ...props }: CatalogueDialogProps<FaqEntryRow> & { chatId: string }) {
  const { t } = useTranslation()
  const { field, dialog } = useCatalogueForm(props, {
    initial: (entry) => ({
      question: entry?.question ?? '',
      answer: entry?.answer ?? '',
      alternateQuestions: entry?.alternateQuestions.join('\n') ?? '',
    }),
    fields: ENTRY_FIELDS,
    send: (act, { alternateQuestions, ...values }, entry) => {
      const input = { chatId, ...values, alternateQuestions: alternateLines(alternateQuestions) }
      return entry ? act('faq.update', { ...input, position: entry.position }) : act('faq.add', input)
    },
    title: (row) =>
      row
        ? t('adminCatalogue.faq.editTitle', { position: row.position + 1 })
        : t('adminCatalogue.faq.createTitle'),
    done: (row) => t(row ? 'adminCatalogue.faq.saved' : 'adminCatalogue.faq.added'),
  })
  return (
    <CatalogueFormDialog {...dialog} size="large" formId="faq-entry-form">
      <Textarea label={t('adminCatalogue.faq.question')} required rows={2} {...field('question')} />
      <Textarea label={t('adminCatalogue.faq.answer')} required rows={6} {...field('answer')} />
      <Textarea
        label={t('adminCatalogue.faq.alternateQuestions')}
        description={t('adminCatalogue.faq.alternateQuestionsHelp')}
        rows={3}
        {...field('alternateQuestions')}
      />
    </CatalogueFormDialog>
  )
}
