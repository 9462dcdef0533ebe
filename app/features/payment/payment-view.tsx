import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatTokens } from '../../i18n/format'
import { useLocale } from '../../i18n/i18n-provider'
import type { PaymentPackView, PaymentPageData } from '../../server/payment/payment-page.server'
import { Card } from '../../ui/card/card'
import { pageHeading, pageLead } from '../../ui/page/page-heading.css'
import { InvoiceRequestDialog, type InvoiceSubmitResult } from './invoice-request-dialog'
import { PackList } from './pack-list'
import * as css from './payment.css'
import { PlanCard } from './plan-card'
import { PurchaseHistory } from './purchase-history'

export type CheckoutReturn = 'success' | 'canceled'

export interface PaymentViewProps {
  page: PaymentPageData
  /** Set when the browser comes back from Stripe Checkout. */
  checkoutReturn?: CheckoutReturn
  busyPackId?: string
  onChangePlan?: (planId: string) => Promise<string | undefined>
  onCheckout?: (pack: PaymentPackView) => void
  onRequestInvoice?: Parameters<typeof InvoiceRequestDialog>[0]['onSubmit']
  /** Pre-fills the invoice's e-mail (the signed-in user's address). */
  billingEmail?: string
  /** The owner's mail settings (balance-alerts-section.tsx), under the balance. */
  alerts?: ReactNode
}

/** /payment: plan, balance, packs to buy (card or invoice), purchase history. */
export function PaymentView({
  page,
  checkoutReturn,
  busyPackId,
  onChangePlan,
  billingEmail,
  onCheckout,
  onRequestInvoice,
  alerts,
}: PaymentViewProps) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const [invoicePack, setInvoicePack] = useState<PaymentPackView | null>(null)
  const submitInvoice = async (
    input: Parameters<NonNullable<typeof onRequestInvoice>>[0],
  ): Promise<InvoiceSubmitResult> => {
    const result = await onRequestInvoice?.(input)
    if (!result) setInvoicePack(null)
    return result
  }
  return (
    <div className={css.page}>
      <h1 className={pageHeading}>{t('payment.title')}</h1>
      <p className={pageLead}>{t('payment.lead')}</p>
      {checkoutReturn && (
        <p role="status" className={css.notice} data-testid="checkout-return">
          {t(checkoutReturn === 'success' ? 'payment.checkout.success' : 'payment.checkout.canceled')}
        </p>
      )}
      {!page.canBuy && <p className={css.notice}>{t('payment.readOnly')}</p>}
      <div className={css.layout}>
        <PlanCard
          plans={page.plans}
          currentPlanId={page.currentPlanId}
          canChangePlan={page.canChangePlan}
          allowanceFrom={page.allowanceFrom}
          storage={page.storage}
          onChangePlan={onChangePlan}
        />
        <Card title={t('payment.balance')}>
          <p className={css.balance} data-testid="payment-balance" data-value={page.balance}>
            {formatTokens(page.balance, locale)}
          </p>
        </Card>
      </div>
      {alerts}
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
      <InvoiceRequestDialog
        pack={invoicePack}
        defaultEmail={billingEmail}
        onClose={() => setInvoicePack(null)}
        onSubmit={submitInvoice}
      />
    </div>
  )
}
