import { useTranslation } from 'react-i18next'
import { useLocale } from '../../i18n/i18n-provider'
import * as css from './maintenance-notice.css'

/** The notice as the tenant layout shows it, in the reader's language. */
export function MaintenanceNoticeBanner({ notice }: { notice: { ja: string; en: string } }) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  return (
    <aside className={css.banner} aria-label={t('maintenanceNotice.label')} data-testid="maintenance-notice">
      <strong className={css.label}>{t('maintenanceNotice.label')}</strong>
      <p className={css.text}>{locale === 'en' ? notice.en : notice.ja}</p>
    </aside>
  )
}
