import { useTranslation } from 'react-i18next'
import { formatCredits } from '../../i18n/format'
import { useLocale } from '../../i18n/i18n-provider'
import { localizedName } from '../../i18n/localized-name'
import type { PaymentPackView } from '../../server/payment/payment-page.server'
import { Button } from '../../ui/button/button'
import { Card } from '../../ui/card/card'
import { formatPrice } from './money'
import * as css from './payment.css'

export interface PackListProps {
  packs: PaymentPackView[]
  /** `stripe`: pay by card through Stripe Checkout; `invoice`: request an invoice. */
  mode: 'stripe' | 'invoice'
  canBuy: boolean
  /** The pack being opened in Stripe Checkout, if any. */
  busyPackId?: string
  onBuy?: (pack: PaymentPackView) => void
}

/** The token packs on offer, each with its price and the way to buy it. */
export function PackList({ packs, mode, canBuy, busyPackId, onBuy }: PackListProps) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  return (
    <Card title={t('payment.packs.heading')}>
      {packs.length === 0 ? (
        <p className={css.muted}>{t('payment.packs.none')}</p>
      ) : (
        <ul className={css.packGrid}>
          {packs.map((pack) => (
            <li key={pack.id} className={css.packCard} data-testid={`pack-${pack.id}`}>
              <p className={css.packName}>{localizedName(pack, locale)}</p>
              <p className={css.packTokens}>{formatCredits(pack.tokens, locale)}</p>
              <p className={css.packPrice} data-testid="pack-price">
                {formatPrice(pack.priceJpy, locale)}
              </p>
              {canBuy && (
                <Button
                  className={css.packBuy}
                  size="small"
                  loading={busyPackId === pack.id}
                  disabled={busyPackId !== undefined && busyPackId !== pack.id}
                  onClick={() => onBuy?.(pack)}
                  aria-label={`${mode === 'stripe' ? t('payment.packs.buyCard') : t('payment.packs.requestInvoice')}: ${localizedName(pack, locale)}`}
                >
                  {mode === 'stripe' ? t('payment.packs.buyCard') : t('payment.packs.requestInvoice')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
