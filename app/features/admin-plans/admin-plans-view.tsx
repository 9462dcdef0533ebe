import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { formatCredits, formatNumber } from '../../i18n/format'
import { useLocale } from '../../i18n/i18n-provider'
import { dataTableColumns } from '../../ui/data-table/data-table'
import { AdminRecordList } from '../admin-shell/admin-record-list'
import type { AdminListViewProps } from '../admin-shell/use-admin-list'
import type { ApiResult } from '../admin-users/admin-form'
import { NameCell } from '../admin-users/admin-list-parts'
import { formatYen } from '../payment/money'
import type { AdminPlanRow, AdminPlansPage } from './admin-plans.functions'
import { type AdminPlansSearch, PLAN_SORTS } from './admin-plans-search.shared'
import { PlanFormDialog, type PlanFormValues } from './plan-form-dialog'

export interface AdminPlanActions {
  create(values: PlanFormValues): Promise<ApiResult<{ name: string }>>
  update(id: string, values: PlanFormValues): Promise<ApiResult<{ name: string }>>
  remove(id: string): Promise<ApiResult<unknown>>
}

export type AdminPlansViewProps = AdminListViewProps<AdminPlansPage, AdminPlansSearch, AdminPlanActions>

/** /admin/plans: the server-paged list of plans with who uses each, and their forms. */
export function AdminPlansView({ data, actions, ...list }: AdminPlansViewProps) {
  const { t } = useTranslation()
  const { locale } = useLocale()

  const columns = useMemo(() => {
    const limit = (value: number | null) =>
      value === null ? t('adminPlans.unlimited') : formatNumber(value, locale)
    const column = dataTableColumns<AdminPlanRow>()
    return column.columns([
      column.accessor('name', {
        id: 'name',
        header: t('adminPlans.columns.plan'),
        cell: (info) => <NameCell name={info.getValue()} detail={info.row.original.id} />,
      }),
      column.accessor('monthlyTokens', {
        id: 'monthlyTokens',
        header: t('adminPlans.columns.monthlyTokens'),
        cell: (info) => formatCredits(info.getValue(), locale),
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
    ])
  }, [t, locale])

  return (
    <AdminRecordList
      {...list}
      messages="adminPlans"
      rows={data.rows}
      total={data.total}
      sorts={PLAN_SORTS}
      columns={columns}
      rowId={planId}
      rowName={planName}
      form={(plan, close) => (
        <PlanFormDialog
          plan={plan}
          onSubmit={plan ? (values) => actions.update(plan.id, values) : actions.create}
          onClose={close}
          onDone={list.onChanged}
        />
      )}
      remove={(plan) => actions.remove(plan.id)}
    />
  )
}

const planId = (plan: AdminPlanRow) => plan.id
const planName = (plan: AdminPlanRow) => plan.name
