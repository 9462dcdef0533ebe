/** /admin/applications: an application's masking, for every tenant of it (ADR 034). */
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Dialog } from '../../ui/dialog/dialog'
import { FormAlert } from '../../ui/form-alert/form-alert'
import { useSnackbar } from '../../ui/snackbar/snackbar'
import type { ApplicationMaskingView } from './masking.shared'
import { applicationMaskingApi, type MaskingApi } from './masking-api'
import { MaskingSettingsForm } from './masking-settings-form'

export function ApplicationMaskingDialog({
  applicationKey,
  applicationName,
  api: given,
  onClose,
}: {
  applicationKey: string
  applicationName: string
  /** Stories pass their own; the JSON API otherwise. */
  api?: MaskingApi<ApplicationMaskingView>
  onClose: () => void
}) {
  const { t } = useTranslation()
  const snackbar = useSnackbar()
  const queryClient = useQueryClient()
  const api = useMemo(() => given ?? applicationMaskingApi(applicationKey), [given, applicationKey])
  const query = useQuery({ queryKey: api.key, queryFn: () => api.load(), staleTime: 0 })
  const view = query.data?.ok ? query.data.data : undefined
  return (
    <Dialog
      title={t('piiMasking.application.dialogTitle', { name: applicationName })}
      description={t('piiMasking.application.scope')}
      open
      size="large"
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
    >
      {query.data && !query.data.ok && <FormAlert>{t('piiMasking.settings.loadFailed')}</FormAlert>}
      {view && (
        <MaskingSettingsForm
          id={`masking-${applicationKey}`}
          value={view}
          save={api.save}
          onSaved={(saved) => {
            queryClient.setQueryData(api.key, { ok: true, data: saved })
            snackbar.show({ message: t('piiMasking.settings.saved'), tone: 'success' })
            onClose()
          }}
        />
      )}
    </Dialog>
  )
}
