/** /team, owners only: the masking the organisation adds to its application's (ADR 034). */
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Card } from '../../ui/card/card'
import { FormAlert } from '../../ui/form-alert/form-alert'
import { useSnackbar } from '../../ui/snackbar/snackbar'
import type { TenantMaskingView } from './masking.shared'
import type { MaskingApi } from './masking-api'
import { MaskingSettingsForm } from './masking-settings-form'

export function TenantMaskingCard({ api }: { api: MaskingApi<TenantMaskingView> }) {
  const { t } = useTranslation()
  const snackbar = useSnackbar()
  const queryClient = useQueryClient()
  const query = useQuery({ queryKey: api.key, queryFn: () => api.load(), staleTime: 0 })
  const view = query.data?.ok ? query.data.data : undefined
  return (
    <Card
      title={t('piiMasking.tenant.heading')}
      headingLevel={2}
      description={t('piiMasking.tenant.ownerOnly')}
    >
      <div data-testid="tenant-masking">
        {query.data && !query.data.ok && <FormAlert>{t('piiMasking.settings.loadFailed')}</FormAlert>}
        {view && (
          <MaskingSettingsForm
            // A saved setting re-seeds the form from what the server kept (duplicates gone).
            key={JSON.stringify(view)}
            id="tenant-masking"
            value={view}
            enforced={view.application}
            save={api.save}
            onSaved={(saved) => {
              queryClient.setQueryData(api.key, { ok: true, data: saved })
              snackbar.show({ message: t('piiMasking.settings.saved'), tone: 'success' })
            }}
          />
        )}
      </div>
    </Card>
  )
}
