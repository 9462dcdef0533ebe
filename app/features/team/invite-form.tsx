import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../ui/button/button'
import { Card } from '../../ui/card/card'
import { FormAlert } from '../../ui/form-alert/form-alert'
import { Select } from '../../ui/select/select'
import { useSnackbar } from '../../ui/snackbar/snackbar'
import { TextField } from '../../ui/text-field/text-field'
import * as css from './team.css'
import type { TeamPageData } from './team.functions'
import { refusalMessages, type TeamActions, useBilingual } from './team-actions'
import { fitsUserLimit, INVITATION_LIFETIME_DAYS, type TeamRole } from './team-rules.shared'

/** Owners and admins invite by e-mail; the server validates and answers with field errors. */
export function InviteForm({ page, actions }: { page: TeamPageData; actions: TeamActions }) {
  const { t } = useTranslation()
  const snackbar = useSnackbar()
  const pick = useBilingual()
  const [email, setEmail] = useState('')
  const [role, setRole] = useState<TeamRole>('member')
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<{ email?: string; role?: string; form?: string }>({})
  const full = !fitsUserLimit({
    maxUsers: page.plan.maxUsers,
    members: page.plan.members,
    pending: page.plan.pending,
  })

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setBusy(true)
    const result = await actions.invite({ email, role })
    setBusy(false)
    if (!result.ok) {
      setErrors(refusalMessages(result, ['email', 'role'], pick))
      return
    }
    setErrors({})
    snackbar.show({ message: t('team.invite.sent', { email: email.trim() }), tone: 'success' })
    setEmail('')
  }

  return (
    <Card
      title={t('team.invite.heading')}
      headingLevel={2}
      description={t('team.invite.description', { days: INVITATION_LIFETIME_DAYS })}
    >
      <form
        noValidate
        className={css.inlineForm}
        onSubmit={(event) => void submit(event)}
        data-testid="invite-form"
      >
        <TextField
          label={t('team.invite.email')}
          type="email"
          name="email"
          autoComplete="off"
          required
          value={email}
          onValueChange={setEmail}
          error={errors.email}
        />
        <Select
          className={css.roleSelect}
          label={t('team.invite.role')}
          name="role"
          value={role}
          onValueChange={(next) => setRole(next as TeamRole)}
          options={page.assignableRoles.map((value) => ({ value, label: t(`team.roles.${value}`) }))}
          error={errors.role}
        />
        <Button type="submit" loading={busy}>
          {t('team.invite.submit')}
        </Button>
      </form>
      {full && <p className={css.muted}>{t('team.limitReached')}</p>}
      <FormAlert data-testid="invite-error">{errors.form}</FormAlert>
    </Card>
  )
}
