import { type ReactNode, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../i18n/i18n-provider'
import type { HomeData } from '../../server/home/home.server'
import * as shellCss from '../../ui/app-shell/app-shell.css'
import { focusRing } from '../../ui/styles.css'
import { type BrandIdentity, brandName } from '../branding/brand-identity.shared'
import { BrandMark } from '../branding/brand-mark'
import { BrandProvider } from '../branding/use-brand'
import * as chatCss from '../chat/chat-screen.css'
import { Composer } from '../chat/composer'
import { Conversation } from '../chat/conversation'
import { sampleConversation, sampleThreads } from '../chat/sample-conversation'
import { ThreadSidebar } from '../chat/thread-sidebar'
import { HomeView } from '../home/home-view'
import { type CatalogueTheme, ThemeStylesheet } from '../theme/theme-catalogue'
import * as css from './admin-preview.css'
import type { PreviewPage } from './admin-preview-search'

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
  theme,
  identity,
  page,
  home,
  userName,
  renderLogin,
}: {
  themeKey: string
  /** The theme's class and stylesheet (undefined while the console's list loads). */
  theme: CatalogueTheme | undefined
  /** The brand this column's pages speak as (the chosen tenant's, or the application on this theme). */
  identity: BrandIdentity
  page: PreviewPage
  home: HomeData
  userName: string
  /** The sign-in page (it needs the router and the session store, which stories do without). */
  renderLogin: (themeKey: string) => ReactNode
}) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const themeName = theme?.name ?? themeKey
  const pageName = t(`adminPreview.pages.${page}`)
  const name = brandName(identity, locale)
  return (
    <figure className={css.panel} data-testid="preview-panel" data-theme-key={themeKey} data-brand={name}>
      <figcaption className={css.caption}>
        <span className={css.identity}>
          {identity.logo ? (
            <img src={identity.logo.url} alt="" className={css.identityLogo} />
          ) : (
            identity.icons.svg && <img src={identity.icons.svg} alt="" className={css.identityIcon} />
          )}
          <strong>{name}</strong>
        </span>
        <span className={css.muted}>
          {themeName} <code className={css.themeKey}>{themeKey}</code> · {pageName}
        </span>
      </figcaption>
      <ThemeStylesheet theme={theme} />
      <div
        className={`${theme?.className ?? ''} ${css.frame} ${focusRing}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the frame scrolls, so keys must reach it (axe scrollable-region-focusable)
        tabIndex={0}
        role="img"
        aria-label={t('adminPreview.frameLabel', { page: pageName, theme: `${name} (${themeName})` })}
      >
        <div inert className={css.frameContent}>
          {/* The tenant's own pages, under the brand they speak as: header, cards and footer alike. */}
          <BrandProvider identity={identity}>
            {page === 'login' && renderLogin(themeKey)}
            {page !== 'login' && (
              <header className={`${shellCss.header} ${css.frameHeader}`}>
                <div className={shellCss.brand}>
                  <BrandMark />
                </div>
              </header>
            )}
            {page === 'home' && <HomeView home={home} userName={userName} />}
            {page === 'chat' && <ChatPreview home={home} />}
          </BrandProvider>
        </div>
      </div>
    </figure>
  )
}

/** The chat screen's parts (thread list, conversation, message box) with a sample conversation. */
function ChatPreview({ home }: { home: HomeData }) {
  const { t } = useTranslation()
  // Several previews side by side: each thread list needs its own ids (its search scope radios).
  const threadsId = useId()
  const { locale } = useLocale()
  const firstChat = home.groups.flatMap((group) => group.chats)[0]
  return (
    <div className={chatCss.screen}>
      <ThreadSidebar
        id={threadsId}
        open={false}
        onClose={noop}
        scope="chat"
        onScopeChange={noop}
        chatNameOf={() => firstChat?.name ?? t('adminPreview.generalChat')}
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
