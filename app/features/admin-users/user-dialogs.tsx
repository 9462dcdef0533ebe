/**
 * /admin/users' dialogs: create a user, and one dialog per row action (edit, password, ban,
 * unban, tenant role, system administrator). Each sends its change, keeps the server's field
 * errors beside the fields, and closes with a snackbar when the change is made; a generated
 * password is shown once before the dialog closes.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fill, useLocalTexts } from '../../i18n/local-texts'
import { Button } from '../../ui/button/button'
import { Dialog } from '../../ui/dialog/dialog'
import { SearchPicker } from '../../ui/search-picker/search-picker'
import { Select } from '../../ui/select/select'
import { useSnackbar } from '../../ui/snackbar/snackbar'
import { TextField } from '../../ui/text-field/text-field'
import { AdminDialogForm } from '../admin-shell/admin-form-dialog'
import { bindNamedField, useFormValues } from '../admin-shell/admin-form-fields'
import * as listCss from '../admin-shell/admin-list.css'
import { TEAM_ROLES, type TeamRole } from '../team/team-rules.shared'
import { twoFactorTexts } from '../two-factor/two-factor.messages'
import { useAdminForm } from './admin-form'
import * as css from './admin-users.css'
import type { AdminUserRow, AdminUsersPage } from './admin-users.functions'
import type { AdminUserActions } from './admin-users-actions'

export type UserActionKind =
  | 'edit'
  | 'password'
  | 'ban'
  | 'unban'
  | 'role'
  | 'promote'
  | 'demote'
  | 'two-factor'

const NO_TENANT = '__none__'

function GeneratedPassword({ password }: { password: string }) {
  const { t } = useTranslation()
  return (
    <div className={css.dialogBody}>
      <p>{t('adminUsers.generatedHelp')}</p>
      <output
        className={css.secret}
        aria-label={t('adminUsers.generatedTitle')}
        data-testid="generated-password"
      >
        {password}
      </output>
    </div>
  )
}

/** A new password: typed, or left empty for one the server generates. */
function PasswordField(props: {
  name: string
  value: string
  onValueChange: (value: string) => void
  error?: string
}) {
  const { t } = useTranslation()
  return (
    <TextField
      label={t('adminUsers.fields.password')}
      type="password"
      autoComplete="new-password"
      description={t('adminUsers.fields.passwordHelp')}
      {...props}
    />
  )
}

export function CreateUserDialog({
  defaultTenant,
  actions,
  onDone,
}: {
  /** The tenant the form starts on (the first by slug); the others are searched. */
  defaultTenant: AdminUsersPage['defaultTenant']
  actions: AdminUserActions
  onDone: () => void
}) {
  const { t } = useTranslation()
  const snackbar = useSnackbar()
  const form = useAdminForm()
  const [open, setOpen] = useState(false)
  const [generated, setGenerated] = useState<string>()
  const { values, setValues, set } = useFormValues({
    tenantId: defaultTenant?.value ?? NO_TENANT,
    role: 'member',
    name: '',
    email: '',
    password: '',
  })
  const field = bindNamedField(values, set, form.error)
  const close = () => {
    setOpen(false)
    setGenerated(undefined)
    form.reset()
    setValues((current) => ({ ...current, name: '', email: '', password: '' }))
  }
  const submit = async () => {
    const tenantId = values.tenantId === NO_TENANT ? null : values.tenantId
    await form.submit(
      () =>
        actions.create({
          tenantId,
          ...(tenantId && { role: values.role as TeamRole }),
          name: values.name,
          email: values.email,
          ...(values.password && { password: values.password }),
        }),
      (created) => {
        snackbar.show({ message: t('adminUsers.created', { email: created.email }), tone: 'success' })
        onDone()
        if (created.generatedPassword) setGenerated(created.generatedPassword)
        else close()
      },
    )
  }
  return (
    <Dialog
      title={generated ? t('adminUsers.generatedTitle') : t('adminUsers.createTitle')}
      description={generated ? undefined : t('adminUsers.createDescription')}
      open={open}
      onOpenChange={(next) => (next ? setOpen(true) : close())}
      trigger={<Button>{t('adminUsers.create')}</Button>}
      size="large"
    >
      {generated ? (
        <>
          <GeneratedPassword password={generated} />
          <Button onClick={close}>{t('adminUsers.close')}</Button>
        </>
      ) : (
        <AdminDialogForm
          message={form.message}
          busy={form.busy}
          submitLabel={t('adminUsers.submitCreate')}
          onSubmit={submit}
        >
          <div className={css.formGrid}>
            <SearchPicker
              label={t('adminUsers.fields.tenant')}
              placeholder={t('adminUsers.tenantSearch')}
              valueLabel={
                defaultTenant && defaultTenant.value === values.tenantId ? defaultTenant.label : undefined
              }
              fixedOptions={[{ value: NO_TENANT, label: t('adminUsers.noTenant') }]}
              search={(query, signal) => actions.searchChoices('tenant', query, signal)}
              {...field('tenantId')}
            />
            {values.tenantId !== NO_TENANT && (
              <Select
                label={t('adminUsers.fields.role')}
                options={TEAM_ROLES.map((role) => ({ value: role, label: t(`adminUsers.roles.${role}`) }))}
                {...field('role')}
              />
            )}
            <TextField label={t('adminUsers.fields.name')} required {...field('name')} />
            <TextField
              label={t('adminUsers.fields.email')}
              type="email"
              autoComplete="off"
              required
              {...field('email')}
            />
            <PasswordField {...field('password')} />
          </div>
        </AdminDialogForm>
      )}
    </Dialog>
  )
}

