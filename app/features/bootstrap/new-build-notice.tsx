import { mdiUpdate } from '@mdi/js'
import { useTranslation } from 'react-i18next'
import { Button } from '../../ui/button/button'
import { Icon } from '../../ui/icon/icon'
import * as css from './new-build-banner.css'

/** The banner itself, loaded only once a newer build is live (see new-build-banner.tsx). */
export default function NewBuildNotice() {
  const { t } = useTranslation()
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
