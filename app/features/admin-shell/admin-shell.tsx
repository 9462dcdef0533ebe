import { mdiCashMultiple } from '@mdi/js'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { AppShell, navLinkClass } from '../../ui/app-shell/app-shell'
import { Icon } from '../../ui/icon/icon'
import { LanguageSwitcher } from '../../ui/language-switcher/language-switcher'
import * as css from '../shell/shell.css'
import { UserMenu } from '../shell/user-menu'

/**
 * The system administrator's console layout (/admin/*): its own brand line and navigation, the
 * same header controls as the tenant layout. Console pages add their link here.
 */
export function AdminShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <AppShell
      brand={<span className={css.brandName}>{t('adminShell.brand')}</span>}
      navigation={
        <div className={css.navList}>
          <Link to="/admin/purchasedTokens" className={navLinkClass}>
            <Icon path={mdiCashMultiple} size={20} />
            {t('adminShell.purchasedTokens')}
          </Link>
        </div>
      }
      headerActions={<LanguageSwitcher />}
      userMenu={<UserMenu />}
    >
      {children}
    </AppShell>
  )
}
