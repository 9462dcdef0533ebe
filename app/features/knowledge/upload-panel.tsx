import { mdiClose, mdiUpload } from '@mdi/js'
import { type DragEvent, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { inLanguage } from '../../i18n/bilingual-text.shared'
import { Button } from '../../ui/button/button'
import { FormAlert } from '../../ui/form-alert/form-alert'
import { Icon } from '../../ui/icon/icon'
import * as css from './knowledge.css'
import { type DocumentStatusName, useKnowledgeFormat } from './knowledge-format'
import type { UploadFile, UploadOutcome } from './upload-request'

/** Files sent at the same time; the rest wait their turn, each with its own bar. */
const PARALLEL_UPLOADS = 2

export interface UploadItem {
  key: string
  name: string
  size: number
  /** Share of the file sent, 0..1. */
  sent: number
  state: 'waiting' | 'sending' | 'done'
  outcome?: UploadOutcome
}

/** Each file's name, size, progress bar and result (the stored status, or why it was refused). */
export function UploadList({ items }: { items: UploadItem[] }) {
  const { t, i18n } = useTranslation()
  const say = useKnowledgeFormat()
  if (items.length === 0) return null
  const result = (item: UploadItem) => {
    if (item.state === 'waiting') return <p className={css.uploadResult}>{t('knowledge.upload.waiting')}</p>
    if (item.state === 'sending' || !item.outcome) {
      return (
        <p className={css.uploadResult}>
          {t('knowledge.upload.sending', { percent: Math.round(item.sent * 100) })}
        </p>
      )
    }
    if (item.outcome.ok) {
      const status = item.outcome.document.status
      return (
        <p className={css.uploadResult}>
          {t('knowledge.upload.accepted', {
            status: isStatus(status) ? say.status(status) : status,
          })}
        </p>
      )
    }
    return (
      <p className={css.errorText} role="alert">
        {item.outcome.message
          ? inLanguage(item.outcome.message, i18n.language)
          : t('knowledge.upload.network')}
      </p>
    )
  }
  return (
    <ul className={css.uploadList} aria-label={t('knowledge.upload.list')}>
      {items.map((item) => (
        <li key={item.key} className={css.uploadItem} data-testid="upload-item" data-state={item.state}>
          <span className={css.fileName}>{item.name}</span>
          <span className={`${css.muted} ${css.numeric}`}>{say.size(item.size)}</span>
          <progress
            className={css.progress}
            max={1}
            value={item.sent}
            aria-label={t('knowledge.upload.progress', { name: item.name })}
          />
          {result(item)}
        </li>
      ))}
    </ul>
  )
}

const isStatus = (status: string): status is DocumentStatusName =>
  status === 'queued' || status === 'processing' || status === 'ready' || status === 'failed'

export interface UploadPanelProps {
  upload: UploadFile
  maxFiles: number
  maxFileMb: number
  /** After each file the server accepted (the page reads the documents again). */
  onUploaded: () => void
}

/** Drop files here or pick them; each is sent on its own request so its bar shows real progress. */
export function UploadPanel({ upload, maxFiles, maxFileMb, onUploaded }: UploadPanelProps) {
  const { t } = useTranslation()
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [items, setItems] = useState<UploadItem[]>([])
  const [dragging, setDragging] = useState(false)
  const [notice, setNotice] = useState<string>()
  const counter = useRef(0)

  const update = (key: string, change: Partial<UploadItem>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)))

  const start = (chosen: File[]) => {
    if (chosen.length === 0) return
    setNotice(chosen.length > maxFiles ? t('knowledge.upload.tooMany', { max: maxFiles }) : undefined)
    const files = chosen.slice(0, maxFiles).map((file) => {
      counter.current += 1
      return { file, key: `${counter.current}-${file.name}` }
    })
    setItems((current) => [
      ...files.map(({ file, key }) => ({
        key,
        name: file.name,
        size: file.size,
        sent: 0,
        state: 'waiting' as const,
      })),
      ...current,
    ])
    const queue = [...files]
    const next = async (): Promise<void> => {
      const entry = queue.shift()
      if (!entry) return
      update(entry.key, { state: 'sending' })
      const outcome = await upload(entry.file, (sent) => update(entry.key, { sent }))
      update(entry.key, { state: 'done', outcome, ...(outcome.ok ? { sent: 1 } : {}) })
      if (outcome.ok) onUploaded()
      return next()
    }
    for (let lane = 0; lane < PARALLEL_UPLOADS; lane += 1) void next()
  }

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault()
    setDragging(false)
    start([...event.dataTransfer.files])
  }

  return (
    <section className={css.section} aria-labelledby={`${inputId}-heading`}>
      <h3 id={`${inputId}-heading`} className={css.smallHeading}>
        {t('knowledge.upload.heading')}
      </h3>
      {/* biome-ignore lint/a11y/useSemanticElements: a drop target around the picker button, not a form fieldset */}
      <div
        className={css.dropZone}
        role="group"
        aria-label={t('knowledge.upload.drop')}
        data-active={dragging}
        data-testid="upload-drop-zone"
        onDragOver={(event) => {
          event.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Icon path={mdiUpload} size={32} />
        <p className={css.muted}>{t('knowledge.upload.drop')}</p>
        <input
          ref={input}
          id={inputId}
          className={css.visuallyHidden}
          type="file"
          multiple
          aria-label={t('knowledge.upload.choose')}
          onChange={(event) => {
            start([...(event.currentTarget.files ?? [])])
            // The same file chosen again is a new upload.
            event.currentTarget.value = ''
          }}
        />
        <Button variant="secondary" icon={mdiUpload} onClick={() => input.current?.click()}>
          {t('knowledge.upload.choose')}
        </Button>
        <p className={css.muted}>{t('knowledge.upload.help', { maxMb: maxFileMb, maxFiles })}</p>
      </div>
      <FormAlert tone="info">{notice}</FormAlert>
      <UploadList items={items} />
      {items.length > 0 && items.every((item) => item.state === 'done') && (
        <div>
          <Button variant="ghost" size="small" icon={mdiClose} onClick={() => setItems([])}>
            {t('knowledge.upload.clear')}
          </Button>
        </div>
      )}
    </section>
  )
}
