import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatTokens } from '../../i18n/format'
import { useLocale } from '../../i18n/i18n-provider'
import type { Locale } from '../../i18n/locale'
import { localizedName } from '../../i18n/localized-name'
import { formatInstant } from '../../i18n/time'
import type { AdminPlanChangeView } from '../../server/payment/admin-plan-changes.server'
import type { AdminPurchasesData, AdminPurchaseView } from '../../server/payment/admin-purchases-page.server'
import { Card } from '../../ui/card/card'
import { dataTableColumns } from '../../ui/data-table/data-table'
import { InstantCell } from '../../ui/data-table/instant-cell'
import * as listCss from '../admin-shell/admin-list.css'
import { AdminListPage } from '../admin-shell/admin-list-page'
import { ChoiceFilter, OptionFilter } from '../admin-shell/choice-filter'
import { RowActions, RowButton } from '../admin-shell/row-actions'
import type { AdminChoiceSearch } from '../admin-tenants/admin-choices'
import { optionalPaging } from '../admin-users/admin-list-paging'
import { StackCell } from '../admin-users/admin-list-parts'
import { formatYen } from '../payment/money'
import { PURCHASE_STATUS_VALUES, type PurchaseStatus } from '../payment/payment-schemas.shared'
import { PurchaseStatusBadge } from '../payment/purchase-status-badge'
import { AdminPlanChanges } from './admin-plan-changes'
import { BillingCell } from './billing-cell'
import { type Decision, DecisionDialog, type DecisionDialogProps } from './decision-dialog'
import { PlanDecisionDialog, type PlanDecisionDialogProps } from './plan-decision-dialog'
import { RefundDialog, type RefundDialogProps } from './refund-dialog'

export interface AdminPurchasesFilterValue {
  status?: PurchaseStatus
  tenant?: string
  page?: number
  pageSize?: number
}

const DEFAULT_PAGE_SIZE = 25
const packNameOf = (purchase: AdminPurchaseView, locale: Locale) =>
  localizedName({ name: purchase.packName, nameEn: purchase.packNameEn }, locale)
/** Credited purchases can be refunded, once. */
const canRefund = (purchase: AdminPurchaseView) =>
  (purchase.status === 'paid' || purchase.status === 'confirmed') && purchase.refund === null

export interface AdminPurchasesViewProps {
  data: AdminPurchasesData
  filter: AdminPurchasesFilterValue
  onFilterChange: (filter: AdminPurchasesFilterValue) => void
  onDecide: DecisionDialogProps['onDecide']
  onDecidePlan: PlanDecisionDialogProps['onDecide']
  onRefund: RefundDialogProps['onRefund']
  /** The tenant filter's server search. */
  searchChoices: AdminChoiceSearch
}

