import {
  mdiAccountCogOutline,
  mdiAccountGroupOutline,
  mdiApi,
  mdiBookshelf,
  mdiChartBar,
  mdiChatOutline,
  mdiCreditCardOutline,
  mdiFormatListBulleted,
  mdiHelpCircleOutline,
  mdiHomeOutline,
} from '@mdi/js'
import { useQuery } from '@tanstack/react-query'
import { Link, useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { AppShell, navLinkClass } from '../../ui/app-shell/app-shell'
import { Icon } from '../../ui/icon/icon'
import { LanguageSwitcher } from '../../ui/language-switcher/language-switcher'
import { AccountPreferencesSync } from '../account/account-preferences-sync'
import { MaintenanceNotice } from '../admin-system/maintenance-notice'
import { BrandMark } from '../branding/brand-mark'
import { AppLink } from './app-link'
import * as css from './shell.css'
import { tenantRoleQuery } from './tenant-role.functions'
import { UserMenu } from './user-menu'

/**
 * The signed-in tenant layout: brand header, navigation, language, user menu with sign-out.
 * `fill`: the page fills the screen and scrolls inside itself (the chat screens, app-shell.tsx).
 */
export function TenantShell({ children, fill = false }: { children: ReactNode; fill?: boolean }) {
  const { t } = useTranslation()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const inChat = pathname === '/chat' || pathname.startsWith('/chat/')
  // Loaded with the page (root route): only owners and admins see the category settings, knowledge and integrations.
  const role = useQuery(tenantRoleQuery).data
  const manages = role === 'owner' || role === 'admin'
  const pages = [
    { to: '/team', icon: mdiAccountGroupOutline, label: t('shell.team'), shown: true },
    { to: '/payment', icon: mdiCreditCardOutline, label: t('shell.payment'), shown: true },
    { to: '/usageSituation', icon: mdiChartBar, label: t('usage.title'), shown: true },
    {
      to: '/categorySetting',
      icon: mdiFormatListBulleted,
      label: t('categorySettings.title'),
      shown: manages,
    },
    { to: '/knowledge', icon: mdiBookshelf, label: t('knowledge.title'), shown: manages },
    { to: '/integrations', icon: mdiApi, label: t('integrations.title'), shown: manages },
    { to: '/user', icon: mdiAccountCogOutline, label: t('account.title'), shown: true },
    { to: '/help', icon: mdiHelpCircleOutline, label: t('help.title'), shown: true },
  ] as const
  return (
    <AppShell
      brand={
        <Link to="/" className={css.brandName}>
          <BrandMark />
        </Link>
      }
      navigation={
        <div className={css.navList}>
          <Link to="/" className={navLinkClass} activeOptions={{ exact: true }}>
            <Icon path={mdiHomeOutline} size={20} />
            {t('shell.home')}
          </Link>
          <AppLink href="/chat" className={navLinkClass} aria-current={inChat ? 'page' : undefined}>
            <Icon path={mdiChatOutline} size={20} />
            {t('shell.chat')}
          </AppLink>
          {pages
            .filter((page) => page.shown)
            .map((page) => (
              <Link key={page.to} to={page.to} className={navLinkClass}>
                <Icon path={page.icon} size={20} />
                {page.label}
              </Link>
            ))}
        </div>
      }
      headerActions={<LanguageSwitcher />}
      userMenu={<UserMenu />}
      fill={fill}
    >
      <AccountPreferencesSync />
      <MaintenanceNotice />
      {children}
    </AppShell>
  )
}
