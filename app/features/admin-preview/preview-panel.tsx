import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { getTheme, type ThemeKey } from '../../../registry/catalog'
import { themeClassName } from '../../../registry/theme-class'
import { useLocale } from '../../i18n/i18n-provider'
import type { HomeData } from '../../server/home/home.server'
import * as chatCss from '../chat/chat-screen.css'
import { Composer } from '../chat/composer'
import { Conversation } from '../chat/conversation'
import { ThreadSidebar } from '../chat/thread-sidebar'
import { HomeView } from '../home/home-view'
import * as css from './admin-preview.css'
import type { PreviewPage } from './admin-preview-search'
import { sampleConversation, sampleThreads } from './preview-samples'

const noop = () => {}
const resolved = async () => {}

/**
 * One page in one theme. The real page components render with real or sample data inside the
 * theme's class (which sets every colour variable for what is inside it), so the preview is
 * exactly what the tenant's users see, needs no session of theirs and works offline. `inert`
 * makes it a picture: nothing in it can be clicked, typed into or reached by the keyboard, and
 * screen readers hear the frame's label instead of a second copy of a page.
 */
export function PreviewPanel({
  themeKey,
  page,
  home,
  userName,
  renderLogin,
}: {
  themeKey: ThemeKey
  page: PreviewPage
  home: HomeData
  userName: string
  /** The sign-in page (it needs the router and the session store, which stories do without). */
  renderLogin: (themeKey: ThemeKey) => ReactNode
}) {
  const { t } = useTranslation()
  const theme = getTheme(themeKey)
  const pageName = t(`adminPreview.pages.${page}`)
  return (
    <figure className={css.panel} data-testid="preview-panel" data-theme-key={themeKey}>
      <figcaption className={css.caption}>
        <strong>{theme.name}</strong> <code className={css.themeKey}>{themeKey}</code>
        <span className={css.muted}>{pageName}</span>
      </figcaption>
      <div
        className={`${themeClassName(themeKey)} ${css.frame}`}
        role="img"
        aria-label={t('adminPreview.frameLabel', { page: pageName, theme: theme.name })}
      >
        <div inert className={css.frameContent}>
          {page === 'login' && renderLogin(themeKey)}
          {page === 'home' && <HomeView home={home} userName={userName} />}
          {page === 'chat' && <ChatPreview home={home} />}
        </div>
      </div>
    </figure>
  )
}

/** The chat screen's parts (thread list, conversation, message box) with a sample conversation. */
function ChatPreview({ home }: { home: HomeData }) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const firstChat = home.groups.flatMap((group) => group.chats)[0]
  return (
    <div className={chatCss.screen}>
      <ThreadSidebar
        threads={sampleThreads(locale)}
        loading={false}
        error={null}
        activeThreadId="preview-0"
        query=""
        onQueryChange={noop}
        newThreadHref="#"
        hrefFor={() => '#'}
        onNavigate={noop}
        onRename={resolved}
        onDelete={resolved}
      />
      <div className={chatCss.main}>
        <div className={chatCss.chatHeader}>
          <h1 className={chatCss.chatTitle}>{firstChat?.name ?? t('adminPreview.generalChat')}</h1>
        </div>
        <Conversation
          messages={sampleConversation(locale)}
          faq={false}
          canAct
          busy={false}
          onRegenerate={noop}
          onEdit={noop}
        />
        <Composer value="" onValueChange={noop} onSend={noop} onStop={noop} streaming={false} />
      </div>
    </div>
  )
}
