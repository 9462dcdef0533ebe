/**
 * An empty thread: what this chat is for and questions to start with — the catalogue's input
 * hints or (FAQ chats) its first questions; for the general chat and ops chats without hints,
 * the screen's own. Choosing one puts it in the message box to send or adjust.
 */
import { useTranslation } from 'react-i18next'
import * as css from './chat-screen.css'
import type { ChatInfo } from './chat-types.shared'

function useStarters(chat: ChatInfo): { heading: string; starters: string[] } {
  const { t } = useTranslation()
  if (chat.starters.length > 0) {
    const heading = chat.kind === 'faqchat' ? t('chat.starters.faqHeading') : t('chat.starters.heading')
    return { heading, starters: chat.starters }
  }
  if (chat.kind === 'opschat')
    return { heading: t('chat.starters.heading'), starters: [t('chat.starters.opsStart')] }
  if (chat.kind === 'chat') {
    return {
      heading: t('chat.starters.heading'),
      starters: [
        t('chat.starters.general.agenda'),
        t('chat.starters.general.summary'),
        t('chat.starters.general.thanks'),
      ],
    }
  }
  return { heading: t('chat.starters.heading'), starters: [] }
}

export function EmptyThread({ chat, onPick }: { chat: ChatInfo; onPick: (starter: string) => void }) {
  const { t } = useTranslation()
  const { heading, starters } = useStarters(chat)
  return (
    <div className={css.emptyState} data-testid="empty-thread">
      <p className={css.muted}>
        {chat.kind === 'opschat' ? t('chat.starters.opsIntro') : t('chat.conversation.empty')}
      </p>
      {starters.length > 0 && (
        <section aria-labelledby="chat-starters-heading" className={css.startersSection}>
          <h2 id="chat-starters-heading" className={css.emptyTitle}>
            {heading}
          </h2>
          <ul className={css.starters}>
            {starters.map((starter) => (
              <li key={starter}>
                <button type="button" className={css.starter} onClick={() => onPick(starter)}>
                  {starter}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}
