import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '../../i18n/format'
import { useLocale } from '../../i18n/i18n-provider'
import { Button } from '../../ui/button/button'
import { Card } from '../../ui/card/card'
import { Checkbox } from '../../ui/checkbox/checkbox'
import { FormAlert } from '../../ui/form-alert/form-alert'
import { TextField } from '../../ui/text-field/text-field'
import { thresholdField } from './balance-alerts.css'
import {
  type BalanceAlertsInput,
  type BalanceAlertsView,
  balanceAlertsSchema,
  LOW_BALANCE_THRESHOLD_MAX,
} from './balance-alerts.shared'
import * as css from './payment.css'
import { fieldErrorsOf } from './payment-schemas.shared'

/** undefined: saved; otherwise what to show (field errors are i18n keys). */
export type BalanceAlertsSaveResult = undefined | { fieldErrors?: Record<string, string>; message?: string }

export interface BalanceAlertsCardProps {
  settings: BalanceAlertsView
  onSave?: (input: BalanceAlertsInput) => Promise<BalanceAlertsSaveResult>
}

/** "１，０００" typed with a Japanese keyboard is 1000: full-width digits, commas and spaces are read. */
function thresholdOf(text: string): number {
  const plain = text.normalize('NFKC').replace(/[,\s]/g, '')
  return plain === '' ? Number.NaN : Number(plain)
}

/** The owner's mail settings on /payment: the low-balance alert and the monthly usage summary. */
export function BalanceAlertsCard({ settings, onSave }: BalanceAlertsCardProps) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const [alertOn, setAlertOn] = useState(settings.lowBalanceThreshold !== null)
  const [threshold, setThreshold] = useState(
    settings.lowBalanceThreshold === null ? '' : String(settings.lowBalanceThreshold),
  )
  const [summary, setSummary] = useState(settings.monthlySummary)
  const [errors, setErrors] = useState<{ threshold?: string; form?: string }>({})
  const [busy, setBusy] = useState(false)
  const max = formatNumber(LOW_BALANCE_THRESHOLD_MAX, locale)
  // The threshold has one rule, so one text says what any refusal of it means.
  const thresholdError = (key: string | undefined) =>
    key ? t('payment.alerts.thresholdInvalid', { max }) : undefined
  const alreadyBelow =
    settings.lowBalanceThreshold !== null &&
    !settings.armed &&
    settings.balance < settings.lowBalanceThreshold

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const parsed = balanceAlertsSchema.safeParse({
      lowBalanceThreshold: alertOn ? thresholdOf(threshold) : null,
      monthlySummary: summary,
    })
    if (!parsed.success) {
      setErrors({ threshold: thresholdError(fieldErrorsOf(parsed.error).lowBalanceThreshold) })
      return
    }
    setBusy(true)
    setErrors({})
    const refused = await onSave?.(parsed.data)
    setBusy(false)
    if (refused) {
      setErrors({
        threshold: thresholdError(refused.fieldErrors?.lowBalanceThreshold),
        form: refused.message,
      })
    }
  }

  return (
    <Card title={t('payment.alerts.heading')} description={t('payment.alerts.lead')}>
      <form
        className={css.stack}
        onSubmit={(event) => void submit(event)}
        noValidate
        data-testid="balance-alerts"
      >
        <Checkbox
          label={t('payment.alerts.lowBalance')}
          checked={alertOn}
          onCheckedChange={(checked) => {
            setAlertOn(checked === true)
            setErrors({})
          }}
        />
        <TextField
          className={thresholdField}
          label={t('payment.alerts.threshold')}
          description={t('payment.alerts.thresholdHint')}
          inputMode="numeric"
          autoComplete="off"
          name="lowBalanceThreshold"
          value={threshold}
          disabled={!alertOn}
          error={alertOn ? errors.threshold : undefined}
          onValueChange={(value) => {
            setThreshold(value)
            setErrors({})
          }}
        />
        {alertOn && alreadyBelow && (
          <FormAlert tone="info" data-testid="alert-already-below">
            {t('payment.alerts.alreadyBelow', { balance: formatNumber(settings.balance, locale) })}
          </FormAlert>
        )}
        <Checkbox
          label={t('payment.alerts.monthlySummary')}
          description={t('payment.alerts.monthlySummaryHint')}
          checked={summary}
          onCheckedChange={(checked) => setSummary(checked === true)}
        />
        <FormAlert data-testid="balance-alerts-error">{errors.form}</FormAlert>
        <div>
          <Button type="submit" loading={busy}>
            {t('payment.alerts.save')}
          </Button>
        </div>
      </form>
    </Card>
  )
}
