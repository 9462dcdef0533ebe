import { mdiLinkVariant } from '@mdi/js'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { inLanguage } from '../../i18n/bilingual-text.shared'
import { useLocalizedName } from '../../i18n/localized-name'
import { Button } from '../../ui/button/button'
import { Checkbox } from '../../ui/checkbox/checkbox'
import { Dialog, DialogClose } from '../../ui/dialog/dialog'
import { FormAlert } from '../../ui/form-alert/form-alert'
import { useSnackbar } from '../../ui/snackbar/snackbar'
import * as css from './knowledge.css'
import type { AttachableChat, KnowledgeBaseSummary, KnowledgeResult } from './knowledge.functions'

export type SetBaseChat = (chat: string, attached: boolean) => Promise<KnowledgeResult<unknown>>

/** The reference the services take: `kind:keyword`. */
export const chatReference = (chat: Pick<AttachableChat, 'kind' | 'keyword'>) =>
  `${chat.kind}:${chat.keyword}`

/** One checkbox per chat the base may answer for; each change is saved at once. */
export function BaseChatsDialog({
  base,
  chats,
  setChat,
}: {
  base: KnowledgeBaseSummary
  chats: AttachableChat[] | undefined
  setChat: SetBaseChat
}) {
  const { t, i18n } = useTranslation()
  const snackbar = useSnackbar()
  const nameOf = useLocalizedName()
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState<string>()
  const attached = new Set(base.chats.map((chat) => chat.id))

  const toggle = async (chat: AttachableChat, next: boolean) => {
    setBusy(chat.id)
    const result = await setChat(chatReference(chat), next).catch(() => null)
    setBusy(undefined)
    if (!result) return setError(t('errors.internalExplanation'))
    if (!result.ok) return setError(inLanguage(result.messages, i18n.language))
    setError(undefined)
    snackbar.show({
      message: t(next ? 'knowledge.chats.attached' : 'knowledge.chats.detached', { chat: nameOf(chat) }),
      tone: 'success',
    })
  }

  return (
    <Dialog
      title={t('knowledge.chats.title', { name: base.name })}
      description={t('knowledge.chats.description')}
      trigger={
        <Button variant="secondary" icon={mdiLinkVariant}>
          {t('knowledge.chats.edit')}
        </Button>
      }
      footer={
        <DialogClose>
          <Button>{t('knowledge.chats.done')}</Button>
        </DialogClose>
      }
    >
      {chats && chats.length === 0 && <p className={css.muted}>{t('knowledge.chats.none')}</p>}
      {chats && chats.length > 0 && (
        <div className={css.form} data-testid="knowledge-chat-choices">
          {chats.map((chat) => (
            <Checkbox
              key={chat.id}
              label={t('knowledge.chats.option', {
                name: nameOf(chat),
                kind: t(`knowledge.chats.kind.${chat.kind}`),
              })}
              checked={attached.has(chat.id)}
              disabled={busy !== undefined}
              onCheckedChange={(checked) => void toggle(chat, checked === true)}
            />
          ))}
        </div>
      )}
      <FormAlert>{error}</FormAlert>
    </Dialog>
  )
}
