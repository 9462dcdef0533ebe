import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { AppShell, navLinkClass } from '../../ui/app-shell/app-shell'
import { Icon } from '../../ui/icon/icon'
import { LanguageSwitcher } from '../../ui/language-switcher/language-switcher'
import { useBrand } from '../branding/use-brand'
import * as css from '../shell/shell.css'
import { UserMenu } from '../shell/user-menu'
import { ADMIN_MENU } from './admin-menu'
import { menuHeading } from './admin-shell.css'

/**
 * The system administrator's console layout (/admin/*): its own brand line and the menu of
 * admin-menu.ts (fixed order, grouped by task), the same header controls as the tenant layout.
 */
export function AdminShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const { name } = useBrand()
  return (
    <AppShell
      brand={<span className={css.brandName}>{t('adminShell.brand', { brand: name })}</span>}
      navigation={
        <div className={css.navList}>
          {ADMIN_MENU.map((group) => (
            <div key={group.heading ?? 'top'} className={css.navList}>
              {group.heading && <p className={menuHeading}>{t(`adminShell.${group.heading}`)}</p>}
              {group.items.map((item) => (
                <Link
                  key={item.to}
                  to={item.to}
                  className={navLinkClass}
                  activeOptions={item.exact ? { exact: true } : undefined}
                >
                  <Icon path={item.icon} size={20} />
                  {t(`adminShell.${item.label}`)}
                </Link>
              ))}
            </div>
          ))}
        </div>
      }
      headerActions={<LanguageSwitcher />}
      userMenu={<UserMenu />}
    >
      {children}
    </AppShell>
  )
}
