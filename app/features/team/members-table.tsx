import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../ui/button/button'
import { Checkbox } from '../../ui/checkbox/checkbox'
import { Dialog, DialogClose } from '../../ui/dialog/dialog'
import { Select } from '../../ui/select/select'
import { useSnackbar } from '../../ui/snackbar/snackbar'
import { visuallyHidden } from '../../ui/styles.css'
import { ConfirmDialog } from './confirm-dialog'
import * as css from './team.css'
import type { TeamPageData } from './team.functions'
import { type TeamActions, useBilingual } from './team-actions'
import { removalRefusal, roleChangeRefusal, type TeamRole } from './team-rules'

type Member = TeamPageData['members'][number]

export function MembersTable({ page, actions }: { page: TeamPageData; actions: TeamActions }) {
  const { t } = useTranslation()
  const teamName = new Map(page.teams.map((team) => [team.id, team.name]))
  return (
    <div className={css.tableWrap}>
      <table className={css.table}>
        <caption className={css.muted} style={{ textAlign: 'left' }}>
          {t('team.members.heading')}
        </caption>
        <thead>
          <tr>
            <th className={css.headCell}>{t('team.members.name')}</th>
            <th className={css.headCell}>{t('team.members.role')}</th>
            <th className={css.headCell}>{t('team.members.teams')}</th>
            {page.canManage && <th className={css.headCell}>{t('team.members.actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {page.members.map((member) => (
            <tr key={member.userId} data-testid={`member-${member.email}`}>
              <td className={css.cell}>
                <div className={css.nameCell}>
                  <span>
                    {member.name}
                    {member.userId === page.me.userId && t('team.members.you')}
                  </span>
                  <span className={css.muted}>{member.email}</span>
                </div>
              </td>
              <td className={css.cell}>
                <RoleCell page={page} member={member} actions={actions} />
              </td>
              <td className={css.cell}>
                {member.teamIds
                  .map((id) => teamName.get(id))
                  .filter(Boolean)
                  .join('、') || t('team.members.noTeams')}
              </td>
              {page.canManage && (
                <td className={css.cell}>
                  <div className={css.actions}>
                    <TeamsDialog page={page} member={member} actions={actions} />
                    <RemoveDialog page={page} member={member} actions={actions} />
                  </div>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function ownerCount(page: TeamPageData) {
  return page.members.filter((member) => member.role === 'owner').length
}

function RoleCell({ page, member, actions }: { page: TeamPageData; member: Member; actions: TeamActions }) {
  const { t } = useTranslation()
  const snackbar = useSnackbar()
  const pick = useBilingual()
  const [busy, setBusy] = useState(false)
  // Only roles this change could be allowed to; the server decides again.
  const options = (['owner', 'admin', 'member'] as const).filter(
    (role) =>
      role === member.role ||
      !roleChangeRefusal({
        actor: page.me.role,
        target: member.role,
        next: role,
        ownerCount: ownerCount(page),
      }),
  )
  if (!page.canManage || options.length <= 1)
    return <span className={css.badge}>{t(`team.roles.${member.role}`)}</span>
  const change = async (role: string) => {
    setBusy(true)
    const result = await actions.changeRole(member.userId, role as TeamRole)
    setBusy(false)
    snackbar.show(
      result.ok
        ? {
            message: t('team.members.roleChanged', {
              name: member.name,
              role: t(`team.roles.${role as TeamRole}`),
            }),
            tone: 'success',
          }
        : { message: pick(result.message) ?? t('team.failed'), tone: 'error' },
    )
  }
  return (
    <Select
      className={css.roleSelect}
      label={<span className={visuallyHidden}>{t('team.members.roleOf', { name: member.name })}</span>}
      value={member.role}
      disabled={busy}
      options={options.map((role) => ({ value: role, label: t(`team.roles.${role}`) }))}
      onValueChange={(role) => void change(role)}
    />
  )
}

function TeamsDialog({
  page,
  member,
  actions,
}: {
  page: TeamPageData
  member: Member
  actions: TeamActions
}) {
  const { t } = useTranslation()
  const snackbar = useSnackbar()
  const pick = useBilingual()
  const [open, setOpen] = useState(false)
  const [selected, setSelected] = useState<string[]>(member.teamIds)
  const [error, setError] = useState<string>()
  if (page.teams.length === 0) return null
  const save = async () => {
    const result = await actions.setMemberTeams(member.userId, selected)
    if (!result.ok) {
      setError(pick(result.message))
      return
    }
    setOpen(false)
    snackbar.show({ message: t('team.members.teamsSaved', { name: member.name }), tone: 'success' })
  }
  return (
    <Dialog
      title={t('team.members.teamsOf', { name: member.name })}
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (next) {
          setSelected(member.teamIds)
          setError(undefined)
        }
      }}
      trigger={
        <Button variant="secondary" size="small">
          {t('team.members.editTeams')}
        </Button>
      }
      footer={
        <>
          <DialogClose>
            <Button variant="secondary">{t('common.cancel')}</Button>
          </DialogClose>
          <Button onClick={() => void save()}>{t('team.members.saveTeams')}</Button>
        </>
      }
    >
      <div className={css.checkboxes}>
        {page.teams.map((team) => (
          <Checkbox
            key={team.id}
            label={team.name}
            checked={selected.includes(team.id)}
            onCheckedChange={(checked) =>
              setSelected((current) =>
                checked === true ? [...current, team.id] : current.filter((id) => id !== team.id),
              )
            }
          />
        ))}
      </div>
      {error && (
        <p role="alert" className={css.alert}>
          {error}
        </p>
      )}
    </Dialog>
  )
}

function RemoveDialog({
  page,
  member,
  actions,
}: {
  page: TeamPageData
  member: Member
  actions: TeamActions
}) {
  const { t } = useTranslation()
  const refused = removalRefusal({
    actor: page.me.role,
    target: member.role,
    self: member.userId === page.me.userId,
    ownerCount: ownerCount(page),
  })
  if (refused) return null
  return (
    <ConfirmDialog
      title={t('team.members.removeTitle', { name: member.name })}
      description={t('team.members.removeDescription')}
      actionLabel={t('team.members.remove')}
      triggerVariant="danger"
      run={() => actions.removeMember(member.userId)}
      doneMessage={t('team.members.removed', { name: member.name })}
    />
  )
}
