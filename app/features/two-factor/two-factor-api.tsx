/**
 * The enrolment's and the sign-in's calls to better-auth's two-factor endpoints (ADR 036), as one
 * object the components take, so stories and tests pass their own. The real one needs the auth
 * settings of the root route's context; a component given no API renders under that route.
 */
import { useRouteContext } from '@tanstack/react-router'
import { type ReactNode, useMemo } from 'react'
import type { PublicConfig } from '#root/app.config'
import { type TwoFactorCall, twoFactorPost } from './two-factor-client'

/** What `enable` answers: the otpauth URI to scan and the backup codes, shown once confirmed. */
export interface TotpSetup {
  totpURI: string
  backupCodes: string[]
}

export interface TwoFactorApi {
  /** Stores a new secret, unconfirmed (`password` is left out for an account without one). */
  enable(body: { password?: string; issuer: string }): Promise<TwoFactorCall<TotpSetup>>
  /** Confirms the enrolment, or signs in with the authenticator's code. */
  verifyTotp(body: { code: string }): Promise<TwoFactorCall<unknown>>
  verifyBackupCode(body: { code: string }): Promise<TwoFactorCall<unknown>>
}

export function twoFactorApi(auth: PublicConfig['auth']): TwoFactorApi {
  return {
    enable: (body) => twoFactorPost(auth, 'enable', body),
    verifyTotp: (body) => twoFactorPost(auth, 'verify-totp', body),
    verifyBackupCode: (body) => twoFactorPost(auth, 'verify-backup-code', body),
  }
}

/** `children` given `api`, or, without one, the real API over the root route's auth settings. */
export function WithTwoFactorApi({
  api,
  children,
}: {
  api?: TwoFactorApi
  children: (api: TwoFactorApi) => ReactNode
}) {
  return api ? children(api) : <RouteTwoFactorApi>{children}</RouteTwoFactorApi>
}

function RouteTwoFactorApi({ children }: { children: (api: TwoFactorApi) => ReactNode }) {
  const auth = useRouteContext({ from: '__root__', select: (context) => context.config.auth })
  const api = useMemo(() => twoFactorApi(auth), [auth])
  return children(api)
}
