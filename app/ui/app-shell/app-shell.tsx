import { mdiClose, mdiMenu } from '@mdi/js'
import { type ReactNode, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '../icon/icon'
import * as css from './app-shell.css'

export interface AppShellProps {
  /** Logo or product name at the start of the header. */
  brand: ReactNode
  /** The sidebar's content: <SidebarSection>s or a list of links styled with `navLinkClass`. */
  navigation: ReactNode
  /** Slot at the end of the header, for the user menu. */
  userMenu?: ReactNode
  /** Other header controls (language switcher, notifications) before the user menu. */
  headerActions?: ReactNode
  /**
   * The page fills the screen below the header and scrolls inside itself (the chat screens:
   * a conversation that scrolls above a composer that stays put), instead of the page scrolling.
   */
  fill?: boolean
  children: ReactNode
}

export const navLinkClass = css.navLink

/**
 * The signed-in layout: a header in the brand gradation, a sidebar of navigation (a drawer on
 * narrow screens), and the main landmark, with a skip link to it.
 */
export function AppShell({
  brand,
  navigation,
  userMenu,
  headerActions,
  fill = false,
  children,
}: AppShellProps) {
  const { t } = useTranslation()
  const [drawerOpen, setDrawerOpen] = useState(false)
  const sidebarId = useId()
  const mainId = useId()

  useEffect(() => {
    if (!drawerOpen) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDrawerOpen(false)
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [drawerOpen])

  return (
    <div className={fill ? `${css.shell} ${css.shellFill}` : css.shell}>
      <a href={`#${mainId}`} className={css.skipLink}>
        {t('appShell.skipToContent')}
      </a>
      <header className={css.header}>
        <button
          type="button"
          className={css.menuToggle}
          aria-expanded={drawerOpen}
          aria-controls={sidebarId}
          aria-label={drawerOpen ? t('appShell.closeNavigation') : t('appShell.openNavigation')}
          onClick={() => setDrawerOpen((open) => !open)}
        >
          <Icon path={drawerOpen ? mdiClose : mdiMenu} size={24} />
        </button>
        <div className={css.brand}>{brand}</div>
        <div className={css.headerEnd}>
          {headerActions}
          {userMenu}
        </div>
      </header>
      <nav
        id={sidebarId}
        className={css.sidebar}
        data-open={drawerOpen}
        aria-label={t('appShell.navigation')}
      >
        {navigation}
      </nav>
      <main id={mainId} className={fill ? `${css.main} ${css.mainFill}` : css.main} tabIndex={-1}>
        {children}
      </main>
    </div>
  )
}

/** A titled group of sidebar links. */
export function SidebarSection({ title, children }: { title?: ReactNode; children: ReactNode }) {
  const titleId = useId()
  return (
    <section aria-labelledby={title ? titleId : undefined}>
      {title && (
        <h2 id={titleId} className={css.sectionTitle}>
          {title}
        </h2>
      )}
      <ul className={css.navList}>{children}</ul>
    </section>
  )
}
