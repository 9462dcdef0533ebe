import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { AppShell, navLinkClass } from '../../ui/app-shell/app-shell'
import { LanguageSwitcher } from '../../ui/language-switcher/language-switcher'
import * as css from './shell.css'
import { UserMenu } from './user-menu'

/** The signed-in tenant layout: brand header, navigation, language, user menu with sign-out. */
export function TenantShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <AppShell
      brand={
        <Link to="/" className={css.brandName}>
          opsai
        </Link>
      }
      navigation={
        <nav aria-label={t('appShell.navigation')}>
          <Link to="/" className={navLinkClass}>
            {t('home.title')}
          </Link>
        </nav>
      }
      headerActions={<LanguageSwitcher />}
      userMenu={<UserMenu />}
    >
      {children}
    </AppShell>
  )
}
