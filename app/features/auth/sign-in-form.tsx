import { Link, useRouteContext } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppForm } from '../../ui/form/form'
import { TextInputFields } from '../../ui/form/text-input-fields'
import { FormAlert } from '../../ui/form-alert/form-alert'
import { useBrand } from '../branding/use-brand'
import { safeRedirectTarget } from './access-rules.shared'
import { type SignInResult, signInWithPassword } from './auth-client'
import { AuthPageFrame } from './auth-page-frame'
import { useAuth } from './auth-provider'
import * as css from './sign-in-page.css'
import {
  readSignedOutReason,
  SIGNED_OUT_REASON_COOKIE,
  type SignedOutReason,
} from './signed-out-reason.shared'

/**
 * The form's own checks, before anything is sent (the server decides again). Plain code, not zod:
 * the sign-in pages are the first load of most visits (e2e/bundle-budget.spec.ts), and two checks
 * do not need a schema library in it. The errors are i18n keys, as field-error.ts expects.
 */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
export function credentialErrors(value: { email: string; password: string }) {
  const email = value.email.trim()
  const fields: { email?: string; password?: string | { message: string; maximum: number } } = {}
  if (!EMAIL.test(email) || email.length > 320) fields.email = 'validation.email'
  if (!value.password) fields.password = 'validation.required'
  else if (value.password.length > 128) fields.password = { message: 'validation.maxLength', maximum: 128 }
  return fields.email || fields.password ? { fields } : undefined
}

// The second step (ADR 036) loads only when a sign-in asks for a code: /login's budget.
const SecondStep = lazy(() => import('../two-factor/second-step-form'))

export function SignInForm({ area, aiType }: { area: 'tenant' | 'admin'; aiType?: string }) {
  const { t } = useTranslation()
  const config = useRouteContext({ from: '__root__', select: (context) => context.config })
  const { store } = useAuth()
  const [failure, setFailure] = useState<Extract<SignInResult, { ok: false }>>()
  const [secondStep, setSecondStep] = useState(false)
  // Read after hydration (a cookie the access guard set when it signed this person out), once.
  const [signedOutReason, setSignedOutReason] = useState<SignedOutReason>()
  useEffect(() => {
    const reason = readSignedOutReason(document.cookie)
    if (!reason) return
    setSignedOutReason(reason)
    // biome-ignore lint/suspicious/noDocumentCookie: clearing one non-HttpOnly cookie; the Cookie Store API is not in every browser we support
    document.cookie = `${SIGNED_OUT_REASON_COOKIE}=; Path=/; Max-Age=0`
  }, [])
  const { identity, name: brand } = useBrand()

  const form = useAppForm({
    defaultValues: { email: '', password: '' },
    validators: {
      onChange: ({ value }) => credentialErrors(value),
      onSubmit: ({ value }) => credentialErrors(value),
    },
    onSubmit: async ({ value }) => {
      setFailure(undefined)
      const result = await signInWithPassword(
        config.auth,
        area === 'admin' ? 'system-admin' : 'tenant',
        value,
      )
      if (!result.ok) {
        setFailure(result)
        return
      }
      if (result.twoFactor) setSecondStep(true)
      else finish(result.token)
    },
  })
  const finish = (token: string | null) => {
    store.setToken(token)
    const params = new URLSearchParams(window.location.search)
    const target = area === 'admin' ? '/admin/' : safeRedirectTarget(params.get('redirect'))
    // A full load: the server renders the target with the new session and its tenant's theme.
    window.location.assign(target)
  }

  // The platform's own page says "Sign in"; a brand's says whose sign-in it is.
  const title =
    area === 'admin'
      ? t('auth.signIn.adminTitle')
      : identity.platform
        ? t('auth.signIn.title')
        : t('auth.signIn.brandTitle', { brand })

  return (
    <AuthPageFrame title={title}>
      {secondStep ? (
        <Suspense>
          <SecondStep onDone={finish} />
        </Suspense>
      ) : (
        <form.AppForm>
          <form.Form>
            <FormAlert tone="info" data-testid="signed-out-reason">
              {signedOutReason && t(`auth.signIn.signedOutBecause.${signedOutReason}`)}
            </FormAlert>
            {failure && (
              <p role="alert" className={css.alert} data-testid="sign-in-error">
                {failure.reason === 'invalid'
                  ? t('auth.signIn.invalid')
                  : failure.reason === 'too-many'
                    ? t('auth.signIn.tooMany', { seconds: failure.retryAfterSeconds ?? 60 })
                    : t('auth.signIn.failed')}
              </p>
            )}
            <TextInputFields
              AppField={form.AppField}
              required
              fields={[
                { name: 'email', label: t('auth.signIn.email'), type: 'email', autoComplete: 'username' },
                {
                  name: 'password',
                  label: t('auth.signIn.password'),
                  type: 'password',
                  autoComplete: 'current-password',
                },
              ]}
            />
            <form.SubmitButton fullWidth>{t('auth.signIn.submit')}</form.SubmitButton>
          </form.Form>
        </form.AppForm>
      )}
      <nav className={css.links}>
        {area === 'tenant' ? (
          <>
            {config.ssoEnabled && <a href="/login/ezpass">{t('auth.signIn.sso')}</a>}
            <Link to={aiType ? '/freeRegist/$ai_type' : '/freeRegist'} params={{ ai_type: aiType ?? '' }}>
              {t('auth.signIn.register')}
            </Link>
            {/* The system administrator's console is the platform's: a brand's users never see it. */}
            {identity.platform && (
              <span>
                {t('auth.signIn.adminHint')} <Link to="/admin/login">{t('auth.signIn.adminLink')}</Link>
              </span>
            )}
          </>
        ) : (
          <Link to="/login">{t('auth.signIn.tenantLink')}</Link>
        )}
      </nav>
    </AuthPageFrame>
  )
}
