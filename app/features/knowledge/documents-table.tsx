import { mdiDeleteOutline, mdiFileDocumentOutline, mdiRefresh } from '@mdi/js'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { inLanguage } from '../../i18n/bilingual-text.shared'
import { useFormatTime } from '../../i18n/time-zone'
import { Badge } from '../../ui/badge/badge'
import { Button, buttonClassName } from '../../ui/button/button'
import { ConfirmDialog } from '../../ui/confirm-dialog/confirm-dialog'
import { DataTable, dataTableColumns } from '../../ui/data-table/data-table'
import { Icon } from '../../ui/icon/icon'
import { AppLink } from '../shell/app-link'
import * as css from './knowledge.css'
import type { DocumentView } from './knowledge.functions'
import { DOCUMENT_STATUS_TONES, useKnowledgeFormat } from './knowledge-format'

export interface DocumentsTableProps {
  documents: DocumentView[]
  /** Where a document opens in the viewer. */
  documentHref: (documentId: string) => string
  /** Resolves to a message to keep the confirmation open with it; nothing when done. */
  onDelete: (document: DocumentView) => Promise<string | undefined>
  onReprocess: (document: DocumentView) => void
}

/** Whether a document is still on its way (the table polls while one is). */
export function isPending(document: Pick<DocumentView, 'status'>) {
  return document.status === 'queued' || document.status === 'processing'
}

/** A document's status: its badge, pages done while it runs, and why it failed. */
export function DocumentStatus({ document }: { document: DocumentView }) {
  const { t, i18n } = useTranslation()
  const say = useKnowledgeFormat()
  return (
    <div className={css.statusCell} data-testid={`document-status-${document.id}`}>
      <Badge tone={DOCUMENT_STATUS_TONES[document.status]}>{say.status(document.status)}</Badge>
      {document.status === 'processing' && document.pages !== null && (
        <>
          <span className={`${css.muted} ${css.nowrap}`}>
            {t('knowledge.documents.progress', {
              done: say.number(document.pagesDone),
              total: say.number(document.pages),
            })}
          </span>
          <progress
            className={css.progress}
            max={document.pages}
            value={document.pagesDone}
            aria-label={t('knowledge.documents.progress', {
              done: document.pagesDone,
              total: document.pages,
            })}
          />
        </>
      )}
      {document.status === 'failed' && document.error && (
        <p className={css.failure}>{inLanguage(document.error.messages, i18n.language)}</p>
      )}
    </div>
  )
}

/** A base's documents: status (with progress and the reason of a failure), size, pages, passages. */
export function DocumentsTable({ documents, documentHref, onDelete, onReprocess }: DocumentsTableProps) {
  const { t } = useTranslation()
  const say = useKnowledgeFormat()
  const time = useFormatTime()
  const columns = useMemo(() => {
    const column = dataTableColumns<DocumentView>()
    const none = t('knowledge.documents.none')
    return column.columns([
      column.accessor('name', {
        header: t('knowledge.documents.columns.name'),
        cell: (info) => <span className={css.nameCell}>{info.getValue()}</span>,
      }),
      column.accessor('format', {
        header: t('knowledge.documents.columns.format'),
        cell: (info) => <span className={css.nowrap}>{say.format(info.getValue())}</span>,
      }),
      column.accessor('status', {
        header: t('knowledge.documents.columns.status'),
        cell: (info) => <DocumentStatus document={info.row.original} />,
      }),
      column.accessor('sizeBytes', {
        header: t('knowledge.documents.columns.size'),
        cell: (info) => (
          <span className={css.numeric}>{info.getValue() > 0 ? say.size(info.getValue()) : none}</span>
        ),
      }),
      column.accessor('pages', {
        header: t('knowledge.documents.columns.pages'),
        cell: (info) => {
          const pages = info.getValue()
          return <span className={css.numeric}>{pages === null ? none : say.number(pages)}</span>
        },
      }),
      column.accessor('chunks', {
        header: t('knowledge.documents.columns.chunks'),
        cell: (info) => <span className={css.numeric}>{say.number(info.getValue())}</span>,
      }),
      column.accessor('createdAt', {
        header: t('knowledge.documents.columns.uploaded'),
        // The day over the time: the column stays as narrow as a date.
        cell: (info) => (
          <time className={css.dateCell} dateTime={info.getValue()}>
            <span className={css.nowrap}>{time.date(info.getValue())}</span>{' '}
            <span className={css.nowrap}>{time.time(info.getValue())}</span>
          </time>
        ),
      }),
      column.display({
        id: 'actions',
        header: t('knowledge.documents.columns.actions'),
        cell: (info) => (
          <DocumentActions
            document={info.row.original}
            href={documentHref(info.row.original.id)}
            onDelete={onDelete}
            onReprocess={onReprocess}
          />
        ),
      }),
    ])
  }, [t, say, time, documentHref, onDelete, onReprocess])

  return (
    <DataTable
      caption={t('knowledge.documents.caption')}
      hideCaption
      columns={columns}
      data={documents}
      getRowId={(document) => document.id}
      pageSize={25}
      empty={<p className={css.muted}>{t('knowledge.documents.empty')}</p>}
    />
  )
}

function DocumentActions({
  document,
  href,
  onDelete,
  onReprocess,
}: {
  document: DocumentView
  href: string
} & Pick<DocumentsTableProps, 'onDelete' | 'onReprocess'>) {
  const { t } = useTranslation()
  // Icon buttons keep the column narrow; each says what it does to which document.
  const named = (label: string) => ({
    'aria-label': `${label}: ${document.name}`,
    title: label,
    className: css.iconButton,
  })
  return (
    <div className={css.rowActions}>
      {document.status === 'ready' && (
        <AppLink
          href={href}
          {...named(t('knowledge.documents.view'))}
          className={`${buttonClassName({ variant: 'ghost', size: 'small' })} ${css.iconButton}`}
        >
          <Icon path={mdiFileDocumentOutline} size={18} />
        </AppLink>
      )}
      {!isPending(document) && (
        <Button
          variant="ghost"
          size="small"
          icon={mdiRefresh}
          onClick={() => onReprocess(document)}
          {...named(t('knowledge.documents.reprocess'))}
        />
      )}
      <ConfirmDialog
        title={t('knowledge.documents.deleteTitle', { name: document.name })}
        description={t('knowledge.documents.deleteDescription')}
        confirmLabel={t('knowledge.documents.deleteConfirm')}
        confirmVariant="danger"
        onConfirm={() => onDelete(document)}
        trigger={
          <Button
            variant="ghost"
            size="small"
            icon={mdiDeleteOutline}
            {...named(t('knowledge.documents.delete'))}
          />
        }
      />
    </div>
  )
}
