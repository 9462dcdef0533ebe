import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#app/ui/button/button'
import type { PublicConfig } from '#root/app.config'
import { safeRedirectTarget } from '../access-rules.shared'
import { AuthPageFrame } from '../auth-page-frame'
import { SamlEmailForm } from '../saml/saml-email-form'
import { samlRefusal } from '../saml/saml-flow.shared'
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
  /** `?saml=`: the refusal the SAML assertion consumer sent the user back with (ADR 037). */
  saml?: string
  /** Leaves for the provider; a full navigation in the app. */
  navigate?: (url: string) => void
}

/**
 * /login/ezpass: SAML single sign-on by e-mail domain (each tenant's IdP, ADR 037), and the
 * platform's OpenID Connect provider when it is configured.
 */
export function SsoSignIn({
  enabled,
  auth,
  redirect,
  error,
  saml,
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
    <AuthPageFrame title={t('auth.sso.title')} withFooter={false}>
      <SamlEmailForm
        auth={auth}
        redirect={target}
        returned={samlRefusal(saml)}
        navigate={navigate}
        onStarting={() => setStartFailure(undefined)}
      />
      {enabled && (
        <div className={css.panel} data-testid="sso-oidc">
          <p className={css.notice}>{t('auth.sso.description')}</p>
          {message && (
            <p
              role="alert"
              className={css.alert}
              data-testid="sso-error"
              data-sso-error={startFailure ? 'start' : returned}
            >
              {message}
            </p>
          )}
          <Button fullWidth variant="secondary" loading={starting} onClick={start} data-testid="sso-start">
            {starting ? t('auth.sso.starting') : t('auth.sso.start')}
          </Button>
        </div>
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
