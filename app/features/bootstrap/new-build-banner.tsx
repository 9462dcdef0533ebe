import { mdiUpdate } from '@mdi/js'
import { useTranslation } from 'react-i18next'
import { useNewBuildAvailable } from '../../lib/build-manifest'
import { Button } from '../../ui/button/button'
import { Icon } from '../../ui/icon/icon'
import * as css from './new-build-banner.css'

/** Offers a reload when a newer build went live while this page was open. */
export function NewBuildBanner({ buildId, intervalMs }: { buildId: string; intervalMs: number }) {
  const { t } = useTranslation()
  const available = useNewBuildAvailable(buildId, intervalMs)
  if (!available) return null
  return (
    <div role="status" data-testid="new-build-banner" className={css.banner}>
      <Icon path={mdiUpdate} />
      <span className={css.message}>{t('newBuild.message')}</span>
      <Button size="small" variant="secondary" onClick={() => window.location.reload()}>
        {t('newBuild.reload')}
      </Button>
    </div>
  )
}
