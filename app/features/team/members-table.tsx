import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge } from '../../ui/badge/badge'
import { Button } from '../../ui/button/button'
import { Checkbox } from '../../ui/checkbox/checkbox'
import { ConfirmDialog } from '../../ui/confirm-dialog/confirm-dialog'
import { Dialog } from '../../ui/dialog/dialog'
import { DialogFooter } from '../../ui/dialog/dialog-footer'
import { FormAlert } from '../../ui/form-alert/form-alert'
import { Select } from '../../ui/select/select'
import { useSnackbar } from '../../ui/snackbar/snackbar'
import { visuallyHidden } from '../../ui/styles.css'
import { QuotaDialog, QuotaSummary } from './quota-dialog'
import * as css from './team.css'
import type { TeamPageData } from './team.functions'
import { type TeamActions, useBilingual } from './team-actions'
import { ConfirmedRemoval } from './team-parts'
import { removalRefusal, roleChangeRefusal, type TeamRole } from './team-rules.shared'

type Member = TeamPageData['members'][number]

export function MembersTable({ page, actions }: { page: TeamPageData; actions: TeamActions }) {
  const { t } = useTranslation()
  const teamName = new Map(page.teams.map((team) => [team.id, team.name]))
  return (
    <div className={css.tableWrap}>
      <table className={css.table}>
        {/* Named for screen readers; the card's title already says it on screen. */}
        <caption className={visuallyHidden}>{t('team.members.heading')}</caption>
        <thead className={css.stackedHead}>
          <tr>
            <th className={css.headCell}>{t('team.members.name')}</th>
            <th className={css.headCell}>{t('team.members.role')}</th>
            <th className={css.headCell}>{t('team.members.teams')}</th>
            {page.canManage && <th className={css.headCell}>{t('team.quota.column')}</th>}
            {page.canManage && <th className={css.headCell}>{t('team.members.actions')}</th>}
          </tr>
        </thead>
        <tbody className={css.stackedBody}>
          {page.members.map((member) => (
            <tr key={member.userId} data-testid={`member-${member.email}`} className={css.stackedRow}>
              <td className={css.cell} data-label={t('team.members.name')}>
                <div className={css.nameCell}>
                  <span>
                    {member.name}
                    {member.userId === page.me.userId && t('team.members.you')}
                  </span>
                  <span className={css.muted}>{member.email}</span>
                </div>
              </td>
              <td className={css.cell} data-label={t('team.members.role')}>
                <RoleCell page={page} member={member} actions={actions} />
              </td>
              <td className={css.cell} data-label={t('team.members.teams')} data-testid="member-teams">
                {member.teamIds
                  .map((id) => teamName.get(id))
                  .filter(Boolean)
                  .join('、') || t('team.members.noTeams')}
              </td>
              {page.canManage && member.quota && (
                <td className={css.cell} data-label={t('team.quota.column')} data-testid="member-quota">
                  <QuotaSummary quota={member.quota} />
                </td>
              )}
              {page.canManage && (
                <td className={`${css.cell} ${css.actionsCell}`} data-label={t('team.members.actions')}>
                  <div className={css.actions}>
                    {member.quota && (
                      <QuotaDialog
                        name={member.name}
                        quota={member.quota}
                        resetsOn={page.quotaResetsOn}
                        save={(credits) => actions.setMemberQuota(member.userId, credits)}
                      />
                    )}
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
  const [pending, setPending] = useState<TeamRole>()
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
  if (!page.canManage || options.length <= 1) return <Badge>{t(`team.roles.${member.role}`)}</Badge>
  // A role change asks first: it grants or takes away rights at once (making someone owner
  // hands over the whole organisation).
  const change = async (role: TeamRole) => {
    setBusy(true)
    const result = await actions.changeRole(member.userId, role)
    setBusy(false)
    if (!result.ok) return pick(result.message) ?? t('team.failed')
    snackbar.show({
      message: t('team.members.roleChanged', { name: member.name, role: t(`team.roles.${role}`) }),
      tone: 'success',
    })
  }
  return (
    <>
      <Select
        className={css.roleSelect}
        label={<span className={visuallyHidden}>{t('team.members.roleOf', { name: member.name })}</span>}
        value={member.role}
        disabled={busy}
        options={options.map((role) => ({ value: role, label: t(`team.roles.${role}`) }))}
        onValueChange={(role) => setPending(role as TeamRole)}
      />
      <ConfirmDialog
        open={pending !== undefined}
        onOpenChange={(open) => {
          if (!open) setPending(undefined)
        }}
        title={t('team.members.roleConfirmTitle', {
          name: member.name,
          role: pending ? t(`team.roles.${pending}`) : '',
        })}
        description={t(pending === 'owner' ? 'team.members.roleConfirmOwner' : 'team.members.roleConfirm', {
          from: t(`team.roles.${member.role}`),
          role: pending ? t(`team.roles.${pending}`) : '',
        })}
        confirmLabel={t('team.members.roleConfirmAction', {
          role: pending ? t(`team.roles.${pending}`) : '',
        })}
        confirmVariant={pending === 'owner' ? 'danger' : 'primary'}
        onConfirm={() => (pending ? change(pending) : undefined)}
      />
    </>
  )
}

/** What each per-member control (role, teams, removal) is given. */
type MemberActionProps = { page: TeamPageData; member: Member; actions: TeamActions }

function TeamsDialog({ page, member, actions }: MemberActionProps) {
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
        <DialogFooter>
          <Button onClick={() => void save()}>{t('team.members.saveTeams')}</Button>
        </DialogFooter>
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
      <FormAlert>{error}</FormAlert>
    </Dialog>
  )
}

function RemoveDialog({ page, member, actions }: MemberActionProps) {
  const { t } = useTranslation()
  const refused = removalRefusal({
    actor: page.me.role,
    target: member.role,
    self: member.userId === page.me.userId,
    ownerCount: ownerCount(page),
  })
  if (refused) return null
  return (
    <ConfirmedRemoval
      title={t('team.members.removeTitle', { name: member.name })}
      description={t('team.members.removeDescription')}
      label={t('team.members.remove')}
      triggerVariant="danger"
      run={() => actions.removeMember(member.userId)}
      done={t('team.members.removed', { name: member.name })}
    />
  )
}
