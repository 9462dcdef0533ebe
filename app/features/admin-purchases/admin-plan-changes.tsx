import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../i18n/i18n-provider'
import { localizedName } from '../../i18n/localized-name'
import { formatInstant } from '../../i18n/time'
import type { AdminPlanChangeView } from '../../server/payment/admin-plan-changes.server'
import { Badge, type BadgeTone } from '../../ui/badge/badge'
import { Card } from '../../ui/card/card'
import { ReportTable } from '../../ui/data-table/counts-table'
import { dataTableColumns } from '../../ui/data-table/data-table'
import * as listCss from '../admin-shell/admin-list.css'
import { RowActions } from '../admin-shell/row-actions'
import { StackCell } from '../admin-users/admin-list-parts'
import { formatYen } from '../payment/money'
import { firstDayOf } from '../payment/plan-change-rules.shared'
import * as css from './admin-purchases.css'
import { BillingCell } from './billing-cell'
import type { Decision } from './decision-dialog'

const TONES: Record<AdminPlanChangeView['status'], BadgeTone> = {
  pending: 'info',
  scheduled: 'info',
  applied: 'success',
  canceled: 'neutral',
  failed: 'error',
}

/** The plan change's names in the reader's language: `from → to`. */
export function planChangeNames(change: AdminPlanChangeView, locale: 'ja' | 'en') {
  return {
    from: localizedName({ name: change.fromPlanName, nameEn: change.fromPlanNameEn }, locale),
    to: localizedName({ name: change.toPlanName, nameEn: change.toPlanNameEn }, locale),
  }
}

export interface AdminPlanChangesProps {
  changes: AdminPlanChangeView[]
  onDecide: (change: AdminPlanChangeView, decision: Decision) => void
}

/** Plan changes beside the purchases: each marked as one, from → to at its monthly price. */
export function AdminPlanChanges({ changes, onDecide }: AdminPlanChangesProps) {
  const { t } = useTranslation()
  // Hidden when there is none: the purchases below say "nothing matches" for the page.
  const { locale } = useLocale()
  const columns = useMemo(() => {
    const column = dataTableColumns<AdminPlanChangeView>()
    const statusText = (change: AdminPlanChangeView) => {
      if (change.status === 'pending' && change.method === 'stripe') {
        return t('adminPurchases.planChanges.status.awaitingPayment')
      }
      if (change.status === 'scheduled') {
        return t('adminPurchases.planChanges.status.scheduled', {
          day: firstDayOf(change.effectiveMonth ?? ''),
        })
      }
      return t(`adminPurchases.planChanges.status.${change.status}`)
    }
    return column.columns([
      column.accessor('tenantName', {
        header: t('adminPurchases.tenant'),
        cell: (info) => <StackCell detail={info.row.original.tenantSlug}>{info.getValue()}</StackCell>,
      }),
      // The request's time sits under the change: one column fewer, so the actions stay inside
      // the card at 1280 px in English.
      column.accessor('createdAt', {
        header: t('adminPurchases.planChanges.change'),
        cell: (info) => {
          const change = info.row.original
          return (
            <span className={listCss.cellStack}>
              <Badge tone="neutral">{t('adminPurchases.planChanges.kind')}</Badge>
              <span className={css.keepWords}>
                {t('adminPurchases.planChanges.fromTo', planChangeNames(change, locale))}
              </span>
              <span className={listCss.muted}>{formatInstant(info.getValue())}</span>
            </span>
          )
        },
      }),
      column.accessor('priceJpy', {
        header: t('adminPurchases.planChanges.price'),
        cell: (info) => {
          const change = info.row.original
          const direction = t(`adminPurchases.planChanges.${change.direction}`)
          const method = t(`adminPurchases.planChanges.method.${change.method}`)
          return (
            <StackCell detail={`${direction} · ${method}`}>{formatYen(info.getValue(), locale)}</StackCell>
          )
        },
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
          const change = info.row.original
          return (
            <span className={listCss.cellStack}>
              <Badge tone={TONES[change.status]} data-status={change.status}>
                {statusText(change)}
              </Badge>
              {change.decidedAt && (
                <span className={`${listCss.muted} ${css.breakable}`}>
                  {formatInstant(change.decidedAt)}
                  {change.note && ` ${change.note}`}
                </span>
              )}
            </span>
          )
        },
      }),
      column.display({
        id: 'actions',
        header: t('adminPurchases.actions'),
        cell: (info) => {
          const change = info.row.original
          if (change.method !== 'invoice' || change.status !== 'pending') return null
          const names = planChangeNames(change, locale)
          return (
            <RowActions
              row={`${change.tenantName} ${names.from} → ${names.to}`}
              actions={[
                {
                  label: t('adminPurchases.planChanges.approve'),
                  onClick: () => onDecide(change, 'confirm'),
                },
                {
                  label: t('adminPurchases.reject'),
                  variant: 'secondary',
                  onClick: () => onDecide(change, 'reject'),
                },
              ]}
            />
          )
        },
      }),
    ])
  }, [t, locale, onDecide])
  if (changes.length === 0) return null
  return (
    <Card
      title={t('adminPurchases.planChanges.heading')}
      description={t('adminPurchases.planChanges.description')}
    >
      <ReportTable
        rows={changes}
        caption={t('adminPurchases.planChanges.caption')}
        columns={columns}
        getRowId={(row) => `${row.tenantId}:${row.id}`}
        empty={t('adminPurchases.planChanges.empty')}
      />
    </Card>
  )
}