/** /admin/purchasedTokens: every tenant's purchases, filters, and the decision on invoice requests. */
export function AdminPurchasesView({
  data,
  filter,
  onFilterChange,
  onDecide,
  onDecidePlan,
  onRefund,
  searchChoices,
}: AdminPurchasesViewProps) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const [target, setTarget] = useState<{ purchase: AdminPurchaseView; decision: Decision } | null>(null)
  const [refundTarget, setRefundTarget] = useState<AdminPurchaseView | null>(null)
  const [planTarget, setPlanTarget] = useState<{ change: AdminPlanChangeView; decision: Decision } | null>(
    null,
  )
  const decidePlan = useCallback((change: AdminPlanChangeView, decision: Decision) => {
    setPlanTarget({ change, decision })
  }, [])

  const columns = useMemo(() => {
    const column = dataTableColumns<AdminPurchaseView>()
    return column.columns([
      column.accessor('createdAt', {
        header: t('payment.history.date'),
        cell: (info) => <InstantCell value={info.getValue()} />,
      }),
      column.accessor('tenantName', {
        header: t('adminPurchases.tenant'),
        cell: (info) => <StackCell detail={info.row.original.tenantSlug}>{info.getValue()}</StackCell>,
      }),
      // The tokens sit under the pack, how it was paid under the amount, and the decision under
      // the status: three columns fewer, so the actions stay inside the table at 1280 px in English.
      column.accessor('packName', {
        header: t('payment.history.pack'),
        cell: (info) => (
          <StackCell detail={formatTokens(info.row.original.tokens, locale)}>
            {packNameOf(info.row.original, locale)}
          </StackCell>
        ),
      }),
      column.accessor('priceJpy', {
        header: t('payment.history.price'),
        cell: (info) => (
          <StackCell detail={t(`payment.method.${info.row.original.method}`)}>
            {formatYen(info.getValue(), locale)}
          </StackCell>
        ),
      }),
      column.accessor('billingName', {
        header: t('adminPurchases.billing'),
        enableSorting: false,
        cell: (info) => {
          const row = info.row.original
          return <BillingCell name={row.billingName} address={row.billingAddress} email={row.billingEmail} />
        },
      }),
      column.accessor('status', {
        header: t('payment.history.status'),
        cell: (info) => {
          const { refund, decidedAt, note } = info.row.original
          const decision = decidedAt && (
            <span className={listCss.muted}>
              {formatInstant(decidedAt)}
              {note && ` ${note}`}
            </span>
          )
          if (!refund)
            return (
              <span className={listCss.cellStack}>
                <PurchaseStatusBadge status={info.getValue()} />
                {decision}
              </span>
            )
          return (
            <span className={listCss.cellStack}>
              <PurchaseStatusBadge status={info.getValue()} />
              {decision}
              <strong>{t('adminPurchases.refunded')}</strong>
              <span className={listCss.muted}>
                {t('adminPurchases.refundedTokens', {
                  takenBack: formatTokens(refund.tokensTakenBack, locale),
                  notRecovered: formatTokens(refund.tokensNotRecovered, locale),
                })}
              </span>
              <span className={listCss.muted}>
                {formatInstant(refund.refundedAt)} {refund.reason}
              </span>
            </span>
          )
        },
      }),
      column.display({
        id: 'actions',
        header: t('adminPurchases.actions'),
        cell: (info) => {
          const purchase = info.row.original
          const row = `${purchase.tenantName} ${packNameOf(purchase, locale)}`
          if (canRefund(purchase)) {
            return (
              <RowButton
                row={row}
                label={t('adminPurchases.refund')}
                variant="secondary"
                onClick={() => setRefundTarget(purchase)}
              />
            )
          }
          if (purchase.method !== 'invoice' || purchase.status !== 'pending') return null
          return (
            <RowActions
              row={row}
              actions={[
                {
                  label: t('adminPurchases.confirm'),
                  onClick: () => setTarget({ purchase, decision: 'confirm' }),
                },
                {
                  label: t('adminPurchases.reject'),
                  variant: 'secondary',
                  onClick: () => setTarget({ purchase, decision: 'reject' }),
                },
              ]}
            />
          )
        },
      }),
    ])
  }, [t, locale])

  return (
    <AdminListPage
      title={t('adminPurchases.title')}
      lead={t('adminPurchases.lead')}
      header="spaced"
      filters={
        <Card>
          <div className={listCss.filters}>
            <OptionFilter
              label={t('adminPurchases.filterStatus')}
              allLabel={t('adminPurchases.all')}
              value={filter.status}
              onChange={(status) => onFilterChange({ ...filter, page: undefined, status })}
              options={PURCHASE_STATUS_VALUES.map((status) => ({
                value: status,
                label: t(`payment.status.${status}`),
              }))}
            />
            <ChoiceFilter
              kind="tenant"
              className={listCss.tenantFilter}
              label={t('adminPurchases.filterTenant')}
              placeholder={t('adminPurchases.tenantSearch')}
              allLabel={t('adminPurchases.all')}
              value={filter.tenant}
              choice={data.tenantChoice}
              searchChoices={searchChoices}
              onChange={(tenant) => onFilterChange({ ...filter, page: undefined, tenant })}
            />
          </div>
        </Card>
      }
      table={{
        caption: t('adminPurchases.caption'),
        columns,
        data: data.purchases,
        getRowId: (row) => `${row.tenantId}:${row.id}`,
        server: optionalPaging(
          data.total,
          { page: filter.page, size: filter.pageSize },
          { size: DEFAULT_PAGE_SIZE, firstPage: 0 },
          ({ page, size }) => onFilterChange({ ...filter, page, pageSize: size }),
        ),
        empty: t('adminPurchases.empty'),
      }}
    >
      <AdminPlanChanges changes={data.planChanges} onDecide={decidePlan} />
      <DecisionDialog target={target} onClose={() => setTarget(null)} onDecide={onDecide} />
      <PlanDecisionDialog target={planTarget} onClose={() => setPlanTarget(null)} onDecide={onDecidePlan} />
      <RefundDialog purchase={refundTarget} onClose={() => setRefundTarget(null)} onRefund={onRefund} />
    </AdminListPage>
  )
}
