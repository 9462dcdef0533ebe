/**
 * How long the organisation keeps its threads: forever, or N days after their last activity
 * (deleted nightly). The server checks the number (1–36500); its refusal shows at the field.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../ui/button/button'
import { Checkbox } from '../../ui/checkbox/checkbox'
import { useSnackbar } from '../../ui/snackbar/snackbar'
import { TextField } from '../../ui/text-field/text-field'
import { useAdminForm } from '../admin-users/admin-form'
import * as css from './tenant-data.css'
import type { ThreadRetentionApi } from './tenant-data-api'

export function ThreadRetentionForm({ api }: { api: ThreadRetentionApi }) {
  const { t } = useTranslation()
  const query = useQuery({ queryKey: api.key, queryFn: () => api.load(), staleTime: 0 })
  const days = query.data?.ok ? query.data.data.days : undefined
  return (
    <section className={css.part} data-testid="thread-retention">
      <h3 className={css.partHeading}>{t('tenantData.retention.heading')}</h3>
      <p className={css.lead}>{t('tenantData.retention.lead')}</p>
      {days !== undefined && <RetentionFields key={String(days)} api={api} days={days} />}
    </section>
  )
}

function RetentionFields({ api, days }: { api: ThreadRetentionApi; days: number | null }) {
  const { t } = useTranslation()
  const snackbar = useSnackbar()
  const queryClient = useQueryClient()
  const form = useAdminForm()
  const [forever, setForever] = useState(days === null)
  const [text, setText] = useState(days === null ? '30' : String(days))
  const policy =
    days === null
      ? t('tenantData.retention.keptForever')
      : t('tenantData.retention.keptDays', { count: days })
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    // Digits are a number; anything else goes as typed, for the server to refuse in words.
    const value = forever ? null : /^\d+$/.test(text.trim()) ? Number(text.trim()) : text
    await form.submit(
      () => api.save(value),
      (saved) => {
        queryClient.setQueryData(api.key, { ok: true, data: saved })
        snackbar.show({ message: t('tenantData.retention.saved'), tone: 'success' })
      },
    )
  }
  return (
    <form noValidate className={css.part} onSubmit={(event) => void submit(event)}>
      <p className={css.muted} data-testid="retention-policy">
        {t('tenantData.retention.current', { policy })}
      </p>
      <Checkbox
        label={t('tenantData.retention.forever')}
        checked={forever}
        onCheckedChange={(checked) => setForever(checked === true)}
      />
      {!forever && (
        <TextField
          className={css.daysField}
          label={t('tenantData.retention.days')}
          description={t('tenantData.retention.daysHelp')}
          name="days"
          inputMode="numeric"
          value={text}
          onValueChange={setText}
          error={form.message}
        />
      )}
      {forever && form.message && <p className={css.failure}>{form.message}</p>}
      <div className={css.row}>
        <Button type="submit" size="small" loading={form.busy}>
          {t('tenantData.retention.save')}
        </Button>
      </div>
    </form>
  )
}
