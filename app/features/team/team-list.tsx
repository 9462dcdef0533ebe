import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../ui/button/button'
import { Dialog } from '../../ui/dialog/dialog'
import { DialogFooter } from '../../ui/dialog/dialog-footer'
import { useSnackbar } from '../../ui/snackbar/snackbar'
import { TextField } from '../../ui/text-field/text-field'
import { QuotaDialog, QuotaSummary } from './quota-dialog'
import * as css from './team.css'
import type { TeamPageData } from './team.functions'
import { type TeamActions, useBilingual } from './team-actions'
import { ConfirmedRemoval, TeamItemCard } from './team-parts'

type Team = TeamPageData['teams'][number]

/** The tenant's teams; owners and admins create, rename and delete them. */
export function TeamList({ page, actions }: { page: TeamPageData; actions: TeamActions }) {
  const { t } = useTranslation()
  return (
    <TeamItemCard
      title={t('team.teams.heading')}
      none={t('team.teams.none')}
      items={page.teams}
      testId={(team) => `team-${team.name}`}
      text={(team) => ({
        name: team.name,
        detail: (
          <>
            <span>{t('team.teams.memberCount', { count: team.memberCount })}</span>
            {team.quota && (
              <>
                {' · '}
                {/* Outside the members table the figure needs its label. */}
                <span>
                  {t('team.quota.teamLabel')}
                  <QuotaSummary quota={team.quota} />
                </span>
              </>
            )}
          </>
        ),
      })}
      actions={(team) =>
        page.canManage && (
          <>
            {team.quota && (
              <QuotaDialog
                name={team.name}
                quota={team.quota}
                resetsOn={page.quotaResetsOn}
                save={(credits) => actions.setTeamQuota(team.id, credits)}
              />
            )}
            <RenameDialog team={team} actions={actions} />
            <DeleteDialog team={team} actions={actions} />
          </>
        )
      }
    >
      {page.canManage && <CreateTeamForm actions={actions} />}
    </TeamItemCard>
  )
}

/** The team's name, as created and as renamed. */
function TeamNameField(props: {
  id?: string
  value: string
  onValueChange: (name: string) => void
  error?: string
}) {
  const { t } = useTranslation()
  return <TextField {...props} label={t('team.teams.name')} name="name" required maxLength={100} />
}

function CreateTeamForm({ actions }: { actions: TeamActions }) {
  const { t } = useTranslation()
  const snackbar = useSnackbar()
  const pick = useBilingual()
  const [name, setName] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setBusy(true)
    const result = await actions.createTeam(name)
    setBusy(false)
    if (!result.ok) {
      setError(pick(result.fieldErrors.name ?? result.message))
      return
    }
    setError(undefined)
    snackbar.show({ message: t('team.teams.created', { name: name.trim() }), tone: 'success' })
    setName('')
  }
  return (
    <form
      noValidate
      className={css.inlineForm}
      onSubmit={(event) => void submit(event)}
      data-testid="create-team-form"
    >
      <TeamNameField value={name} onValueChange={setName} error={error} />
      <Button type="submit" variant="secondary" loading={busy}>
        {t('team.teams.create')}
      </Button>
    </form>
  )
}

function RenameDialog({ team, actions }: { team: Team; actions: TeamActions }) {
  const { t } = useTranslation()
  const snackbar = useSnackbar()
  const pick = useBilingual()
  const [open, setOpen] = useState(false)
  const [name, setName] = useState(team.name)
  const [error, setError] = useState<string>()
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const result = await actions.renameTeam(team.id, name)
    if (!result.ok) {
      setError(pick(result.fieldErrors.name ?? result.message))
      return
    }
    setOpen(false)
    snackbar.show({ message: t('team.teams.renamed', { name: name.trim() }), tone: 'success' })
  }
  return (
    <Dialog
      title={t('team.teams.renameTitle', { name: team.name })}
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        setName(team.name)
        setError(undefined)
      }}
      trigger={
        <Button size="small" variant="secondary">
          {t('team.teams.rename')}
        </Button>
      }
      onOpenAutoFocus={(event) => {
        // The name is what the dialog is for: focus it, not the × button.
        event.preventDefault()
        document.getElementById(`rename-team-${team.id}`)?.focus()
      }}
      footer={
        <DialogFooter>
          <Button type="submit" form={`rename-team-form-${team.id}`}>
            {t('team.teams.save')}
          </Button>
        </DialogFooter>
      }
    >
      <form
        id={`rename-team-form-${team.id}`}
        noValidate
        className={css.inlineForm}
        onSubmit={(event) => void submit(event)}
      >
        <TeamNameField id={`rename-team-${team.id}`} value={name} onValueChange={setName} error={error} />
      </form>
    </Dialog>
  )
}

function DeleteDialog({ team, actions }: { team: Team; actions: TeamActions }) {
  const { t } = useTranslation()
  return (
    <ConfirmedRemoval
      title={t('team.teams.deleteTitle', { name: team.name })}
      description={t('team.teams.deleteDescription')}
      label={t('team.teams.delete')}
      triggerVariant="ghost"
      run={() => actions.deleteTeam(team.id)}
      done={t('team.teams.deleted', { name: team.name })}
    />
  )
}
