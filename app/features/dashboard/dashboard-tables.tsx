/**
 * The dashboard's numbers as tables: the accessible reading of each chart, and the only view
 * of the question lists. Sortable and paginated by the design system's DataTable.
 */
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '../../i18n/format'
import { useLocale } from '../../i18n/i18n-provider'
import { useFormatTime } from '../../i18n/time-zone'
import type { DashboardData, QuestionRow } from '../../server/dashboards/dashboard.server'
import { CountsTable, ReportTable } from '../../ui/data-table/counts-table'
import { dataTableColumns } from '../../ui/data-table/data-table'
import type { NumberHeaders } from '../../ui/data-table/number-columns'
import * as css from './dashboard.css'
import { type TokensAndCredits, UsageTable } from './usage-columns'

type Activity = DashboardData['activity'][number]
type TokensByDay = DashboardData['tokensByDay'][number]
export type UserTokensRow = { userId: string; name: string } & TokensAndCredits & { turns: number }

export function ActivityTable({ rows, caption }: { rows: Activity[]; caption: string }) {
  const { t } = useTranslation()
  const counts = {
    threads: t('dashboard.column.threads'),
    questions: t('dashboard.column.questions'),
    messages: t('dashboard.column.messages'),
  }
  return <DaysTable rows={rows} caption={caption} counts={counts} />
}

/** Model tokens and credits by day, newest first: the day a reader usually looks for. */
export function TokensByDayTable({ rows, caption }: { rows: TokensByDay[]; caption: string }) {
  const { t } = useTranslation()
  const data = useMemo(() => [...rows].reverse(), [rows])
  return (
    <UsageTable
      rows={data}
      caption={caption}
      label={{ field: 'day', header: t('dashboard.column.day'), nowrap: true }}
      getRowId={(row) => row.day}
    />
  )
}

/** Counts by day, newest first. */
function DaysTable<TData extends { day: string }>({
  rows,
  caption,
  counts,
}: {
  rows: TData[]
  caption: string
  counts: NumberHeaders<TData>
}) {
  const { t } = useTranslation()
  const data = useMemo(() => [...rows].reverse(), [rows])
  return (
    <CountsTable
      rows={data}
      caption={caption}
      label={{ field: 'day', header: t('dashboard.column.day') }}
      counts={counts}
      getRowId={(row) => row.day}
    />
  )
}

export function TokensByUserTable({ rows, caption }: { rows: UserTokensRow[]; caption: string }) {
  const { t } = useTranslation()
  return (
    <UsageTable
      rows={rows}
      caption={caption}
      label={{ field: 'name', header: t('dashboard.column.user') }}
      getRowId={(row) => row.userId}
      empty={t('dashboard.noUsage')}
    />
  )
}

export function QuestionsTable({
  rows,
  caption,
  empty,
}: {
  rows: QuestionRow[]
  caption: string
  empty: string
}) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const time = useFormatTime()
  const columns = useMemo(() => {
    const column = dataTableColumns<QuestionRow>()
    return column.columns([
      column.accessor('question', {
        header: t('dashboard.column.question'),
        cell: (info) => <span className={css.question}>{info.getValue()}</span>,
      }),
      column.accessor('count', {
        header: t('dashboard.column.count'),
        cell: (info) => formatNumber(info.getValue(), locale),
      }),
      column.accessor('lastAskedAt', {
        header: t('dashboard.column.lastAsked'),
        cell: (info) => time.dateTime(info.getValue()),
      }),
    ])
  }, [t, locale, time])
  return <ReportTable rows={rows} caption={caption} columns={columns} rowKey="question" empty={empty} />
}

type Downvote = DashboardData['feedback']['downvotes'][number]

/** The replies rated bad in the period, with what was asked and why (ADR 019). */
export function DownvotesTable({ rows, caption }: { rows: Downvote[]; caption: string }) {
  const { t } = useTranslation()
  const time = useFormatTime()
  const columns = useMemo(() => {
    const column = dataTableColumns<Downvote>()
    const text = (value: string | null) => <span className={css.question}>{value ?? ''}</span>
    return column.columns([
      column.accessor('question', {
        header: t('dashboard.feedback.column.question'),
        cell: (info) => text(info.getValue()),
      }),
      column.accessor('answer', {
        header: t('dashboard.feedback.column.answer'),
        cell: (info) => text(info.getValue()),
      }),
      column.accessor('reason', {
        header: t('dashboard.feedback.column.reason'),
        cell: (info) => t(`dashboard.feedback.reasons.${info.getValue() ?? 'none'}`),
      }),
      column.accessor('comment', {
        header: t('dashboard.feedback.column.comment'),
        cell: (info) => text(info.getValue()),
      }),
      column.accessor('ratedAt', {
        header: t('dashboard.feedback.column.ratedAt'),
        cell: (info) => time.dateTime(info.getValue()),
      }),
    ])
  }, [t, time])
  const empty = t('dashboard.feedback.empty')
  return <ReportTable rows={rows} caption={caption} columns={columns} rowKey="messageId" empty={empty} />
}
