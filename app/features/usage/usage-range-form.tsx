import { type FormEvent, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isMessageKey } from '../../i18n/message-key'
import { Button } from '../../ui/button/button'
import { TextField } from '../../ui/text-field/text-field'
import * as dashboardCss from '../dashboard/dashboard.css'
import { RangeToggles } from '../dashboard/range-selector'
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
      <RangeToggles
        legend={t('usage.rangeLabel')}
        options={USAGE_PRESETS}
        // 'custom' presses none of the presets.
        selected={preset === 'custom' ? null : preset}
        optionLabel={(option) => t(`usage.presets.${option}`)}
        onChange={onPreset}
      />
      <form className={css.rangeForm} onSubmit={submit} noValidate>
        {(['from', 'to'] as const).map((end) => (
          <div key={end} className={css.dateField}>
            <TextField
              label={t(`usage.${end}`)}
              type="date"
              name={end}
              value={draft[end]}
              onValueChange={(value) => setDraft((current) => ({ ...current, [end]: value }))}
              error={error(shownErrors?.[end])}
            />
          </div>
        ))}
        <Button type="submit" variant="secondary">
          {t('usage.apply')}
        </Button>
      </form>
    </div>
  )
}
