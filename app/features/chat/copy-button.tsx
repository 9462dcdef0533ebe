import { mdiCheck, mdiContentCopy } from '@mdi/js'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '../../ui/icon/icon'
import * as css from './chat-screen.css'

/** Copies a message's text (the Markdown source, as the model wrote it). */
export function CopyButton({ text }: { text: string }) {
  const { t } = useTranslation()
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')
  const label =
    state === 'copied'
      ? t('chat.conversation.copied')
      : state === 'failed'
        ? t('chat.conversation.copyFailed')
        : t('chat.conversation.copy')
  return (
    <button
      type="button"
      className={css.iconButton}
      aria-label={label}
      title={label}
      onClick={() => {
        navigator.clipboard
          ?.writeText(text)
          .then(() => setState('copied'))
          .catch(() => setState('failed'))
          .finally(() => setTimeout(() => setState('idle'), 2000))
      }}
    >
      <Icon path={state === 'copied' ? mdiCheck : mdiContentCopy} />
      <span aria-live="polite">{state === 'idle' ? '' : label}</span>
    </button>
  )
}
