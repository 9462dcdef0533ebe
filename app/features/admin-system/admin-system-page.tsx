import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { inLanguage } from '../../i18n/bilingual-text.shared'
import { useSnackbar } from '../../ui/snackbar/snackbar'
import { AdminShell } from '../admin-shell/admin-shell'
import * as css from './admin-system.css'
import { adminSystemQuery } from './admin-system.functions'
import { saveSystemSettings } from './admin-system-api-client'
import { AdminSystemView } from './admin-system-view'

/** /admin/system: the settings form wired to its endpoint. */
export function AdminSystemPage() {
  const { t, i18n } = useTranslation()
  const { data } = useSuspenseQuery(adminSystemQuery)
  const queryClient = useQueryClient()
  const snackbar = useSnackbar()
  if (data.status !== 'ok') return null
  return (
    <AdminShell>
      <AdminSystemView
        // Saved settings start a fresh form (the write-only key field empty again).
        key={JSON.stringify(data.data.settings)}
        data={data.data}
        titleAction={
          <Link to="/admin/system/preview" className={css.previewLink}>
            {t('adminSystem.previewLink')}
          </Link>
        }
        onSave={async (body) => {
          const result = await saveSystemSettings(body)
          if (!result.ok) {
            return {
              fieldErrors: result.fieldErrors,
              message: result.messages ? inLanguage(result.messages, i18n.language) : t('adminSystem.failed'),
            }
          }
          snackbar.show({
            message: t(result.changed.length > 0 ? 'adminSystem.saved' : 'adminSystem.unchanged'),
            tone: 'success',
          })
          await queryClient.invalidateQueries({ queryKey: ['admin-system'] })
          // This browser shows a changed notice at once (other users within minutes).
          await queryClient.invalidateQueries({ queryKey: ['maintenance-notice'] })
          return undefined
        }}
      />
    </AdminShell>
  )
}
