/**
 * What the composer says about credits (issue 18): what is left of the tenant's balance, what is
 * left of the member's tightest monthly cap and when it resets, that a free (offline) chat costs
 * nothing — and, when a message cannot be sent for lack of either, why.
 */
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../i18n/format'
import { useLocale } from '../../i18n/i18n-provider'
import { JAPAN_TIME_ZONE, japanMidnight } from '../../lib/japan-day.shared'
import * as css from './chat-screen.css'
import type { BalanceView } from './chat-types.shared'

function useResetDay() {
  const { locale } = useLocale()
  return (day: string) =>
    formatDate(japanMidnight(day), locale, { style: 'monthDay', timeZone: JAPAN_TIME_ZONE })
}

/** The balance line beside the counter, and the member's allowance under its cap. */
export function CreditStatus({ balance }: { balance?: BalanceView }) {
  const { t } = useTranslation()
  const resetDay = useResetDay()
  const allowance = balance && !balance.free ? balance.allowance : null
  return (
    <>
      <span className={css.balanceLine} data-testid="balance" data-available={balance?.available}>
        {!balance
          ? ''
          : balance.free
            ? t('chat.composer.free')
            : t('chat.composer.balance', { available: balance.available.toLocaleString() })}
      </span>
      {allowance && (
        <span
          className={css.balanceLine}
          data-testid="allowance"
          data-remaining={allowance.remaining}
          data-scope={allowance.scope}
        >
          {t(allowance.scope === 'team' ? 'chat.composer.allowanceTeam' : 'chat.composer.allowance', {
            remaining: allowance.remaining.toLocaleString(),
            cap: allowance.cap.toLocaleString(),
            team: allowance.teamName ?? '',
            resetsOn: resetDay(allowance.resetsOn),
          })}
        </span>
      )}
    </>
  )
}

/** Why a message cannot be sent for lack of credits or allowance; null when it can. */
export function CreditRefusal({ balance }: { balance?: BalanceView }) {
  const { t } = useTranslation()
  const resetDay = useResetDay()
  if (!balance || balance.canSend || balance.free) return null
  const { allowance } = balance
  if (allowance && allowance.remaining < balance.minimumToSend) {
    return (
      <p className={css.notice} data-tone="error" role="alert" data-testid="allowance-exhausted">
        {t(allowance.scope === 'team' ? 'chat.composer.teamCapReached' : 'chat.composer.capReached', {
          cap: allowance.cap.toLocaleString(),
          team: allowance.teamName ?? '',
          minimum: balance.minimumToSend.toLocaleString(),
          resetsOn: resetDay(allowance.resetsOn),
        })}
      </p>
    )
  }
  return (
    <p className={css.notice} data-tone="error" role="alert" data-testid="balance-exhausted">
      {t('chat.composer.exhausted', {
        available: balance.available.toLocaleString(),
        minimum: balance.minimumToSend.toLocaleString(),
      })}
    </p>
  )
}
