import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppForm } from '../../ui/form/form'
import { TextInputFields } from '../../ui/form/text-input-fields'
import { useBrand } from '../branding/use-brand'
import { AuthPageFrame } from './auth-page-frame'
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
    <AuthPageFrame
      title={identity.platform ? t('auth.register.title') : t('auth.register.brandTitle', { brand })}
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
            <TextInputFields
              AppField={form.AppField}
              required
              fields={[
                {
                  name: 'organization',
                  label: t('auth.register.organization'),
                  autoComplete: 'organization',
                  maxLength: 100,
                },
                { name: 'name', label: t('auth.register.name'), autoComplete: 'name', maxLength: 100 },
                { name: 'email', label: t('auth.register.email'), type: 'email', autoComplete: 'email' },
                {
                  name: 'password',
                  label: t('auth.register.password'),
                  type: 'password',
                  autoComplete: 'new-password',
                  minLength: 8,
                },
              ]}
              after={(name) => fieldError(name) && <p className={css.alert}>{fieldError(name)}</p>}
            />
            <form.SubmitButton fullWidth>{t('auth.register.submit')}</form.SubmitButton>
          </form.Form>
        </form.AppForm>
      )}
      <nav className={css.links}>
        <Link to={aiType ? '/login/$ai_type' : '/login'} params={{ ai_type: aiType ?? '' }}>
          {t('auth.register.haveAccount')}
        </Link>
      </nav>
    </AuthPageFrame>
  )
}
