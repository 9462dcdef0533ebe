import { useTranslation } from 'react-i18next'
import { formatCredits, formatNumber } from '../../i18n/format'
import { useLocale } from '../../i18n/i18n-provider'
import type { HomeData } from '../../server/home/home.server'
import { buttonClassName } from '../../ui/button/button'
import { Card } from '../../ui/card/card'
import { AppLink } from '../shell/app-link'
import { LOW_BALANCE_TOKENS } from './balance-level.shared'
import * as css from './home.css'

/**
 * The tenant's credit balance (ADR 028) and what to do about it: a warning with a way to buy more when it
 * runs low, and a plain statement that chats cannot answer once it is used up.
 */
export function BalanceCard({ balance }: { balance: HomeData['balance'] }) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const exhausted = balance.level === 'exhausted'
  return (
    <Card title={t('home.balanceHeading')}>
      <p className={css.balanceValue} data-testid="token-balance">
        {formatNumber(balance.available, locale)}
        <span className={css.balanceUnit}>{t('home.available')}</span>
      </p>
      {balance.reserved > 0 && (
        <p className={css.muted}>
          {t('home.reserved', { credits: formatCredits(balance.reserved, locale) })}
        </p>
      )}
      {balance.level !== 'ok' && (
        <div
          role={exhausted ? 'alert' : 'status'}
          className={exhausted ? `${css.alert} ${css.alertDanger}` : css.alert}
        >
          <p className={css.alertTitle}>{exhausted ? t('home.exhaustedTitle') : t('home.lowTitle')}</p>
          <p className={css.alertText}>
            {exhausted
              ? t('home.exhaustedDescription')
              : t('home.lowDescription', { threshold: formatCredits(LOW_BALANCE_TOKENS, locale) })}
          </p>
          <AppLink
            href="/payment"
            className={buttonClassName({ variant: exhausted ? 'danger' : 'primary', size: 'small' })}
          >
            {t('home.buyTokens')}
          </AppLink>
        </div>
      )}
    </Card>
  )
}
