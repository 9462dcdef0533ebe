import { mdiArrowLeft } from '@mdi/js'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormatTime } from '../../i18n/time-zone'
import { Button, buttonClassName } from '../../ui/button/button'
import { Icon } from '../../ui/icon/icon'
import { AppLink } from '../shell/app-link'
import { type ChunkGroupKey, chunkGroupKey, sameGroup } from './chunk-location.shared'
import { DocumentStatus } from './documents-table'
import * as css from './knowledge.css'
import type { DocumentForViewer, ViewerChunk } from './knowledge.functions'
import { useKnowledgeFormat } from './knowledge-format'

/** Consecutive passages under one heading: a page, slide, sheet or heading path. */
export function groupChunks(chunks: ViewerChunk[]): { key: ChunkGroupKey; chunks: ViewerChunk[] }[] {
  const groups: { key: ChunkGroupKey; chunks: ViewerChunk[] }[] = []
  for (const chunk of chunks) {
    const key = chunkGroupKey(chunk)
    const last = groups.at(-1)
    if (last && sameGroup(last.key, key)) last.chunks.push(chunk)
    else groups.push({ key, chunks: [chunk] })
  }
  return groups
}

export interface DocumentViewerViewProps {
  data: DocumentForViewer
  /** The passage a citation points at (`?chunk=`): scrolled to and marked. */
  citedChunkId?: number
  /** The knowledge screen, for those who manage it; otherwise only "Back". */
  knowledgeHref?: string
  onBack: () => void
}

/** A document's extracted text, passage by passage, grouped by where it came from. */
export function DocumentViewerView({ data, citedChunkId, knowledgeHref, onBack }: DocumentViewerViewProps) {
  const { t } = useTranslation()
  const say = useKnowledgeFormat()
  const time = useFormatTime()
  const cited = useRef<HTMLElement>(null)
  const { document } = data

  useEffect(() => {
    if (citedChunkId === undefined || !cited.current) return
    cited.current.scrollIntoView({ block: 'center' })
    cited.current.focus({ preventScroll: true })
  }, [citedChunkId])

  return (
    <div className={css.page}>
      <div className={css.actions}>
        <Button variant="ghost" size="small" icon={mdiArrowLeft} onClick={onBack}>
          {t('knowledge.viewer.backToChat')}
        </Button>
        {knowledgeHref && (
          <AppLink href={knowledgeHref} className={buttonClassName({ variant: 'ghost', size: 'small' })}>
            <Icon path={mdiArrowLeft} size={16} />
            {t('knowledge.viewer.back')}
          </AppLink>
        )}
      </div>
      <h1 className={css.heading}>{document.name}</h1>
      <ul className={css.details} aria-label={t('knowledge.viewer.details')}>
        {[
          document.baseName ? t('knowledge.viewer.base', { name: document.baseName }) : undefined,
          say.format(document.format),
          document.sizeBytes > 0 ? say.size(document.sizeBytes) : undefined,
          document.pages === null
            ? undefined
            : `${t('knowledge.documents.columns.pages')} ${say.number(document.pages)}`,
          `${t('knowledge.documents.columns.chunks')} ${say.number(document.chunks)}`,
          time.dateTime(document.createdAt),
        ]
          .filter(Boolean)
          .map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
      </ul>
      <DocumentStatus document={document} />
      {data.chunks.length === 0 ? (
        <p className={css.muted}>{t('knowledge.viewer.empty')}</p>
      ) : (
        groupChunks(data.chunks).map((group) => (
          <section key={group.chunks[0]?.id} className={css.viewerGroup}>
            <h2 className={css.groupHeading}>{say.group(group.key)}</h2>
            {group.chunks.map((chunk) => {
              const isCited = chunk.id === citedChunkId
              const place = say.place(chunk.location, group.key)
              return (
                <article
                  key={chunk.id}
                  id={`chunk-${chunk.id}`}
                  ref={isCited ? cited : undefined}
                  tabIndex={isCited ? -1 : undefined}
                  className={css.passage}
                  data-cited={isCited}
                  data-testid="document-passage"
                  aria-label={
                    isCited
                      ? t('knowledge.viewer.cited')
                      : t('knowledge.viewer.passage', { number: chunk.position + 1 })
                  }
                >
                  {(isCited || place) && (
                    <span className={css.passageLabel}>
                      {[isCited ? t('knowledge.viewer.cited') : undefined, place || undefined]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  )}
                  <p className={css.passageText}>{chunk.text}</p>
                </article>
              )
            })}
          </section>
        ))
      )}
    </div>
  )
}
