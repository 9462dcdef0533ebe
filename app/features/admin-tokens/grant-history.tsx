import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '../../i18n/format'
import { useLocale } from '../../i18n/i18n-provider'
import type { GrantHistoryQuery, GrantHistoryRow } from '../../server/admin/tokens/admin-grants.server'
import { Button } from '../../ui/button/button'
import { Card } from '../../ui/card/card'
import { DataTable, dataTableColumns, type SortingState } from '../../ui/data-table/data-table'
import { InstantCell } from '../../ui/data-table/instant-cell'
import { TextField } from '../../ui/text-field/text-field'
import * as listCss from '../admin-shell/admin-list.css'
import { OptionFilter } from '../admin-shell/choice-filter'
import { optionalPaging } from '../admin-users/admin-list-paging'
import { StackCell } from '../admin-users/admin-list-parts'
import * as css from './admin-tokens.css'
import type { GrantHistorySearch } from './admin-tokens.functions'

const SORT_COLUMNS: Record<string, GrantHistoryQuery['sort']> = {
  createdAt: 'createdAt',
  amount: 'amount',
  tenantName: 'tenant',
}

// The typed filters, applied together by the form's submit button.
const FILTER_FIELDS = [
  { name: 'tenant', label: 'adminTokens.filterTenant', type: undefined },
  { name: 'from', label: 'adminTokens.filterFrom', type: 'date' },
  { name: 'to', label: 'adminTokens.filterTo', type: 'date' },
] as const

export interface GrantHistoryProps {
  rows: GrantHistoryRow[]
  total: number
  /** What the server used (defaults filled in). */
  query: GrantHistoryQuery
  onSearchChange: (search: GrantHistorySearch) => void
}

/** Every tenant's additional grants: filtered, sorted and paged by the server. */
export function GrantHistory({ rows, total, query, onSearchChange }: GrantHistoryProps) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const [draft, setDraft] = useState({
    tenant: query.tenant ?? '',
    from: query.from ?? '',
    to: query.to ?? '',
  })
  useEffect(
    () => setDraft({ tenant: query.tenant ?? '', from: query.from ?? '', to: query.to ?? '' }),
    [query.tenant, query.from, query.to],
  )
  const current: GrantHistorySearch = {
    tenant: query.tenant,
    source: query.source,
    from: query.from,
    to: query.to,
    sort: query.sort === 'createdAt' ? undefined : query.sort,
    direction: query.direction === 'desc' ? undefined : query.direction,
    pageSize: query.pageSize === 25 ? undefined : query.pageSize,
  }
  // The table asks for a new order and then for the first page in one event: each change builds
  // on the one before it, not on the search this render started with.
  const latest = useRef(current)
  latest.current = current
  const change = (patch: GrantHistorySearch) => {
    latest.current = { ...latest.current, ...patch }
    onSearchChange(latest.current)
  }
  const apply = (event: FormEvent) => {
    event.preventDefault()
    change({
      page: undefined,
      tenant: draft.tenant.trim() || undefined,
      from: draft.from || undefined,
      to: draft.to || undefined,
    })
  }

  const columns = useMemo(() => {
    const column = dataTableColumns<GrantHistoryRow>()
    return column.columns([
      column.accessor('createdAt', {
        header: t('adminTokens.column.date'),
        cell: (info) => <InstantCell value={info.getValue()} />,
      }),
      column.accessor('tenantName', {
        header: t('adminTokens.column.tenant'),
        cell: (info) => <StackCell detail={info.row.original.tenantSlug}>{info.getValue()}</StackCell>,
      }),
      column.accessor('amount', {
        header: t('adminTokens.column.amount'),
        cell: (info) => formatNumber(info.getValue(), locale),
      }),
      column.accessor('balanceAfter', {
        header: t('adminTokens.column.balanceAfter'),
        enableSorting: false,
        cell: (info) => formatNumber(info.getValue(), locale),
      }),
      column.accessor('reason', {
        header: t('adminTokens.column.reason'),
        enableSorting: false,
        cell: (info) => <span className={css.reason}>{info.getValue()}</span>,
      }),
      column.accessor('actor', {
        header: t('adminTokens.column.actor'),
        enableSorting: false,
        cell: (info) => {
          const { actor, actorEmail } = info.row.original
          const source = actor.startsWith('admin:') ? 'admin' : actor.startsWith('cli:') ? 'cli' : null
          return (
            <StackCell detail={source ? t(`adminTokens.source.${source}`) : undefined}>
              {actorEmail ?? actor}
            </StackCell>
          )
        },
      }),
    ])
  }, [t, locale])

  const sortedColumn = Object.entries(SORT_COLUMNS).find(([, sort]) => sort === query.sort)?.[0]
  const sorting: SortingState = sortedColumn ? [{ id: sortedColumn, desc: query.direction === 'desc' }] : []

  return (
    <Card title={t('adminTokens.historyHeading')}>
      <form className={listCss.filters} onSubmit={apply} noValidate>
        {FILTER_FIELDS.map(({ name, label, type }) => (
          <div key={name} className={css.filterField}>
            <TextField
              label={t(label)}
              type={type}
              name={name}
              value={draft[name]}
              onValueChange={(value) => setDraft((state) => ({ ...state, [name]: value }))}
            />
          </div>
        ))}
        <OptionFilter
          label={t('adminTokens.filterSource')}
          allLabel={t('adminTokens.all')}
          value={query.source}
          onChange={(source) => change({ page: undefined, source })}
          options={[
            { value: 'admin', label: t('adminTokens.source.admin') },
            { value: 'cli', label: t('adminTokens.source.cli') },
          ]}
        />
        <Button type="submit" variant="secondary">
          {t('adminTokens.applyFilters')}
        </Button>
        <Button type="button" variant="ghost" onClick={() => onSearchChange({})}>
          {t('adminTokens.clearFilters')}
        </Button>
      </form>
      <DataTable
        caption={t('adminTokens.historyCaption')}
        hideCaption
        columns={columns}
        data={rows}
        getRowId={(row) => `${row.tenantId}:${row.id}`}
        empty={t('adminTokens.empty')}
        server={{
          ...optionalPaging(
            total,
            { page: query.page, size: query.pageSize },
            { size: 25, firstPage: 0 },
            ({ page, size }) => change({ page, pageSize: size }),
          ),
          sorting,
          onSortingChange: (next) => {
            const first = next[0]
            const sort = first ? SORT_COLUMNS[first.id] : undefined
            change({
              page: undefined,
              sort,
              direction: first ? (first.desc ? 'desc' : 'asc') : undefined,
            })
          },
        }}
      />
    </Card>
  )
}
