import { type FormEvent, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatNumber, formatTokens } from '../../i18n/format'
import { useLocale } from '../../i18n/i18n-provider'
import { Button } from '../../ui/button/button'
import { DataTable, dataTableColumns } from '../../ui/data-table/data-table'
import { TextField } from '../../ui/text-field/text-field'
import type { ApiResult } from '../admin-users/admin-form'
import { listPaging } from '../admin-users/admin-list-paging'
import * as css from '../admin-users/admin-users.css'
import { ConfirmDeleteDialog } from '../admin-users/confirm-delete-dialog'
import { formatYen } from '../payment/money'
import type { AdminPlanRow, AdminPlansPage } from './admin-plans.functions'
import { type AdminPlansSearch, PLAN_SORTS } from './admin-plans-search'
import { PlanFormDialog, type PlanFormValues } from './plan-form-dialog'

export interface AdminPlanActions {
  create(values: PlanFormValues): Promise<ApiResult<{ name: string }>>
  update(id: string, values: PlanFormValues): Promise<ApiResult<{ name: string }>>
  remove(id: string): Promise<ApiResult<unknown>>
}

export interface AdminPlansViewProps {
  data: AdminPlansPage
  search: AdminPlansSearch
  onSearchChange: (patch: Partial<AdminPlansSearch>) => void
  actions: AdminPlanActions
  onChanged: () => void
  loading?: boolean
}

type Open = { kind: 'create' } | { kind: 'edit' | 'delete'; plan: AdminPlanRow } | null

/** /admin/plans: the server-paged list of plans with who uses each, and their forms. */
export function AdminPlansView({
  data,
  search,
  onSearchChange,
  actions,
  onChanged,
  loading,
}: AdminPlansViewProps) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const [query, setQuery] = useState(search.q)
  const [open, setOpen] = useState<Open>(null)

  const columns = useMemo(() => {
    const limit = (value: number | null) =>
      value === null ? t('adminPlans.unlimited') : formatNumber(value, locale)
    const column = dataTableColumns<AdminPlanRow>()
    return column.columns([
      column.accessor('name', {
        id: 'name',
        header: t('adminPlans.columns.plan'),
        cell: (info) => (
          <span className={css.cellStack}>
            <strong>{info.getValue()}</strong>
            <span className={css.muted}>{info.row.original.id}</span>
          </span>
        ),
      }),
      column.accessor('monthlyTokens', {
        id: 'monthlyTokens',
        header: t('adminPlans.columns.monthlyTokens'),
        cell: (info) => formatTokens(info.getValue(), locale),
      }),
      column.accessor('priceJpy', {
        id: 'priceJpy',
        header: t('adminPlans.columns.priceJpy'),
        cell: (info) => formatYen(info.getValue(), locale),
      }),
      column.accessor('maxUsers', {
        id: 'limits',
        header: t('adminPlans.columns.limits'),
        enableSorting: false,
        cell: (info) =>
          t('adminPlans.limits', { users: limit(info.getValue()), chats: limit(info.row.original.maxChats) }),
      }),
      column.accessor('tenantCount', {
        id: 'tenants',
        header: t('adminPlans.columns.usage'),
        cell: (info) =>
          t('adminPlans.usage', {
            tenants: formatNumber(info.getValue(), locale),
            applications: formatNumber(info.row.original.applicationCount, locale),
          }),
      }),
      column.accessor('position', { id: 'position', header: t('adminPlans.columns.position') }),
      column.display({
        id: 'actions',
        header: t('adminPlans.actionsColumn'),
        cell: (info) => {
          const plan = info.row.original
          return (
            <span className={css.actions}>
              <Button
                size="small"
                variant="secondary"
                aria-label={`${t('adminPlans.edit')}: ${plan.name}`}
                onClick={() => setOpen({ kind: 'edit', plan })}
              >
                {t('adminPlans.edit')}
              </Button>
              <Button
                size="small"
                variant="ghost"
                aria-label={`${t('adminPlans.delete')}: ${plan.name}`}
                onClick={() => setOpen({ kind: 'delete', plan })}
              >
                {t('adminPlans.delete')}
              </Button>
            </span>
          )
        },
      }),
    ])
  }, [t, locale])

  const submitSearch = (event: FormEvent) => {
    event.preventDefault()
    onSearchChange({ q: query.trim(), page: 0 })
  }

  return (
    <div className={css.page}>
      <div className={css.header}>
        <div>
          <h1 className={css.heading}>{t('adminPlans.title')}</h1>
          <p className={css.lead}>{t('adminPlans.lead')}</p>
        </div>
        <Button onClick={() => setOpen({ kind: 'create' })}>{t('adminPlans.create')}</Button>
      </div>
      <form className={css.filters} onSubmit={submitSearch}>
        <TextField
          className={css.filterField}
          label={t('adminPlans.search')}
          type="search"
          name="q"
          value={query}
          onValueChange={setQuery}
        />
        <Button type="submit" variant="secondary">
          {t('adminPlans.searchButton')}
        </Button>
      </form>
      <DataTable
        caption={t('adminPlans.caption')}
        hideCaption
        columns={columns}
        data={data.rows}
        getRowId={(row) => row.id}
        server={listPaging(search, data.total, PLAN_SORTS, onSearchChange)}
        loading={loading}
        empty={t('adminPlans.empty')}
      />
      {open?.kind === 'create' && (
        <PlanFormDialog onSubmit={actions.create} onClose={() => setOpen(null)} onDone={onChanged} />
      )}
      {open?.kind === 'edit' && (
        <PlanFormDialog
          plan={open.plan}
          onSubmit={(values) => actions.update(open.plan.id, values)}
          onClose={() => setOpen(null)}
          onDone={onChanged}
        />
      )}
      {open?.kind === 'delete' && (
        <ConfirmDeleteDialog
          title={t('adminPlans.deleteTitle', { name: open.plan.name })}
          description={t('adminPlans.deleteDescription')}
          actionLabel={t('adminPlans.delete')}
          doneMessage={t('adminPlans.deleted')}
          run={() => actions.remove(open.plan.id)}
          onClose={() => setOpen(null)}
          onDone={onChanged}
        />
      )}
    </div>
  )
}
