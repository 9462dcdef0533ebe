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
import { DataTable, dataTableColumns } from '../../ui/data-table/data-table'
import * as css from './dashboard.css'

export function ActivityTable({ rows, caption }: { rows: DashboardData['activity']; caption: string }) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const columns = useMemo(() => {
    const column = dataTableColumns<DashboardData['activity'][number]>()
    const number = (value: number) => formatNumber(value, locale)
    return column.columns([
      column.accessor('day', { header: t('dashboard.column.day') }),
      column.accessor('threads', {
        header: t('dashboard.column.threads'),
        cell: (info) => number(info.getValue()),
      }),
      column.accessor('questions', {
        header: t('dashboard.column.questions'),
        cell: (info) => number(info.getValue()),
      }),
      column.accessor('messages', {
        header: t('dashboard.column.messages'),
        cell: (info) => number(info.getValue()),
      }),
    ])
  }, [t, locale])
  // Newest first: the day a reader usually looks for.
  const data = useMemo(() => [...rows].reverse(), [rows])
  return (
    <DataTable
      caption={caption}
      hideCaption
      columns={columns}
      data={data}
      getRowId={(row) => row.day}
      pageSize={10}
    />
  )
}

export function TokensByDayTable({ rows, caption }: { rows: DashboardData['tokensByDay']; caption: string }) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const columns = useMemo(() => {
    const column = dataTableColumns<DashboardData['tokensByDay'][number]>()
    return column.columns([
      column.accessor('day', { header: t('dashboard.column.day') }),
      column.accessor('tokens', {
        header: t('dashboard.column.tokens'),
        cell: (info) => formatNumber(info.getValue(), locale),
      }),
      column.accessor('charged', {
        header: t('dashboard.column.charged'),
        cell: (info) => formatNumber(info.getValue(), locale),
      }),
    ])
  }, [t, locale])
  const data = useMemo(() => [...rows].reverse(), [rows])
  return (
    <DataTable
      caption={caption}
      hideCaption
      columns={columns}
      data={data}
      getRowId={(row) => row.day}
      pageSize={10}
    />
  )
}

export type UserTokensRow = { userId: string; name: string; tokens: number; turns: number }

export function TokensByUserTable({ rows, caption }: { rows: UserTokensRow[]; caption: string }) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const columns = useMemo(() => {
    const column = dataTableColumns<UserTokensRow>()
    return column.columns([
      column.accessor('name', { header: t('dashboard.column.user') }),
      column.accessor('tokens', {
        header: t('dashboard.column.tokens'),
        cell: (info) => formatNumber(info.getValue(), locale),
      }),
      column.accessor('turns', {
        header: t('dashboard.column.turns'),
        cell: (info) => formatNumber(info.getValue(), locale),
      }),
    ])
  }, [t, locale])
  return (
    <DataTable
      caption={caption}
      hideCaption
      columns={columns}
      data={rows}
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
  return (
    <DataTable
      caption={caption}
      hideCaption
      columns={columns}
      data={rows}
      getRowId={(row) => row.question}
      empty={empty}
    />
  )
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
  return (
    <DataTable
      caption={caption}
      hideCaption
      columns={columns}
      data={rows}
      getRowId={(row) => row.messageId}
      empty={t('dashboard.feedback.empty')}
      pageSize={10}
    />
  )
}
