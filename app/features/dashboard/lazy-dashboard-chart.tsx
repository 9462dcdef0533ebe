import { lazy, Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import * as css from './dashboard.css'
import type { DashboardChartProps } from './dashboard-charts'

const DashboardChart = lazy(() => import('./dashboard-charts'))

/**
 * A chart drawn only in the browser, from a chunk fetched when first needed: Recharts measures
 * the DOM, and the server-rendered page already carries the same numbers as tables. The figure
 * is named for screen readers, whose users read the table beside it.
 */
export function LazyDashboardChart({ label, ...props }: DashboardChartProps & { label: string }) {
  const { t } = useTranslation()
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  const fallback = <p className={css.chartPlaceholder}>{t('dashboard.chartLoading')}</p>
  return (
    <figure className={css.chart} role="img" aria-label={label} data-testid={`chart-${props.chart}`}>
      {mounted ? <Suspense fallback={fallback}>{<DashboardChart {...props} />}</Suspense> : fallback}
    </figure>
  )
}
