import { useTranslation } from 'react-i18next'
import { focusRing } from '../../ui/styles.css'
import * as css from './dashboard.css'
import { DASHBOARD_RANGE_DAYS, type DashboardRangeDays } from './dashboard-range.shared'

/** Last 7, 30 or 90 days: toggle buttons, the chosen one pressed. */
export function RangeSelector({
  days,
  onChange,
}: {
  days: DashboardRangeDays
  onChange: (days: DashboardRangeDays) => void
}) {
  const { t } = useTranslation()
  return (
    <fieldset className={css.rangeGroup}>
      <legend className={css.rangeLegend}>{t('dashboard.rangeLabel')}</legend>
      <div className={css.rangeButtons}>
        {DASHBOARD_RANGE_DAYS.map((option) => (
          <button
            key={option}
            type="button"
            className={`${css.rangeButton} ${focusRing}`}
            aria-pressed={option === days}
            onClick={() => onChange(option)}
          >
            {t('dashboard.rangeDays', { days: option })}
          </button>
        ))}
      </div>
    </fieldset>
  )
}
