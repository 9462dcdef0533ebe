/**
 * The chat's compact header: on a phone the button that opens the thread drawer, the chat's
 * icon, name, kind and description (one line each, the whole text on hover), a new-thread
 * button and, on a thread page, the thread's menu (export as Markdown or JSON, print).
 */
import {
  mdiChatOutline,
  mdiClipboardListOutline,
  mdiCodeJson,
  mdiCreationOutline,
  mdiDotsVertical,
  mdiForumOutline,
  mdiFrequentlyAskedQuestions,
  mdiLanguageMarkdownOutline,
  mdiPlus,
  mdiPrinterOutline,
} from '@mdi/js'
import { useTranslation } from 'react-i18next'
import { Icon } from '../../ui/icon/icon'
import { Menu } from '../../ui/menu/menu'
import * as css from './chat-screen.css'
import type { ChatRouteKind } from './chat-types.shared'
import { threadExportUrl } from './thread-export.shared'

const KIND_ICON: Record<ChatRouteKind, string> = {
  chat: mdiChatOutline,
  customchat: mdiCreationOutline,
  faqchat: mdiFrequentlyAskedQuestions,
  opschat: mdiClipboardListOutline,
}

export interface ChatHeaderProps {
  kind: ChatRouteKind
  name: string
  description: string
  /** The thread drawer (phones only). */
  drawer: { id: string; open: boolean; onToggle: () => void }
  newThreadHref: string
  onNewThread: () => void
  /** Set on a thread page. */
  threadId: string | null
}

/** Starts a download without leaving the page (the answer is an attachment). */
function download(url: string) {
  const link = document.createElement('a')
  link.href = url
  link.download = ''
  document.body.append(link)
  link.click()
  link.remove()
}

export function ChatHeader(props: ChatHeaderProps) {
  const { t } = useTranslation()
  const { kind, threadId } = props
  return (
    <header className={css.chatHeader} data-kind={kind}>
      <button
        type="button"
        className={css.drawerToggle}
        aria-expanded={props.drawer.open}
        aria-controls={props.drawer.id}
        aria-label={props.drawer.open ? t('chat.header.closeThreads') : t('chat.header.openThreads')}
        onClick={props.drawer.onToggle}
      >
        <Icon path={mdiForumOutline} size={22} />
      </button>
      <span className={css.kindIcon} data-kind={kind} aria-hidden="true">
        <Icon path={KIND_ICON[kind]} size={22} />
      </span>
      <div className={css.chatHeading}>
        <div className={css.chatTitleRow}>
          <h1 id="chat-title" className={css.chatTitle} title={props.name}>
            {props.name}
          </h1>
          <span className={css.kindBadge} data-testid="chat-kind">
            {t(`chat.kinds.${kind}`)}
          </span>
        </div>
        {props.description && (
          <p className={css.chatDescription} title={props.description}>
            {props.description}
          </p>
        )}
      </div>
      <div className={css.headerActions}>
        <a
          href={props.newThreadHref}
          className={css.narrowOnlyButton}
          aria-label={t('chat.threads.new')}
          title={t('chat.threads.new')}
          onClick={(event) => {
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
            event.preventDefault()
            props.onNewThread()
          }}
        >
          <Icon path={mdiPlus} size={22} />
        </a>
        {threadId && (
          <Menu
            trigger={
              <button type="button" className={css.iconButton} aria-label={t('chat.header.threadActions')}>
                <Icon path={mdiDotsVertical} size={22} />
              </button>
            }
            items={[
              {
                key: 'markdown',
                label: t('chat.header.exportMarkdown'),
                icon: mdiLanguageMarkdownOutline,
                onSelect: () => download(threadExportUrl(threadId, 'markdown')),
              },
              {
                key: 'json',
                label: t('chat.header.exportJson'),
                icon: mdiCodeJson,
                onSelect: () => download(threadExportUrl(threadId, 'json')),
              },
              { type: 'separator', key: 'separator' },
              {
                key: 'print',
                label: t('chat.header.print'),
                icon: mdiPrinterOutline,
                onSelect: () => window.print(),
              },
            ]}
          />
        )}
      </div>
    </header>
  )
}
