import { useTranslation } from 'react-i18next'
import * as css from './admin-tenants.css'

/** A tenant's status as a labelled pill. */
export function TenantStatusBadge({ status }: { status: 'active' | 'suspended' }) {
  const { t } = useTranslation()
  return (
    <span className={css.statusBadge[status]} data-status={status}>
      {t(`adminTenants.status.${status}`)}
    </span>
  )
}
