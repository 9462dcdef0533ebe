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
import { useAccountAction } from './use-account-action'

/** Display name and e-mail address (changed only after the new address confirms). */
export function ProfileSection({ profile }: { profile: AccountProfile }) {
  const { t } = useTranslation()
  const [name, setName] = useState(profile.name)
  const [newEmail, setNewEmail] = useState('')
  const rename = useAccountAction((data) => renameUser({ data }))
  const email = useAccountAction((data) => requestEmailChange({ data }))
  return (
    <Card title={t('account.profile.title')} headingLevel={2}>
      <AccountForm
        testId="profile-form"
        onSubmit={() => void rename.submit({ name })}
        submitLabel={t('account.profile.save')}
        busy={rename.busy}
        outcome={rename}
      >
        <TextField
          label={t('account.profile.name')}
          name="name"
          autoComplete="name"
          value={name}
          onValueChange={setName}
          error={rename.fieldError('name')}
          maxLength={100}
          required
        />
      </AccountForm>
      <AccountForm
        testId="email-form"
        onSubmit={() =>
          void email.submit({ newEmail }, (result) => t('account.email.sent', { email: result.sentTo }))
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
          name="newEmail"
          type="email"
          autoComplete="email"
          value={newEmail}
          onValueChange={setNewEmail}
          error={email.fieldError('newEmail')}
          required
        />
      </AccountForm>
    </Card>
  )
}

/** Password change; the current password is required, other devices may be signed out. */
export function PasswordSection() {
  const { t } = useTranslation()
  const { store } = useAuth()
  const [currentPassword, setCurrentPassword] = useState('')
  const [newPassword, setNewPassword] = useState('')
  const [revokeOtherSessions, setRevokeOtherSessions] = useState(true)
  const action = useAccountAction((data) => changePassword({ data }))
  return (
    <Card title={t('account.password.title')} headingLevel={2}>
      <AccountForm
        testId="password-form"
        submitLabel={t('account.password.submit')}
        busy={action.busy}
        outcome={action}
        onSubmit={() => {
          void action
            .submit({ currentPassword, newPassword, revokeOtherSessions }, () =>
              t('account.password.changed'),
            )
            .then((result) => {
              if (!result) return
              // A replaced session comes with a new token for API calls made from this page.
              if (result.token) store.setToken(result.token)
              setCurrentPassword('')
              setNewPassword('')
            })
        }}
      >
        <TextField
          label={t('account.password.current')}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          value={currentPassword}
          onValueChange={setCurrentPassword}
          error={action.fieldError('currentPassword')}
          required
        />
        <TextField
          label={t('account.password.next')}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          value={newPassword}
          onValueChange={setNewPassword}
          error={action.fieldError('newPassword')}
          minLength={8}
          required
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
