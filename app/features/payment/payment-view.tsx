import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatCredits } from '../../i18n/format'
import { useLocale } from '../../i18n/i18n-provider'
import { localizedName } from '../../i18n/localized-name'
import type {
  PaymentPackView,
  PaymentPageData,
  PaymentPlanView,
} from '../../server/payment/payment-page.server'
import { Card } from '../../ui/card/card'
import { ConfirmDialog } from '../../ui/confirm-dialog/confirm-dialog'
import { pageHeading, pageLead } from '../../ui/page/page-heading.css'
import { type Billing, BillingDialog, type BillingSubmitResult } from './billing-dialog'
import { formatPrice } from './money'
import { PackList } from './pack-list'
import * as css from './payment.css'
import { PlanCard } from './plan-card'
import { PlanChangeOutcome } from './plan-change-outcome'
import { firstDayOf } from './plan-change-rules.shared'
import { PlanChoices } from './plan-choices'
import { PurchaseHistory } from './purchase-history'

export type CheckoutReturn = 'success' | 'canceled'

export interface PaymentViewProps {
  page: PaymentPageData
  /** Set when the browser comes back from Stripe Checkout. */
  checkoutReturn?: CheckoutReturn
  /** The Checkout was for a plan change (not a credit pack). */
  checkoutForPlan?: boolean
  busyPackId?: string
  busyPlanId?: string
  onCheckout?: (pack: PaymentPackView) => void
  onRequestInvoice?: (input: Billing & { packId: string }) => Promise<BillingSubmitResult>
  /** An upgrade paid by card: the page opens Stripe Checkout. */
  onPlanCheckout?: (plan: PaymentPlanView) => void
  /** An upgrade by invoice (with billing) or a downgrade (without). */
  onRequestPlan?: (plan: PaymentPlanView, billing?: Billing) => Promise<BillingSubmitResult>
  onWithdrawPlanChange?: () => Promise<string | undefined>
  onDismissOutcome?: (planChangeId: string) => Promise<void>
  /** Pre-fills the invoice's e-mail (the signed-in user's address). */
  billingEmail?: string
  /** The owner's mail settings (balance-alerts-section.tsx), under the balance. */
  alerts?: ReactNode
}

/** /payment: plan and its change, balance, credit packs to buy (card or invoice), purchase history. */
export function PaymentView({
  page,
  checkoutReturn,
  checkoutForPlan,
  busyPackId,
  busyPlanId,
  billingEmail,
  onCheckout,
  onRequestInvoice,
  alerts,
  onPlanCheckout,
  onRequestPlan,
  onWithdrawPlanChange,
  onDismissOutcome,
}: PaymentViewProps) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const [invoicePack, setInvoicePack] = useState<PaymentPackView | null>(null)
  const [invoicePlan, setInvoicePlan] = useState<PaymentPlanView | null>(null)
  const [downgradePlan, setDowngradePlan] = useState<PaymentPlanView | null>(null)
  const closeOnSuccess = (close: () => void) => (result: BillingSubmitResult) => {
    if (!result) close()
    return result
  }
  const choosePlan = (plan: PaymentPlanView) => {
    if (plan.change === 'downgrade') setDowngradePlan(plan)
    else if (page.mode === 'stripe') onPlanCheckout?.(plan)
    else setInvoicePlan(plan)
  }
  const checkoutText =
    checkoutReturn === 'success'
      ? t(checkoutForPlan ? 'payment.checkout.planSuccess' : 'payment.checkout.success')
      : t(checkoutForPlan ? 'payment.checkout.planCanceled' : 'payment.checkout.canceled')
  return (
    <div className={css.page}>
      <h1 className={pageHeading}>{t('payment.title')}</h1>
      <p className={pageLead}>{t('payment.lead')}</p>
      {checkoutReturn && (
        <p role="status" className={css.notice} data-testid="checkout-return">
          {checkoutText}
        </p>
      )}
      {page.changeOutcome && page.canChangePlan && (
        <PlanChangeOutcome
          outcome={page.changeOutcome}
          onDismiss={onDismissOutcome && (() => onDismissOutcome(page.changeOutcome?.id ?? ''))}
        />
      )}
      {!page.canBuy && <p className={css.notice}>{t('payment.readOnly')}</p>}
      <div className={css.layout}>
        <PlanCard
          plans={page.plans}
          currentPlanId={page.currentPlanId}
          canChangePlan={page.canChangePlan}
          storage={page.storage}
          pending={
            page.pendingChange && {
              change: page.pendingChange,
              canWithdraw: page.canChangePlan,
              onWithdraw: onWithdrawPlanChange,
            }
          }
        />
        <Card title={t('payment.balance')}>
          <p className={css.balance} data-testid="payment-balance" data-value={page.balance}>
            {formatCredits(page.balance, locale)}
          </p>
        </Card>
      </div>
      {alerts}
      <PlanChoices
        plans={page.plans}
        mode={page.mode}
        canChangePlan={page.canChangePlan}
        blocked={page.pendingChange !== null}
        downgradeMonth={page.downgradeMonth}
        busyPlanId={busyPlanId}
        onChoose={choosePlan}
      />
      <PackList
        packs={page.packs}
        mode={page.mode}
        canBuy={page.canBuy}
        busyPackId={busyPackId}
        onBuy={(pack) => (page.mode === 'stripe' ? onCheckout?.(pack) : setInvoicePack(pack))}
      />
      <Card title={t('payment.history.heading')}>
        <PurchaseHistory purchases={page.purchases} />
      </Card>
      <BillingDialog
        open={invoicePack !== null}
        title={
          invoicePack
            ? t('payment.invoice.title', {
                pack: `${localizedName(invoicePack, locale)} (${formatPrice(invoicePack.priceJpy, locale)})`,
              })
            : ''
        }
        description={t('payment.invoice.description')}
        submitLabel={t('payment.invoice.submit')}
        defaultEmail={billingEmail}
        onClose={() => setInvoicePack(null)}
        onSubmit={async (billing) =>
          closeOnSuccess(() => setInvoicePack(null))(
            invoicePack ? await onRequestInvoice?.({ packId: invoicePack.id, ...billing }) : undefined,
          )
        }
      />
      <BillingDialog
        open={invoicePlan !== null}
        title={
          invoicePlan
            ? t('payment.planInvoice.title', {
                plan: localizedName(invoicePlan, locale),
                price: formatPrice(invoicePlan.priceJpy, locale),
              })
            : ''
        }
        description={t('payment.planInvoice.description')}
        submitLabel={t('payment.planInvoice.submit')}
        defaultEmail={billingEmail}
        onClose={() => setInvoicePlan(null)}
        onSubmit={async (billing) =>
          closeOnSuccess(() => setInvoicePlan(null))(
            invoicePlan ? await onRequestPlan?.(invoicePlan, billing) : undefined,
          )
        }
      />
      <ConfirmDialog
        open={downgradePlan !== null}
        onOpenChange={(open) => {
          if (!open) setDowngradePlan(null)
        }}
        title={
          downgradePlan
            ? t('payment.downgradeDialog.title', { plan: localizedName(downgradePlan, locale) })
            : ''
        }
        description={t('payment.downgradeDialog.description', { day: firstDayOf(page.downgradeMonth) })}
        confirmLabel={t('payment.downgradeDialog.confirm')}
        onConfirm={async () => (downgradePlan ? (await onRequestPlan?.(downgradePlan))?.message : undefined)}
      />
    </div>
  )
}
