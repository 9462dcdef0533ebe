import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Card } from '../../ui/card/card'
import { useAppForm } from '../../ui/form/form'
import { LanguageSwitcher } from '../../ui/language-switcher/language-switcher'
import { BrandFooter } from '../branding/brand-footer'
import { BrandMark } from '../branding/brand-mark'
import { useBrand } from '../branding/use-brand'
import { useAuth } from './auth-provider'
import { type RegisterResult, registerTenant } from './register.functions'
import { registrationStatusQuery } from './registration-status.functions'
import * as css from './sign-in-page.css'

type Failure = Extract<RegisterResult, { ok: false }>

const FAILURE_KEYS = {
  closed: 'auth.register.closed',
  'email-taken': 'auth.register.emailTaken',
  'unknown-application': 'auth.register.failed',
  unavailable: 'auth.register.failed',
  invalid: 'auth.register.failed',
  'rate-limited': 'auth.register.rateLimited',
} as const

export function RegisterForm({ aiType }: { aiType?: string }) {
  const { t } = useTranslation()
  const { store } = useAuth()
  const [failure, setFailure] = useState<Failure>()
  const { identity, name: brand } = useBrand()
  // Closed at /admin/system: say so instead of offering a form that can only fail.
  const closed = useQuery(registrationStatusQuery).data?.open === false

  const form = useAppForm({
    defaultValues: { organization: '', name: '', email: '', password: '' },
    onSubmit: async ({ value }) => {
      setFailure(undefined)
      let result: RegisterResult
      try {
        result = await registerTenant({ data: { ...value, aiType } })
      } catch {
        result = { ok: false, reason: 'unavailable' }
      }
      if (!result.ok) {
        setFailure(result)
        return
      }
      store.setToken(result.token)
      window.location.assign(`/freeRegist/thanks${result.signedIn ? '' : '?signedIn=false'}`)
    },
  })

  const fieldError = (name: string) => {
    const key = failure?.fieldErrors?.[name]
    return key
      ? t(key as 'validation.required', { minimum: 8, maximum: name === 'email' ? 320 : 100 })
      : undefined
  }

  return (
    <main className={css.page}>
      <div className={css.panel}>
        <p className={css.brand}>
          <BrandMark size="card" />
        </p>
        <Card
          title={identity.platform ? t('auth.register.title') : t('auth.register.brandTitle', { brand })}
          headingLevel={1}
          description={t('auth.register.lead')}
        >
          {closed && (
            <p role="alert" className={css.alert} data-testid="registration-closed">
              {t('auth.register.closed')}
            </p>
          )}
          {!closed && (
            <form.AppForm>
              <form.Form>
                {failure && failure.reason !== 'invalid' && (
                  <p role="alert" className={css.alert} data-testid="register-error">
                    {t(FAILURE_KEYS[failure.reason])}
                  </p>
                )}
                <form.AppField name="organization">
                  {(field) => (
                    <field.TextInputField
                      label={t('auth.register.organization')}
                      autoComplete="organization"
                      required
                      maxLength={100}
                      aria-describedby={undefined}
                    />
                  )}
                </form.AppField>
                {fieldError('organization') && <p className={css.alert}>{fieldError('organization')}</p>}
                <form.AppField name="name">
                  {(field) => (
                    <field.TextInputField
                      label={t('auth.register.name')}
                      autoComplete="name"
                      required
                      maxLength={100}
                    />
                  )}
                </form.AppField>
                {fieldError('name') && <p className={css.alert}>{fieldError('name')}</p>}
                <form.AppField name="email">
                  {(field) => (
                    <field.TextInputField
                      label={t('auth.register.email')}
                      type="email"
                      autoComplete="email"
                      required
                    />
                  )}
                </form.AppField>
                {fieldError('email') && <p className={css.alert}>{fieldError('email')}</p>}
                <form.AppField name="password">
                  {(field) => (
                    <field.TextInputField
                      label={t('auth.register.password')}
                      type="password"
                      autoComplete="new-password"
                      required
                      minLength={8}
                    />
                  )}
                </form.AppField>
                {fieldError('password') && <p className={css.alert}>{fieldError('password')}</p>}
                <form.SubmitButton fullWidth>{t('auth.register.submit')}</form.SubmitButton>
              </form.Form>
            </form.AppForm>
          )}
          <nav className={css.links}>
            <Link to={aiType ? '/login/$ai_type' : '/login'} params={{ ai_type: aiType ?? '' }}>
              {t('auth.register.haveAccount')}
            </Link>
          </nav>
        </Card>
        <div className={css.toolbar}>
          <LanguageSwitcher />
        </div>
        <BrandFooter />
      </div>
    </main>
  )
}
