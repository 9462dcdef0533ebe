/** The organisation's data on /team, for owners: export everything, and how long threads are kept. */
import { useTranslation } from 'react-i18next'
import { Card } from '../../ui/card/card'
import type { TenantMaskingView } from '../pii-masking/masking.shared'
import type { MaskingApi } from '../pii-masking/masking-api'
import * as css from './tenant-data.css'
import type { TenantExportsApi, ThreadRetentionApi } from './tenant-data-api'
import { TenantExportsPanel } from './tenant-exports-panel'
import { ThreadRetentionForm } from './thread-retention-form'

export interface TenantDataApis {
  exports: TenantExportsApi
  retention: ThreadRetentionApi
  /** PII masking before the model (ADR 034), its own card; none: not shown. */
  masking?: MaskingApi<TenantMaskingView>
}

export function TenantDataSection({ apis }: { apis: TenantDataApis }) {
  const { t } = useTranslation()
  return (
    <Card title={t('tenantData.heading')} headingLevel={2} description={t('tenantData.ownerOnly')}>
      <div className={css.parts} data-testid="tenant-data">
        <TenantExportsPanel api={apis.exports} />
        <ThreadRetentionForm api={apis.retention} />
      </div>
    </Card>
  )
}
