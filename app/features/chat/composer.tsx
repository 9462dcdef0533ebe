/**
 * The message box, pinned under the conversation: Enter sends, Shift+Enter adds a line, and
 * Enter while an input method is composing (Japanese kana-kanji conversion: `isComposing`, or
 * keyCode 229 in browsers that report the confirming Enter that way) never sends. While a reply
 * streams, Send becomes Stop. The box grows with its text up to a third of the screen, so a long
 * message never pushes the conversation away; a live counter shows the 8,000-character limit.
 * Files are attached with the paperclip or dropped on the box: each becomes a chip above the
 * text, and the message waits (Send disabled) until every file is uploaded and read.
 */
import { mdiPaperclip, mdiSend, mdiStop } from '@mdi/js'
import { type DragEvent, type KeyboardEvent, type Ref, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../i18n/i18n-provider'
import { Button } from '../../ui/button/button'
import { Icon } from '../../ui/icon/icon'
import { Textarea } from '../../ui/textarea/textarea'
import { StagedAttachmentChips } from './attachment-chips'
import * as chipCss from './attachment-chips.css'
import { CharacterCounter, tooLongMessage } from './character-counter'
import { ATTACHMENT_ACCEPT, MAX_ATTACHMENTS_PER_MESSAGE } from './chat-limits.shared'
import * as css from './chat-screen.css'
import type { BalanceView } from './chat-types.shared'
import { CreditRefusal, CreditStatus } from './credit-status'
import type { StagedAttachment } from './use-staged-attachments'

/** The files of the message being written (use-staged-attachments.ts). */
export interface ComposerAttachments {
  items: StagedAttachment[]
  onAdd: (files: File[]) => void
  onRemove: (key: string) => void
}

export interface ComposerProps {
  value: string
  onValueChange: (value: string) => void
  onSend: () => void
  onStop: () => void
  /** A reply is being written: Stop instead of Send. */
  streaming: boolean
  balance?: BalanceView
  /** Why the last send was refused, in the reader's language. */
  error?: string | null
  /** The text box, for the "focus the composer" shortcut and the starters. */
  textareaRef?: Ref<HTMLTextAreaElement>
  /** Absent: this composer offers no attachments. */
  attachments?: ComposerAttachments
}

/** Enter without Shift, outside an IME composition. */
export function isSendKey(event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'nativeEvent' | 'keyCode'>) {
  const native = event.nativeEvent as { isComposing?: boolean }
  return event.key === 'Enter' && !event.shiftKey && !native.isComposing && event.keyCode !== 229
}

/** The textarea's rows before it grows: two lines keep the composer small on a phone. */
const COMPOSER_ROWS = 2

export function Composer({
  value,
  onValueChange,
  onSend,
  onStop,
  streaming,
  balance,
  error,
  textareaRef,
  attachments,
}: ComposerProps) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const fileInput = useRef<HTMLInputElement>(null)
  const drop = useFileDrop(attachments?.onAdd)
  const exhausted = balance ? !balance.canSend : false
  const tooLong = tooLongMessage(value, t, locale)
  const reading = (attachments?.items ?? []).some(
    (item) => item.state === 'uploading' || item.state === 'processing',
  )
  const canSend = !streaming && !exhausted && !tooLong && !reading && value.trim().length > 0
  const send = () => {
    if (canSend) onSend()
  }
  return (
    <form
      className={[css.composer, drop.over && chipCss.dropping].filter(Boolean).join(' ')}
      data-testid="composer"
      onSubmit={(event) => {
        event.preventDefault()
        send()
      }}
      {...drop.handlers}
    >
      {drop.over && <p className={chipCss.hint}>{t('chat.attachments.dropHere')}</p>}
      {attachments && <StagedAttachmentChips items={attachments.items} onRemove={attachments.onRemove} />}
      {reading && (
        <p className={chipCss.hint} data-testid="attachments-reading">
          {t('chat.attachments.waitForFiles')}
        </p>
      )}
      <CreditRefusal balance={balance} />
      {error && (
        <p className={css.notice} data-tone="error" role="alert" data-testid="composer-error">
          {error}
        </p>
      )}
      <Textarea
        ref={textareaRef}
        label={t('chat.composer.label')}
        placeholder={t('chat.composer.placeholder')}
        value={value}
        rows={COMPOSER_ROWS}
        className={css.composerField}
        error={tooLong}
        onValueChange={onValueChange}
        onKeyDown={(event) => {
          if (isSendKey(event)) {
            event.preventDefault()
            send()
          }
        }}
      />
      <div className={css.composerActions}>
        {attachments && (
          <>
            <button
              type="button"
              className={css.iconButton}
              aria-label={t('chat.attachments.attach')}
              title={t('chat.attachments.attachHint', { max: MAX_ATTACHMENTS_PER_MESSAGE })}
              data-testid="attach-files"
              onClick={() => fileInput.current?.click()}
            >
              <Icon path={mdiPaperclip} />
            </button>
            <input
              ref={fileInput}
              type="file"
              multiple
              accept={ATTACHMENT_ACCEPT}
              hidden
              data-testid="attach-input"
              onChange={(event) => {
                const files = [...(event.currentTarget.files ?? [])]
                // Cleared, so choosing the same file again (after removing it) still adds it.
                event.currentTarget.value = ''
                if (files.length > 0) attachments.onAdd(files)
              }}
            />
          </>
        )}
        <div className={css.composerStatus}>
          <CharacterCounter text={value} />
          <CreditStatus balance={balance} />
        </div>
        {streaming ? (
          <Button type="button" variant="secondary" icon={mdiStop} onClick={onStop}>
            {t('chat.composer.stop')}
          </Button>
        ) : (
          <Button type="submit" icon={mdiSend} disabled={!canSend}>
            {t('chat.composer.send')}
          </Button>
        )}
      </div>
    </form>
  )
}

const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files')

/** Files dropped on the composer are attached; while they hover, the composer says so. */
function useFileDrop(onAdd: ((files: File[]) => void) | undefined) {
  const [over, setOver] = useState(false)
  if (!onAdd) return { over: false, handlers: {} }
  return {
    over,
    handlers: {
      onDragOver: (event: DragEvent<HTMLFormElement>) => {
        if (!carriesFiles(event)) return
        event.preventDefault()
        event.dataTransfer.dropEffect = 'copy'
        setOver(true)
      },
      onDragLeave: (event: DragEvent<HTMLFormElement>) => {
        // Moving onto a child of the form is not leaving it.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false)
      },
      onDrop: (event: DragEvent<HTMLFormElement>) => {
        if (!carriesFiles(event)) return
        event.preventDefault()
        setOver(false)
        const files = [...event.dataTransfer.files]
        if (files.length > 0) onAdd(files)
      },
    },
  }
}
