import { useTranslation } from 'react-i18next'
import { focusRing } from '../../ui/styles.css'
import * as css from './dashboard.css'
import { DASHBOARD_RANGE_DAYS, type DashboardRangeDays } from './dashboard-range.shared'

/** A report's ranges as toggle buttons under a legend, the chosen one pressed (dashboard, usage). */
export function RangeToggles<TOption extends string | number>({
  legend,
  options,
  selected,
  optionLabel,
  onChange,
}: {
  legend: string
  options: readonly TOption[]
  selected: TOption | null
  optionLabel: (option: TOption) => string
  onChange: (option: TOption) => void
}) {
  return (
    <fieldset className={css.rangeGroup}>
      <legend className={css.rangeLegend}>{legend}</legend>
      <div className={css.rangeButtons}>
        {options.map((option) => (
          <button
            key={option}
            type="button"
            className={`${css.rangeButton} ${focusRing}`}
            aria-pressed={option === selected}
            onClick={() => onChange(option)}
          >
            {optionLabel(option)}
          </button>
        ))}
      </div>
    </fieldset>
  )
}

/** Last 7, 30 or 90 days. */
export function RangeSelector({
  days,
  onChange,
}: {
  days: DashboardRangeDays
  onChange: (days: DashboardRangeDays) => void
}) {
  const { t } = useTranslation()
  return (
    <RangeToggles
      legend={t('dashboard.rangeLabel')}
      options={DASHBOARD_RANGE_DAYS}
      selected={days}
      optionLabel={(option) => t('dashboard.rangeDays', { days: option })}
      onChange={onChange}
    />
  )
}
