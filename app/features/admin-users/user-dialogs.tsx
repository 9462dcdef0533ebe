/**
 * /admin/users' dialogs: create a user, and one dialog per row action (edit, password, ban,
 * unban, tenant role, system administrator). Each sends its change, keeps the server's field
 * errors beside the fields, and closes with a snackbar when the change is made; a generated
 * password is shown once before the dialog closes.
 */
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../ui/button/button'
import { Dialog } from '../../ui/dialog/dialog'
import * as dialogCss from '../../ui/dialog/dialog.css'
import { DialogFooter } from '../../ui/dialog/dialog-footer'
import { FormAlert } from '../../ui/form-alert/form-alert'
import { SearchPicker } from '../../ui/search-picker/search-picker'
import { Select } from '../../ui/select/select'
import { useSnackbar } from '../../ui/snackbar/snackbar'
import { TextField } from '../../ui/text-field/text-field'
import * as listCss from '../admin-shell/admin-list.css'
import { TEAM_ROLES, type TeamRole } from '../team/team-rules.shared'
import { useAdminForm } from './admin-form'
import * as css from './admin-users.css'
import type { AdminUserRow, AdminUsersPage } from './admin-users.functions'
import type { AdminUserActions } from './admin-users-actions'

export type UserActionKind = 'edit' | 'password' | 'ban' | 'unban' | 'role' | 'promote' | 'demote'

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
  const [values, setValues] = useState({
    tenantId: defaultTenant?.value ?? NO_TENANT,
    role: 'member',
    name: '',
    email: '',
    password: '',
  })
  const set = (field: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }))
  const close = () => {
    setOpen(false)
    setGenerated(undefined)
    form.reset()
    setValues((current) => ({ ...current, name: '', email: '', password: '' }))
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault()
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
        <form noValidate className={css.dialogBody} onSubmit={(event) => void submit(event)}>
          <FormAlert>{form.message}</FormAlert>
          <div className={css.formGrid}>
            <SearchPicker
              label={t('adminUsers.fields.tenant')}
              placeholder={t('adminUsers.tenantSearch')}
              name="tenantId"
              value={values.tenantId}
              valueLabel={
                defaultTenant && defaultTenant.value === values.tenantId ? defaultTenant.label : undefined
              }
              fixedOptions={[{ value: NO_TENANT, label: t('adminUsers.noTenant') }]}
              search={(query, signal) => actions.searchChoices('tenant', query, signal)}
              onValueChange={set('tenantId')}
              error={form.error('tenantId')}
            />
            {values.tenantId !== NO_TENANT && (
              <Select
                label={t('adminUsers.fields.role')}
                name="role"
                value={values.role}
                onValueChange={set('role')}
                options={TEAM_ROLES.map((role) => ({ value: role, label: t(`adminUsers.roles.${role}`) }))}
                error={form.error('role')}
              />
            )}
            <TextField
              label={t('adminUsers.fields.name')}
              name="name"
              required
              value={values.name}
              onValueChange={set('name')}
              error={form.error('name')}
            />
            <TextField
              label={t('adminUsers.fields.email')}
              name="email"
              type="email"
              autoComplete="off"
              required
              value={values.email}
              onValueChange={set('email')}
              error={form.error('email')}
            />
            <TextField
              label={t('adminUsers.fields.password')}
              name="password"
              type="password"
              autoComplete="new-password"
              description={t('adminUsers.fields.passwordHelp')}
              value={values.password}
              onValueChange={set('password')}
              error={form.error('password')}
            />
          </div>
          <div className={dialogCss.footer}>
            <DialogFooter>
              <Button type="submit" loading={form.busy}>
                {t('adminUsers.submitCreate')}
              </Button>
            </DialogFooter>
          </div>
        </form>
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
  const snackbar = useSnackbar()
  const form = useAdminForm()
  const [name, setName] = useState(user.name)
  const [email, setEmail] = useState(user.email)
  const [text, setText] = useState('')
  const [role, setRole] = useState<TeamRole>(user.tenantRole ?? 'member')
  const [generated, setGenerated] = useState<string>()

  const run = async (event: FormEvent) => {
    event.preventDefault()
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
          () => actions.resetPassword(user.id, text || undefined),
          (result) => {
            snackbar.show({ message: t('adminUsers.passwordReset'), tone: 'success' })
            onDone()
            if (result.generatedPassword) setGenerated(result.generatedPassword)
            else onClose()
          },
        )
      case 'ban':
        return form.submit(() => actions.ban(user.id, text), finish(t('adminUsers.bannedDone')))
      case 'unban':
        return form.submit(() => actions.unban(user.id), finish(t('adminUsers.unbannedDone')))
      case 'role':
        return form.submit(() => actions.setRole(user.id, role), finish(t('adminUsers.roleDone')))
      case 'promote':
        return form.submit(() => actions.setSystemAdmin(user.id, true), finish(t('adminUsers.promoted')))
      case 'demote':
        return form.submit(() => actions.setSystemAdmin(user.id, false), finish(t('adminUsers.demoted')))
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
  }
  const submitLabels: Record<UserActionKind, string> = {
    edit: t('adminUsers.save'),
    password: t('adminUsers.submitPassword'),
    ban: t('adminUsers.ban'),
    unban: t('adminUsers.unban'),
    role: t('adminUsers.save'),
    promote: t('adminUsers.promote'),
    demote: t('adminUsers.demote'),
  }
  const danger = kind === 'ban' || kind === 'demote'
  return (
    <form noValidate className={css.dialogBody} onSubmit={(event) => void run(event)}>
      <FormAlert>{form.message}</FormAlert>
      {descriptions[kind] && <p className={listCss.lead}>{descriptions[kind]}</p>}
      {kind === 'edit' && (
        <>
          <TextField
            label={t('adminUsers.fields.name')}
            name="name"
            required
            value={name}
            onValueChange={setName}
            error={form.error('name')}
          />
          <TextField
            label={t('adminUsers.fields.email')}
            name="email"
            type="email"
            required
            value={email}
            onValueChange={setEmail}
            error={form.error('email')}
          />
        </>
      )}
      {kind === 'password' && (
        <TextField
          label={t('adminUsers.fields.password')}
          name="password"
          type="password"
          autoComplete="new-password"
          description={t('adminUsers.fields.passwordHelp')}
          value={text}
          onValueChange={setText}
          error={form.error('password')}
        />
      )}
      {kind === 'ban' && (
        <TextField
          label={t('adminUsers.fields.reason')}
          name="reason"
          value={text}
          onValueChange={setText}
          error={form.error('reason')}
        />
      )}
      {kind === 'role' && (
        <Select
          label={t('adminUsers.fields.role')}
          name="role"
          value={role}
          onValueChange={(next) => setRole(next as TeamRole)}
          options={TEAM_ROLES.map((value) => ({ value, label: t(`adminUsers.roles.${value}`) }))}
          error={form.error('role')}
        />
      )}
      <div className={dialogCss.footer}>
        <DialogFooter>
          <Button type="submit" variant={danger ? 'danger' : 'primary'} loading={form.busy}>
            {submitLabels[kind]}
          </Button>
        </DialogFooter>
      </div>
    </form>
  )
}
