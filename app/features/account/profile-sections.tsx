import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AccountProfile } from '../../server/account/account.server'
import { Card } from '../../ui/card/card'
import { Checkbox } from '../../ui/checkbox/checkbox'
import { TextField } from '../../ui/text-field/text-field'
import { useAuth } from '../auth/auth-provider'
import * as css from './account.css'
import { changePassword, renameUser, requestEmailChange } from './account.functions'
import { AccountForm } from './account-form'
import { useAccountAction, useAccountField } from './use-account-action'

/** Display name and e-mail address (changed only after the new address confirms). */
export function ProfileSection({ profile }: { profile: AccountProfile }) {
  const { t } = useTranslation()
  const rename = useAccountAction((data) => renameUser({ data }))
  const email = useAccountAction((data) => requestEmailChange({ data }))
  const name = useAccountField(rename, 'name', profile.name)
  const newEmail = useAccountField(email, 'newEmail')
  return (
    <Card title={t('account.profile.title')} headingLevel={2}>
      <AccountForm
        testId="profile-form"
        onSubmit={() => void rename.submit({ name: name.value })}
        submitLabel={t('account.profile.save')}
        busy={rename.busy}
        outcome={rename}
      >
        <TextField label={t('account.profile.name')} autoComplete="name" maxLength={100} {...name.props} />
      </AccountForm>
      <AccountForm
        testId="email-form"
        onSubmit={() =>
          void email.submit({ newEmail: newEmail.value }, (result) =>
            t('account.email.sent', { email: result.sentTo }),
          )
        }
        submitLabel={t('account.email.submit')}
        submitVariant="secondary"
        busy={email.busy}
        outcome={email}
      >
        <h3 className={css.muted}>{t('account.email.title')}</h3>
        <p className={css.muted}>{t('account.email.current', { email: profile.email })}</p>
        {profile.pendingEmail && (
          <p className={css.muted}>{t('account.email.pending', { email: profile.pendingEmail })}</p>
        )}
        <TextField
          label={t('account.email.newEmail')}
          type="email"
          autoComplete="email"
          {...newEmail.props}
        />
      </AccountForm>
    </Card>
  )
}

/** Password change; the current password is required, other devices may be signed out. */
export function PasswordSection() {
  const { t } = useTranslation()
  const { store } = useAuth()
  const [revokeOtherSessions, setRevokeOtherSessions] = useState(true)
  const action = useAccountAction((data) => changePassword({ data }))
  const currentPassword = useAccountField(action, 'currentPassword')
  const newPassword = useAccountField(action, 'newPassword')
  return (
    <Card title={t('account.password.title')} headingLevel={2}>
      <AccountForm
        testId="password-form"
        submitLabel={t('account.password.submit')}
        busy={action.busy}
        outcome={action}
        onSubmit={() => {
          void action
            .submit(
              { currentPassword: currentPassword.value, newPassword: newPassword.value, revokeOtherSessions },
              () => t('account.password.changed'),
            )
            .then((result) => {
              if (!result) return
              // A replaced session comes with a new token for API calls made from this page.
              if (result.token) store.setToken(result.token)
              currentPassword.setValue('')
              newPassword.setValue('')
            })
        }}
      >
        <TextField
          label={t('account.password.current')}
          type="password"
          autoComplete="current-password"
          {...currentPassword.props}
        />
        <TextField
          label={t('account.password.next')}
          type="password"
          autoComplete="new-password"
          minLength={8}
          {...newPassword.props}
        />
        <Checkbox
          label={t('account.password.revokeOthers')}
          checked={revokeOtherSessions}
          onCheckedChange={(checked) => setRevokeOtherSessions(checked === true)}
        />
      </AccountForm>
    </Card>
  )
}
