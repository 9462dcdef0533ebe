/**
 * Model tokens and credits side by side (ADR 028), as every usage table shows them: the model's
 * tokens as the provider counted them (the total, with input and output under it) and the
 * credits the ledger charged for them. The dashboards, /usageSituation and the console's total
 * usage all build their tables from these columns, so the two figures read the same everywhere.
 */
import type { TFunction } from 'i18next'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '../../i18n/format'
import { useLocale } from '../../i18n/i18n-provider'
import type { Locale } from '../../i18n/locale'
import { ReportTable } from '../../ui/data-table/counts-table'
import { dataTableColumns, type RowData } from '../../ui/data-table/data-table'
import * as listCss from '../admin-shell/admin-list.css'
import * as css from './dashboard.css'

export interface TokensAndCredits {
  inputTokens: number
  outputTokens: number
  /** The model's total: input and output. */
  tokens: number
  /** Credits the ledger charged. */
  charged: number
}

type TokenCounts = Pick<TokensAndCredits, 'inputTokens' | 'outputTokens'>

/** "in 1,200 · out 300": a line breaks only between the two, never inside 入力 or a number. */
function InputOutput({ counts, locale, t }: { counts: TokenCounts; locale: Locale; t: TFunction }) {
  return (
    <>
      <span className={css.nowrap}>
        {t('usage.column.inputTokens', { value: formatNumber(counts.inputTokens, locale) })}
      </span>
      {t('usage.column.splitSeparator')}
      <span className={css.nowrap}>
        {t('usage.column.outputTokens', { value: formatNumber(counts.outputTokens, locale) })}
      </span>
    </>
  )
}

/** The total over "in 1,200 · out 300", one cell (sorted by the total). */
export function TokensCell({ row, locale, t }: { row: TokensAndCredits; locale: Locale; t: TFunction }) {
  return (
    <span className={listCss.cellStack}>
      <span>{formatNumber(row.tokens, locale)}</span>
      <span className={listCss.muted}>
        <InputOutput counts={row} locale={locale} t={t} />
      </span>
    </span>
  )
}

/** The two columns, `tokens` then `charged`, after a table's own label column. */
export function tokenCreditColumns<TData extends RowData & TokensAndCredits>(locale: Locale, t: TFunction) {
  const column = dataTableColumns<TData>()
  return [
    column.accessor((row) => row.tokens, {
      id: 'tokens',
      header: t('usage.column.modelTokens'),
      cell: (info) => <TokensCell row={info.row.original} locale={locale} t={t} />,
    }),
    column.accessor((row) => row.charged, {
      id: 'charged',
      header: t('usage.column.credits'),
      cell: (info) => formatNumber(info.getValue(), locale),
    }),
  ]
}

export interface UsageTableProps<TData extends RowData & TokensAndCredits> {
  /** Keep this reference stable (state, query data, useMemo), as DataTable asks. */
  rows: TData[]
  caption: string
  /** The first column: what each row counts (a day, a user, a chat…); a day is kept on one line. */
  label: { field: keyof TData & string; header: string; nowrap?: boolean }
  getRowId: (row: TData) => string
  empty?: string
}

/** A usage table: what each row counts, its model tokens, the credits charged and its replies. */
export function UsageTable<TData extends RowData & TokensAndCredits & { turns: number }>({
  rows,
  caption,
  label,
  getRowId,
  empty,
}: UsageTableProps<TData>) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const { field, header, nowrap } = label
  const columns = useMemo(() => {
    const column = dataTableColumns<TData>()
    return column.columns([
      column.accessor((row) => String(row[field]), {
        id: field,
        header,
        cell: (info) => (nowrap ? <span className={css.nowrap}>{info.getValue()}</span> : info.getValue()),
      }),
      ...tokenCreditColumns<TData>(locale, t),
      column.accessor((row) => row.turns, {
        id: 'turns',
        header: t('usage.column.turns'),
        cell: (info) => formatNumber(info.getValue(), locale),
      }),
    ])
  }, [locale, t, field, header, nowrap])
  return <ReportTable rows={rows} caption={caption} columns={columns} getRowId={getRowId} empty={empty} />
}

/** The chart series' names: the model's tokens and the credits charged. */
export function useUsageSeriesLabels() {
  const { t } = useTranslation()
  return useMemo(() => ({ tokens: t('usage.column.modelTokens'), credits: t('usage.column.credits') }), [t])
}

/** A total's model tokens split into input and output: one more line of a dashboard's total. */
export function TokenSplit({ totals, testId }: { totals: TokenCounts; testId: string }) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  return (
    <dd className={css.totalLabel} data-testid={testId}>
      <InputOutput counts={totals} locale={locale} t={t} />
    </dd>
  )
}
