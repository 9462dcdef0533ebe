import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { formatCredits, formatNumber } from '../../i18n/format'
import { useLocale } from '../../i18n/i18n-provider'
import { dataTableColumns } from '../../ui/data-table/data-table'
import * as listCss from '../admin-shell/admin-list.css'
import { AdminRecordList } from '../admin-shell/admin-record-list'
import type { AdminListViewProps } from '../admin-shell/use-admin-list'
import type { AdminChoiceSearch } from '../admin-tenants/admin-choices'
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

export type AdminPlansViewProps = AdminListViewProps<AdminPlansPage, AdminPlansSearch, AdminPlanActions> & {
  /** The plan form's application picker searches the server. */
  searchChoices: AdminChoiceSearch
}

/** /admin/plans: the server-paged list of plans with who uses each, and their forms. */
export function AdminPlansView({ data, actions, searchChoices, ...list }: AdminPlansViewProps) {
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
        // The applications a plan is offered to ride under its id: a column of their own pushed the
        // row's actions off a 1280-pixel console in English.
        cell: (info) => {
          const plan = info.row.original
          const application =
            plan.applicationKey === null
              ? t('adminPlans.allApplications')
              : `${plan.applicationName ?? plan.applicationKey} (${plan.applicationKey})`
          return (
            <NameCell
              name={info.getValue()}
              detail={`${plan.id} · ${t('adminPlans.offeredTo', { application })}`}
            />
          )
        },
      }),
      column.accessor('monthlyTokens', {
        id: 'monthlyTokens',
        header: t('adminPlans.columns.monthlyTokens'),
        cell: (info) => <span className={listCss.figure}>{formatCredits(info.getValue(), locale)}</span>,
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
          searchChoices={searchChoices}
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
