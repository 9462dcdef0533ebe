import type { ReactNode } from 'react'
import { TimeZoneProvider } from '../../i18n/time-zone'
import { useAuth } from './auth-provider'

/** Every time below follows the signed-in user's zone (ADR 020); Japan time when signed out. */
export function SessionTimeZone({ children }: { children: ReactNode }) {
  const { state } = useAuth()
  return (
    <TimeZoneProvider timeZone={state.status === 'authenticated' ? state.user.timeZone : null}>
      {children}
    </TimeZoneProvider>
  )
}
