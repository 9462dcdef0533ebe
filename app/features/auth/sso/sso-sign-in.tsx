import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#app/ui/button/button'
import type { PublicConfig } from '#root/app.config'
import { safeRedirectTarget } from '../access-rules.shared'
import { AuthPageFrame } from '../auth-page-frame'
import * as css from '../sign-in-page.css'
import { type SsoStartResult, startSsoSignIn } from './sso-client'
import { type SsoFailure, ssoFailure } from './sso-flow.shared'

const FAILURE_MESSAGE = {
  'not-invited': 'auth.sso.notInvited',
  'not-linked': 'auth.sso.notLinked',
  declined: 'auth.sso.declined',
  'no-email': 'auth.sso.noEmail',
  expired: 'auth.sso.expired',
  failed: 'auth.sso.callbackFailed',
} as const satisfies Record<SsoFailure, string>

export interface SsoSignInProps {
  /** The public configuration's `ssoEnabled`: issuer, client id and secret are all set. */
  enabled: boolean
  auth: PublicConfig['auth']
  /** `?redirect=`: where a successful sign-in lands (a path on this site, else `/`). */
  redirect?: string
  /** `?error=`: the code better-auth or the provider sent the user back with. */
  error?: string
  /** Leaves for the provider; a full navigation in the app. */
  navigate?: (url: string) => void
}

/** /login/ezpass: single sign-on through the configured OpenID Connect provider. */
export function SsoSignIn({
  enabled,
  auth,
  redirect,
  error,
  navigate = (url) => window.location.assign(url),
}: SsoSignInProps) {
  const { t } = useTranslation()
  const [starting, setStarting] = useState(false)
  const [startFailure, setStartFailure] = useState<Extract<SsoStartResult, { ok: false }>>()
  const returned = ssoFailure(error)
  const target = safeRedirectTarget(redirect)

  async function start() {
    setStarting(true)
    setStartFailure(undefined)
    const result = await startSsoSignIn(auth, redirect)
    if (!result.ok) {
      setStarting(false)
      setStartFailure(result)
      return
    }
    // Stays "starting" while the browser leaves for the provider.
    navigate(result.url)
  }

  const message = startFailure
    ? startFailure.reason === 'too-many'
      ? t('auth.signIn.tooMany', { seconds: startFailure.retryAfterSeconds ?? 60 })
      : t('auth.sso.failed')
    : returned && t(FAILURE_MESSAGE[returned])

  return (
    <AuthPageFrame
      title={t('auth.sso.title')}
      description={enabled ? t('auth.sso.description') : undefined}
      withFooter={false}
    >
      {enabled && message && (
        <p
          role="alert"
          className={css.alert}
          data-testid="sso-error"
          data-sso-error={startFailure ? 'start' : returned}
        >
          {message}
        </p>
      )}
      {enabled ? (
        <Button fullWidth loading={starting} onClick={start} data-testid="sso-start">
          {starting ? t('auth.sso.starting') : t('auth.sso.start')}
        </Button>
      ) : (
        <p className={css.notice} data-testid="sso-not-configured">
          {t('auth.sso.notConfigured')}
        </p>
      )}
      <nav className={css.links}>
        {/* A full load: the server decides what a signed-in visitor sees at /login. */}
        <a href={target === '/' ? '/login' : `/login?redirect=${encodeURIComponent(target)}`}>
          {t('auth.sso.back')}
        </a>
      </nav>
    </AuthPageFrame>
  )
}
