/**
 * The invitation page: a new account sets a name and password; an address that already has an
 * account of the tenant gives its password. Either way the invitee ends up signed in. A link that
 * no longer works says why, in the reader's language.
 */
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormatTime } from '../../i18n/time-zone'
import { Button } from '../../ui/button/button'
import { Card } from '../../ui/card/card'
import { FormAlert } from '../../ui/form-alert/form-alert'
import { LanguageSwitcher } from '../../ui/language-switcher/language-switcher'
import { TextField } from '../../ui/text-field/text-field'
import type { InvitationPageResult } from './invitation.functions'
import * as css from './team.css'
import { refusalMessages, useBilingual } from './team-actions'
import type { ApiResult } from './team-api-client'

export type AcceptInvitation = (input: { name?: string; password: string }) => Promise<ApiResult<unknown>>

export function InviteAcceptView({
  result,
  onAccept,
  onAccepted,
}: {
  result: InvitationPageResult
  onAccept: AcceptInvitation
  onAccepted: () => void
}) {
  const { t } = useTranslation()
  const time = useFormatTime()
  const pick = useBilingual()
  const [name, setName] = useState('')
  const [password, setPassword] = useState('')
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<{ name?: string; password?: string; form?: string }>({})

  if (result.status !== 'ok') {
    return (
      <main className={css.acceptPage}>
        <div className={css.acceptPanel}>
          <Card title={t('team.accept.unavailable')} headingLevel={1}>
            <FormAlert data-testid="invitation-unavailable">{pick(result.message)}</FormAlert>
            <a href="/login">{t('team.accept.toLogin')}</a>
          </Card>
          <LanguageSwitcher />
        </div>
      </main>
    )
  }

  const { invitation } = result
  const role = t(`team.roles.${invitation.role}`)
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setBusy(true)
    const answer = await onAccept(invitation.hasAccount ? { password } : { name, password })
    setBusy(false)
    if (!answer.ok) {
      setErrors(refusalMessages(answer, ['name', 'password'], pick))
      return
    }
    onAccepted()
  }
  const expires = time.dateTime(invitation.expiresAt)
  return (
    <main className={css.acceptPage}>
      <div className={css.acceptPanel}>
        <Card
          title={t('team.accept.title', { tenant: invitation.tenantName })}
          headingLevel={1}
          description={
            invitation.hasAccount
              ? t('team.accept.leadExisting', { email: invitation.email, role })
              : t('team.accept.lead', { email: invitation.email, role })
          }
        >
          <form noValidate className={css.column} onSubmit={(event) => void submit(event)}>
            <FormAlert data-testid="accept-error">{errors.form}</FormAlert>
            {!invitation.hasAccount && (
              <TextField
                label={t('team.accept.name')}
                name="name"
                autoComplete="name"
                required
                maxLength={100}
                value={name}
                onValueChange={setName}
                error={errors.name}
              />
            )}
            <TextField
              label={invitation.hasAccount ? t('team.accept.password') : t('team.accept.newPassword')}
              name="password"
              type="password"
              autoComplete={invitation.hasAccount ? 'current-password' : 'new-password'}
              required
              value={password}
              onValueChange={setPassword}
              error={errors.password}
            />
            <Button type="submit" fullWidth loading={busy}>
              {invitation.hasAccount ? t('team.accept.submitExisting') : t('team.accept.submit')}
            </Button>
            <p className={css.muted}>{t('team.accept.expires', { date: expires })}</p>
          </form>
        </Card>
        <LanguageSwitcher />
      </div>
    </main>
  )
}
