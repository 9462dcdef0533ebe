import { mdiDeleteOutline } from '@mdi/js'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { inLanguage } from '../../i18n/bilingual-text.shared'
import { Button } from '../../ui/button/button'
import { ConfirmDialog } from '../../ui/confirm-dialog/confirm-dialog'
import { FormAlert } from '../../ui/form-alert/form-alert'
import { useSnackbar } from '../../ui/snackbar/snackbar'
import { BaseChatsDialog } from './base-chats-dialog'
import { BaseList, type CreateBase } from './base-list'
import { DocumentsTable, isPending } from './documents-table'
import * as css from './knowledge.css'
import type {
  AttachableChat,
  DocumentView,
  KnowledgeBaseSummary,
  KnowledgeOverview,
  KnowledgeResult,
  KnowledgeSearchResult,
} from './knowledge.functions'
import { useKnowledgeFormat } from './knowledge-format'
import { SearchBox } from './search-box'
import { UploadPanel } from './upload-panel'
import type { UploadFile } from './upload-request'

/** What the screen can do; the page sends each to the server and reads the data again. */
export interface KnowledgeActions {
  createBase: CreateBase
  deleteBase(baseId: string): Promise<KnowledgeResult<unknown>>
  setChat(baseId: string, chat: string, attached: boolean): Promise<KnowledgeResult<unknown>>
  deleteDocument(baseId: string, documentId: string): Promise<KnowledgeResult<unknown>>
  reprocessDocument(baseId: string, documentId: string): Promise<KnowledgeResult<unknown>>
  search(baseId: string, question: string): Promise<KnowledgeResult<KnowledgeSearchResult>>
  upload(baseId: string): UploadFile
  /** A file was accepted: the documents and the storage are read again. */
  uploaded(baseId: string): void
}

export interface KnowledgeViewProps {
  overview: KnowledgeOverview
  selectedBaseId: string | null
  onSelectBase: (baseId: string) => void
  /** The open base's documents; undefined while they load. */
  documents: DocumentView[] | undefined
  attachableChats: AttachableChat[] | undefined
  actions: KnowledgeActions
  /** The viewer's path: /knowledge or /admin/knowledge. */
  viewerBase: '/knowledge' | '/admin/knowledge'
}

/** /knowledge and /admin/knowledge: the bases, and the open one's documents, upload and search. */
export function KnowledgeView(props: KnowledgeViewProps) {
  const { t } = useTranslation()
  const { overview } = props
  const catalogue = overview.scope === 'catalogue'
  const selected = overview.bases.find((base) => base.id === props.selectedBaseId)
  return (
    <div className={css.page}>
      <h1 className={css.heading}>{t(catalogue ? 'knowledge.catalogueTitle' : 'knowledge.title')}</h1>
      <p className={css.lead}>{t(catalogue ? 'knowledge.catalogueLead' : 'knowledge.lead')}</p>
      {overview.storage && <StorageMeter {...overview.storage} />}
      <BaseList
        bases={overview.bases}
        selectedBaseId={selected?.id ?? null}
        onSelect={props.onSelectBase}
        createBase={props.actions.createBase}
      />
      {selected && <BasePanel key={selected.id} {...props} base={selected} />}
    </div>
  )
}

/** The tenant's knowledge storage against its plan's allowance. */
export function StorageMeter({ usedBytes, limitBytes }: { usedBytes: number; limitBytes: number | null }) {
  const { t } = useTranslation()
  const say = useKnowledgeFormat()
  const headingId = useId()
  return (
    <section className={css.section} aria-labelledby={headingId} data-testid="knowledge-storage">
      <h2 id={headingId} className={css.smallHeading}>
        {t('knowledge.storage.heading')}
      </h2>
      <p className={css.muted}>
        {limitBytes === null
          ? t('knowledge.storage.unlimited', { used: say.size(usedBytes) })
          : t('knowledge.storage.used', { used: say.size(usedBytes), limit: say.size(limitBytes) })}
      </p>
      {limitBytes !== null && limitBytes > 0 && (
        <meter
          className={css.meter}
          min={0}
          max={limitBytes}
          low={limitBytes * 0.8}
          high={limitBytes * 0.95}
          optimum={0}
          value={Math.min(usedBytes, limitBytes)}
          aria-label={t('knowledge.storage.meter')}
        />
      )}
    </section>
  )
}

function BasePanel({
  base,
  documents,
  attachableChats,
  actions,
  overview,
  viewerBase,
}: KnowledgeViewProps & { base: KnowledgeBaseSummary }) {
  const { t, i18n } = useTranslation()
  const snackbar = useSnackbar()
  const headingId = useId()
  const documentHref = (documentId: string, chunkId?: number) =>
    `${viewerBase}/documents/${encodeURIComponent(documentId)}${chunkId === undefined ? '' : `?chunk=${chunkId}`}`
  const refusal = (result: KnowledgeResult<unknown> | null) => {
    if (!result) return t('errors.internalExplanation')
    return result.ok ? undefined : inLanguage(result.messages, i18n.language)
  }

  return (
    <section className={css.basePanel} aria-labelledby={headingId} data-testid="knowledge-base-panel">
      <div className={css.panelHeader}>
        <h2 id={headingId} className={css.subheading}>
          {t('knowledge.documents.heading', { name: base.name })}
        </h2>
        <div className={css.actions}>
          <BaseChatsDialog
            base={base}
            chats={attachableChats}
            setChat={(chat, attached) => actions.setChat(base.id, chat, attached)}
          />
          <ConfirmDialog
            title={t('knowledge.bases.deleteTitle', { name: base.name })}
            description={t('knowledge.bases.deleteDescription', { count: base.documents })}
            confirmLabel={t('knowledge.bases.deleteConfirm')}
            confirmVariant="danger"
            onConfirm={async () => {
              const message = refusal(await actions.deleteBase(base.id).catch(() => null))
              if (message) return message
              snackbar.show({ message: t('knowledge.bases.deleted', { name: base.name }), tone: 'success' })
            }}
            trigger={
              <Button variant="ghost" icon={mdiDeleteOutline}>
                {t('knowledge.bases.delete')}
              </Button>
            }
          />
        </div>
      </div>
      <UploadPanel
        upload={actions.upload(base.id)}
        maxFiles={overview.upload.maxFiles}
        maxFileMb={overview.upload.maxFileMb}
        onUploaded={() => actions.uploaded(base.id)}
      />
      <div className={css.section}>
        {documents?.some(isPending) && (
          <FormAlert tone="info" data-testid="knowledge-polling">
            {t('knowledge.documents.polling')}
          </FormAlert>
        )}
        <DocumentsTable
          documents={documents ?? []}
          documentHref={documentHref}
          onDelete={async (document) => {
            const message = refusal(await actions.deleteDocument(base.id, document.id).catch(() => null))
            if (message) return message
            snackbar.show({
              message: t('knowledge.documents.deleted', { name: document.name }),
              tone: 'success',
            })
          }}
          onReprocess={async (document) => {
            const message = refusal(await actions.reprocessDocument(base.id, document.id).catch(() => null))
            snackbar.show(
              message
                ? { message, tone: 'error' }
                : { message: t('knowledge.documents.reprocessed', { name: document.name }), tone: 'success' },
            )
          }}
        />
      </div>
      <SearchBox search={(question) => actions.search(base.id, question)} documentHref={documentHref} />
    </section>
  )
}
