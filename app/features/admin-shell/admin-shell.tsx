import {
  mdiAccountMultipleOutline,
  mdiApplicationCogOutline,
  mdiBookOpenVariant,
  mdiCashMultiple,
  mdiChartBar,
  mdiChatProcessingOutline,
  mdiCogOutline,
  mdiDatabasePlusOutline,
  mdiDomain,
  mdiFrequentlyAskedQuestions,
  mdiHelpCircleOutline,
  mdiPaletteSwatchOutline,
  mdiShapeOutline,
  mdiTagTextOutline,
  mdiViewDashboardOutline,
} from '@mdi/js'
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
          <Link to="/admin" className={navLinkClass} activeOptions={{ exact: true }}>
            <Icon path={mdiViewDashboardOutline} size={20} />
            {t('adminShell.overview')}
          </Link>
          <Link to="/admin/additionalTokens" className={navLinkClass}>
            <Icon path={mdiDatabasePlusOutline} size={20} />
            {t('adminShell.additionalTokens')}
          </Link>
          <Link to="/admin/applications" className={navLinkClass}>
            <Icon path={mdiApplicationCogOutline} size={20} />
            {t('adminShell.applications')}
          </Link>
          <Link to="/admin/categories" className={navLinkClass}>
            <Icon path={mdiShapeOutline} size={20} />
            {t('adminShell.categories')}
          </Link>
          <Link to="/admin/customchats" className={navLinkClass}>
            <Icon path={mdiChatProcessingOutline} size={20} />
            {t('adminShell.customchats')}
          </Link>
          <Link to="/admin/faqchats" className={navLinkClass}>
            <Icon path={mdiFrequentlyAskedQuestions} size={20} />
            {t('adminShell.faqchats')}
          </Link>
          <Link to="/admin/help" className={navLinkClass}>
            <Icon path={mdiHelpCircleOutline} size={20} />
            {t('adminShell.help')}
          </Link>
          <Link to="/admin/plans" className={navLinkClass}>
            <Icon path={mdiTagTextOutline} size={20} />
            {t('adminShell.plans')}
          </Link>
          <Link to="/admin/purchasedTokens" className={navLinkClass}>
            <Icon path={mdiCashMultiple} size={20} />
            {t('adminShell.purchasedTokens')}
          </Link>
          <Link to="/admin/system" className={navLinkClass} activeOptions={{ exact: true }}>
            <Icon path={mdiCogOutline} size={20} />
            {t('adminShell.system')}
          </Link>
          <Link to="/admin/system/preview" className={navLinkClass}>
            <Icon path={mdiPaletteSwatchOutline} size={20} />
            {t('adminShell.preview')}
          </Link>
          <Link to="/admin/tenants" className={navLinkClass}>
            <Icon path={mdiDomain} size={20} />
            {t('adminShell.tenants')}
          </Link>
          <Link to="/admin/totalUsageSituation" className={navLinkClass}>
            <Icon path={mdiChartBar} size={20} />
            {t('adminShell.totalUsage')}
          </Link>
          <Link to="/admin/users" className={navLinkClass}>
            <Icon path={mdiAccountMultipleOutline} size={20} />
            {t('adminShell.users')}
          </Link>
          <Link to="/admin/manual" className={navLinkClass}>
            <Icon path={mdiBookOpenVariant} size={20} />
            {t('adminShell.manual')}
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
