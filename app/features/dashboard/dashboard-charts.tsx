/**
 * The dashboard's charts (Recharts). Loaded lazily by lazy-dashboard-chart.tsx, so Recharts
 * and its dependencies stay out of every page's first load. Colours come from the theme
 * contract, so each brand's dashboard is drawn in its own colours.
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
import type { DashboardData } from '../../server/dashboards/dashboard.server'

export type DashboardChartProps =
  | {
      chart: 'activity'
      data: DashboardData['activity']
      labels: { threads: string; messages: string }
    }
  | { chart: 'tokens'; data: DashboardData['tokensByDay']; labels: { tokens: string } }
  | { chart: 'users'; data: { name: string; tokens: number }[]; labels: { tokens: string } }

/** `2025-03-31` → `3/31`: the range is at most 90 days, so the year adds nothing. */
const shortDay = (day: string) => `${Number(day.slice(5, 7))}/${Number(day.slice(8, 10))}`

const axis = { stroke: vars.color.main1, fontSize: 12 }

const activityLines = [
  ['threads', vars.color.primary],
  ['messages', vars.color.secondary],
] as const

// A function, not a component: Recharts reads its series from its direct children's types.
const tokensBar = (name: string) => (
  <Bar dataKey="tokens" name={name} fill={vars.color.primary} isAnimationActive={false} />
)

export default function DashboardChart(props: DashboardChartProps) {
  const height = props.chart === 'users' ? Math.max(160, props.data.length * 36 + 40) : 260
  return (
    <ResponsiveContainer width="100%" height={height}>
      {props.chart === 'activity' ? (
        <LineChart data={props.data} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={vars.color.base3} strokeDasharray="3 3" />
          <XAxis dataKey="day" tickFormatter={shortDay} {...axis} minTickGap={16} />
          <YAxis allowDecimals={false} {...axis} width={40} />
          <Tooltip />
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
          <YAxis allowDecimals={false} {...axis} width={56} />
          <Tooltip />
          {tokensBar(props.labels.tokens)}
        </BarChart>
      ) : (
        <BarChart data={props.data} layout="vertical" margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={vars.color.base3} strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} {...axis} />
          <YAxis type="category" dataKey="name" {...axis} width={120} />
          <Tooltip />
          {tokensBar(props.labels.tokens)}
        </BarChart>
      )}
    </ResponsiveContainer>
  )
}
