import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatNumber, formatTokens } from '../../i18n/format'
import { useLocale } from '../../i18n/i18n-provider'
import { Button } from '../../ui/button/button'
import { DataTable, dataTableColumns } from '../../ui/data-table/data-table'
import type { ApiResult } from '../admin-users/admin-form'
import { listPaging } from '../admin-users/admin-list-paging'
import { AdminListHeader, AdminSearchForm, EditDeleteActions } from '../admin-users/admin-list-parts'
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
            <EditDeleteActions
              name={plan.name}
              editLabel={t('adminPlans.edit')}
              deleteLabel={t('adminPlans.delete')}
              onEdit={() => setOpen({ kind: 'edit', plan })}
              onDelete={() => setOpen({ kind: 'delete', plan })}
            />
          )
        },
      }),
    ])
  }, [t, locale])

  return (
    <div className={css.page}>
      <AdminListHeader
        title={t('adminPlans.title')}
        lead={t('adminPlans.lead')}
        action={<Button onClick={() => setOpen({ kind: 'create' })}>{t('adminPlans.create')}</Button>}
      />
      <AdminSearchForm
        label={t('adminPlans.search')}
        buttonLabel={t('adminPlans.searchButton')}
        initial={search.q}
        onSearch={(q) => onSearchChange({ q, page: 0 })}
      />
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
