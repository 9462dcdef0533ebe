import { type FormEvent, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isMessageKey } from '../../i18n/message-key'
import { Button } from '../../ui/button/button'
import { focusRing } from '../../ui/styles.css'
import { TextField } from '../../ui/text-field/text-field'
import * as dashboardCss from '../dashboard/dashboard.css'
import * as css from './usage.css'
import { customRangeSchema, USAGE_PRESETS, type UsagePreset } from './usage-range.shared'

export interface UsageRangeFormProps {
  preset: UsagePreset | 'custom' | null
  from: string
  to: string
  /** i18n keys from the server's validation (usage.errors.*). */
  fieldErrors?: { from?: string; to?: string }
  onPreset: (preset: UsagePreset) => void
  onCustom: (range: { from: string; to: string }) => void
}

/** Presets as toggle buttons, and a from/to form for any other range (validated on the server). */
export function UsageRangeForm({ preset, from, to, fieldErrors, onPreset, onCustom }: UsageRangeFormProps) {
  const { t } = useTranslation()
  const [draft, setDraft] = useState({ from, to })
  // Checked here first, so a wrong range is explained beside its field and the figures stay.
  const [localErrors, setLocalErrors] = useState<{ from?: string; to?: string }>()
  useEffect(() => {
    setDraft({ from, to })
    setLocalErrors(undefined)
  }, [from, to])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const checked = customRangeSchema.safeParse(draft)
    if (!checked.success) {
      const found: { from?: string; to?: string } = {}
      for (const issue of checked.error.issues)
        found[issue.path[0] === 'from' ? 'from' : 'to'] ??= issue.message
      setLocalErrors(found)
      return
    }
    setLocalErrors(undefined)
    onCustom(draft)
  }
  const shownErrors = localErrors ?? fieldErrors
  const { i18n } = useTranslation()
  // The server sends i18n keys; anything else (never expected) is shown as it came.
  const error = (key: string | undefined) =>
    key === undefined ? undefined : isMessageKey(i18n, key) ? t(key) : key
  return (
    <div className={dashboardCss.header}>
      <fieldset className={dashboardCss.rangeGroup}>
        <legend className={dashboardCss.rangeLegend}>{t('usage.rangeLabel')}</legend>
        <div className={dashboardCss.rangeButtons}>
          {USAGE_PRESETS.map((option) => (
            <button
              key={option}
              type="button"
              className={`${dashboardCss.rangeButton} ${focusRing}`}
              aria-pressed={option === preset}
              onClick={() => onPreset(option)}
            >
              {t(`usage.presets.${option}`)}
            </button>
          ))}
        </div>
      </fieldset>
      <form className={css.rangeForm} onSubmit={submit} noValidate>
        <div className={css.dateField}>
          <TextField
            label={t('usage.from')}
            type="date"
            name="from"
            value={draft.from}
            onValueChange={(value) => setDraft((current) => ({ ...current, from: value }))}
            error={error(shownErrors?.from)}
          />
        </div>
        <div className={css.dateField}>
          <TextField
            label={t('usage.to')}
            type="date"
            name="to"
            value={draft.to}
            onValueChange={(value) => setDraft((current) => ({ ...current, to: value }))}
            error={error(shownErrors?.to)}
          />
        </div>
        <Button type="submit" variant="secondary">
          {t('usage.apply')}
        </Button>
      </form>
    </div>
  )
}