/** The dialog of one row action; `target` null keeps it closed. */
export function UserActionDialog({
  target,
  actions,
  onClose,
  onDone,
}: {
  target: { kind: UserActionKind; user: AdminUserRow } | null
  actions: AdminUserActions
  onClose: () => void
  onDone: () => void
}) {
  const { t } = useTranslation()
  const twoFactor = useLocalTexts(twoFactorTexts)
  if (!target) return null
  const { kind, user } = target
  const name = user.name || user.email
  const titles: Record<UserActionKind, string> = {
    edit: t('adminUsers.editTitle', { name }),
    password: t('adminUsers.passwordTitle', { name }),
    ban: t('adminUsers.banTitle', { name }),
    unban: t('adminUsers.unbanTitle', { name }),
    role: t('adminUsers.roleTitle', { name, tenant: user.tenantName ?? '' }),
    promote: t('adminUsers.promoteTitle', { name }),
    demote: t('adminUsers.demoteTitle', { name }),
    'two-factor': twoFactor.resetLabel,
  }
  return (
    <Dialog
      title={titles[kind]}
      open
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
    >
      <UserActionForm kind={kind} user={user} actions={actions} onClose={onClose} onDone={onDone} />
    </Dialog>
  )
}

function UserActionForm({
  kind,
  user,
  actions,
  onClose,
  onDone,
}: {
  kind: UserActionKind
  user: AdminUserRow
  actions: AdminUserActions
  onClose: () => void
  onDone: () => void
}) {
  const { t } = useTranslation()
  const twoFactor = useLocalTexts(twoFactorTexts)
  const snackbar = useSnackbar()
  const form = useAdminForm()
  const initialRole: TeamRole = user.tenantRole ?? 'member'
  const { values, set } = useFormValues({
    name: user.name,
    email: user.email,
    password: '',
    reason: '',
    role: initialRole,
  })
  const { name, email, password, reason, role } = values
  const field = bindNamedField(values, set, form.error)
  const [generated, setGenerated] = useState<string>()

  const run = async () => {
    const finish = (message: string) => () => {
      snackbar.show({ message, tone: 'success' })
      onDone()
      onClose()
    }
    switch (kind) {
      case 'edit':
        return form.submit(() => actions.update(user.id, { name, email }), finish(t('adminUsers.saved')))
      case 'password':
        return form.submit(
          () => actions.resetPassword(user.id, password || undefined),
          (result) => {
            snackbar.show({ message: t('adminUsers.passwordReset'), tone: 'success' })
            onDone()
            if (result.generatedPassword) setGenerated(result.generatedPassword)
            else onClose()
          },
        )
      case 'ban':
        return form.submit(() => actions.ban(user.id, reason), finish(t('adminUsers.bannedDone')))
      case 'unban':
        return form.submit(
          () => actions.unban(user.id),
          (result) =>
            finish(
              t(result.handedBackToTenant ? 'adminUsers.unbannedToTenant' : 'adminUsers.unbannedDone'),
            )(),
        )
      case 'role':
        return form.submit(() => actions.setRole(user.id, role), finish(t('adminUsers.roleDone')))
      case 'promote':
        return form.submit(() => actions.setSystemAdmin(user.id, true), finish(t('adminUsers.promoted')))
      case 'demote':
        return form.submit(() => actions.setSystemAdmin(user.id, false), finish(t('adminUsers.demoted')))
      case 'two-factor':
        return form.submit(
          () => actions.resetTwoFactor(user.id),
          finish(fill(twoFactor.resetDone, { email: user.email })),
        )
    }
  }

  if (generated) {
    return (
      <>
        <GeneratedPassword password={generated} />
        <Button onClick={onClose}>{t('adminUsers.close')}</Button>
      </>
    )
  }
  const descriptions: Partial<Record<UserActionKind, string>> = {
    password: t('adminUsers.passwordDescription'),
    ban: t('adminUsers.banDescription'),
    unban: t('adminUsers.unbanDescription'),
    role: t('adminUsers.roleDescription'),
    promote: t('adminUsers.promoteDescription'),
    demote: t('adminUsers.demoteDescription'),
    'two-factor': fill(twoFactor.resetConfirm, { email: user.email }),
  }
  const submitLabels: Record<UserActionKind, string> = {
    edit: t('adminUsers.save'),
    password: t('adminUsers.submitPassword'),
    ban: t('adminUsers.ban'),
    unban: t('adminUsers.unban'),
    role: t('adminUsers.save'),
    promote: t('adminUsers.promote'),
    demote: t('adminUsers.demote'),
    'two-factor': twoFactor.resetLabel,
  }
  return (
    <AdminDialogForm
      message={form.message}
      busy={form.busy}
      submitLabel={submitLabels[kind]}
      danger={kind === 'ban' || kind === 'demote' || kind === 'two-factor'}
      onSubmit={run}
    >
      {descriptions[kind] && <p className={listCss.lead}>{descriptions[kind]}</p>}
      {kind === 'edit' && (
        <>
          <TextField label={t('adminUsers.fields.name')} required {...field('name')} />
          <TextField label={t('adminUsers.fields.email')} type="email" required {...field('email')} />
        </>
      )}
      {kind === 'password' && <PasswordField {...field('password')} />}
      {kind === 'ban' && <TextField label={t('adminUsers.fields.reason')} {...field('reason')} />}
      {kind === 'role' && (
        <Select
          label={t('adminUsers.fields.role')}
          options={TEAM_ROLES.map((value) => ({ value, label: t(`adminUsers.roles.${value}`) }))}
          {...field('role')}
          onValueChange={(next) => set('role')(next as TeamRole)}
        />
      )}
    </AdminDialogForm>
  )
}
