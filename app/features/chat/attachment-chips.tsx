/**
 * Files attached to a message, as chips: in the composer while they upload and are read (with
 * progress, the reason a file failed, and a remove button), and on the sent message with the
 * state the server last reported.
 */
import { mdiAlertCircleOutline, mdiCheckCircleOutline, mdiClose, mdiFileDocumentOutline } from '@mdi/js'
import { useTranslation } from 'react-i18next'
import { inLanguage } from '../../i18n/bilingual-text.shared'
import { Icon } from '../../ui/icon/icon'
import * as css from './attachment-chips.css'
import { MAX_ATTACHMENTS_PER_MESSAGE } from './chat-limits.shared'
import type { AttachmentStatus, AttachmentView } from './chat-types.shared'
import type { StagedAttachment, StagedState } from './use-staged-attachments'

const ICON: Record<StagedState, string> = {
  uploading: mdiFileDocumentOutline,
  processing: mdiFileDocumentOutline,
  ready: mdiCheckCircleOutline,
  failed: mdiAlertCircleOutline,
}

const STATE_OF: Record<AttachmentStatus, StagedState> = {
  queued: 'processing',
  processing: 'processing',
  ready: 'ready',
  failed: 'failed',
}

/** What a staged chip says under its name, in the reader's language. */
function useStagedStatus() {
  const { t, i18n } = useTranslation()
  return (item: StagedAttachment) => {
    if (item.state === 'uploading') {
      return t('chat.attachments.uploading', { percent: Math.round(item.progress * 100) })
    }
    if (item.state === 'processing') return t('chat.attachments.processing')
    if (item.state === 'ready') return t('chat.attachments.ready')
    if (item.error) return inLanguage(item.error, i18n.language ?? 'ja')
    if (item.problem === 'tooMany') return t('chat.attachments.tooMany', { max: MAX_ATTACHMENTS_PER_MESSAGE })
    return t('chat.attachments.uploadFailed')
  }
}

/** The composer's chips: one per file attached to the message being written. */
export function StagedAttachmentChips({
  items,
  onRemove,
}: {
  items: StagedAttachment[]
  onRemove: (key: string) => void
}) {
  const { t } = useTranslation()
  const statusOf = useStagedStatus()
  if (items.length === 0) return null
  return (
    <ul className={css.chips} aria-label={t('chat.attachments.list')} data-testid="staged-attachments">
      {items.map((item) => {
        const status = statusOf(item)
        return (
          <li key={item.key} className={css.chip} data-state={item.state} data-testid="attachment-chip">
            <Icon path={ICON[item.state]} className={css.chipIcon} />
            <span className={css.chipText}>
              <span className={css.chipName} title={item.name}>
                {item.name}
              </span>
              <span className={css.chipStatus} role={item.state === 'uploading' ? undefined : 'status'}>
                {status}
              </span>
              {item.state === 'uploading' && (
                <span
                  className={css.progressTrack}
                  role="progressbar"
                  aria-label={item.name}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(item.progress * 100)}
                >
                  <span
                    className={css.progressBar}
                    style={{ width: `${Math.round(item.progress * 100)}%` }}
                  />
                </span>
              )}
            </span>
            <button
              type="button"
              className={css.removeButton}
              aria-label={t('chat.attachments.remove', { name: item.name })}
              title={t('chat.attachments.remove', { name: item.name })}
              onClick={() => onRemove(item.key)}
            >
              <Icon path={mdiClose} />
            </button>
          </li>
        )
      })}
    </ul>
  )
}

/** A sent message's files, with the state the server last reported. */
export function MessageAttachmentChips({ attachments }: { attachments: AttachmentView[] }) {
  const { t } = useTranslation()
  if (attachments.length === 0) return null
  const wording: Record<StagedState, string> = {
    uploading: t('chat.attachments.processing'),
    processing: t('chat.attachments.processing'),
    ready: t('chat.attachments.read'),
    failed: t('chat.attachments.failed'),
  }
  return (
    <ul className={css.chips} aria-label={t('chat.attachments.list')} data-testid="message-attachments">
      {attachments.map((attachment) => {
        const state = STATE_OF[attachment.status]
        return (
          <li key={attachment.id} className={css.chip} data-state={state} data-testid="attachment-chip">
            <Icon path={ICON[state]} className={css.chipIcon} />
            <span className={css.chipText}>
              <span className={css.chipName} title={attachment.name}>
                {attachment.name}
              </span>
              <span className={css.chipStatus}>{wording[state]}</span>
            </span>
          </li>
        )
      })}
    </ul>
  )
}
