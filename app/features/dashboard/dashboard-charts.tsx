/**
 * The dashboard's charts (Recharts). Loaded lazily by lazy-dashboard-chart.tsx, so Recharts
 * and its dependencies stay out of every page's first load. Colours come from the theme
 * contract, so each brand's dashboard is drawn in its own colours. Usage is drawn as two bars,
 * the model's tokens and the credits charged for them (ADR 028), named in the legend and the
 * tooltip in the reader's number format.
 */
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import { vars } from '#registry/contract.css'
import { formatNumber } from '../../i18n/format'
import { useLocale } from '../../i18n/i18n-provider'
import type { DashboardData } from '../../server/dashboards/dashboard.server'

/** The names of the two usage series: the model's tokens, the credits charged. */
export type UsageSeriesLabels = { tokens: string; credits: string }
type UsagePoint = { tokens: number; charged: number }

export type DashboardChartProps =
  | {
      chart: 'activity'
      data: DashboardData['activity']
      labels: { threads: string; messages: string }
    }
  | { chart: 'tokens'; data: ({ day: string } & UsagePoint)[]; labels: UsageSeriesLabels }
  | { chart: 'users'; data: ({ name: string } & UsagePoint)[]; labels: UsageSeriesLabels }

/** `2025-03-31` → `3/31`: the range is at most 90 days, so the year adds nothing. */
const shortDay = (day: string) => `${Number(day.slice(5, 7))}/${Number(day.slice(8, 10))}`

const axis = { stroke: vars.color.main1, fontSize: 12 }

const activityLines = [
  ['threads', vars.color.primary],
  ['messages', vars.color.secondary],
] as const

const usageSeries = [
  ['tokens', 'tokens', vars.color.primary],
  ['charged', 'credits', vars.color.secondary],
] as const

// Functions, not components: Recharts reads its series from its direct children's types.
const usageBars = (labels: UsageSeriesLabels) =>
  usageSeries.map(([key, label, fill]) => (
    <Bar key={key} dataKey={key} name={labels[label]} fill={fill} isAnimationActive={false} />
  ))

export default function DashboardChart(props: DashboardChartProps) {
  const { locale } = useLocale()
  const tooltip = <Tooltip formatter={(value) => formatNumber(Number(value), locale)} />
  // Tokens first, as the bars are drawn (the legend sorts by label otherwise).
  const usageLegend = <Legend itemSorter={(item) => (item.dataKey === 'tokens' ? 0 : 1)} />
  // 1.2M / 120万 on the value axis: a long figure would be cut at the chart's edge.
  const compact = (value: number) => formatNumber(value, locale, { compact: true })
  const height = props.chart === 'users' ? Math.max(200, props.data.length * 56 + 72) : 280
  return (
    <ResponsiveContainer width="100%" height={height}>
      {props.chart === 'activity' ? (
        <LineChart data={props.data} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={vars.color.base3} strokeDasharray="3 3" />
          <XAxis dataKey="day" tickFormatter={shortDay} {...axis} minTickGap={16} />
          <YAxis allowDecimals={false} {...axis} width={40} />
          {tooltip}
          <Legend />
          {activityLines.map(([key, stroke]) => (
            <Line
              key={key}
              type="monotone"
              dataKey={key}
              name={props.labels[key]}
              stroke={stroke}
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      ) : props.chart === 'tokens' ? (
        <BarChart data={props.data} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={vars.color.base3} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tickFormatter={shortDay} {...axis} minTickGap={16} />
          <YAxis allowDecimals={false} tickFormatter={compact} {...axis} width={56} />
          {tooltip}
          {usageLegend}
          {usageBars(props.labels)}
        </BarChart>
      ) : (
        <BarChart data={props.data} layout="vertical" margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={vars.color.base3} strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} tickFormatter={compact} {...axis} />
          <YAxis type="category" dataKey="name" {...axis} width={120} />
          {tooltip}
          {usageLegend}
          {usageBars(props.labels)}
        </BarChart>
      )}
    </ResponsiveContainer>
  )
}
