import { useTranslation } from 'react-i18next'
import { useFormatTime } from '../../i18n/time-zone'
import { Button } from '../../ui/button/button'
import { useSnackbar } from '../../ui/snackbar/snackbar'
import type { TeamPageData } from './team.functions'
import { type TeamActions, useBilingual } from './team-actions'
import { TeamItemCard } from './team-parts'
import { inviteRefusal } from './team-rules.shared'

type Invitation = TeamPageData['invitations'][number]

/** Open invitations with resend and revoke (an admin cannot touch an owner's invitation). */
export function InvitationList({ page, actions }: { page: TeamPageData; actions: TeamActions }) {
  const { t } = useTranslation()
  const snackbar = useSnackbar()
  const pick = useBilingual()
  const date = useFormatTime().dateTime
  const run = async (call: Promise<{ ok: boolean; message?: { ja: string; en: string } }>, done: string) => {
    const result = await call
    snackbar.show(
      result.ok
        ? { message: done, tone: 'success' }
        : { message: pick(result.message) ?? t('team.failed'), tone: 'error' },
    )
  }
  const manageable = (invitation: Invitation) => !inviteRefusal(page.me.role, invitation.role)
  const buttons = [
    {
      label: 'team.invitations.resend',
      variant: 'secondary',
      call: actions.resendInvitation,
      done: 'team.invitations.resent',
    },
    {
      label: 'team.invitations.revoke',
      variant: 'ghost',
      call: actions.revokeInvitation,
      done: 'team.invitations.revoked',
    },
  ] as const
  return (
    <TeamItemCard
      title={t('team.invitations.heading')}
      none={t('team.invitations.none')}
      items={page.invitations}
      testId={(invitation) => `invitation-${invitation.email}`}
      text={(invitation) => ({
        name: invitation.email,
        detail: (
          <>
            {t(`team.roles.${invitation.role}`)} ·{' '}
            {invitation.state === 'expired'
              ? t('team.invitations.expired')
              : t('team.invitations.pending', { date: date(invitation.expiresAt) })}
          </>
        ),
      })}
      actions={(invitation) =>
        manageable(invitation) &&
        buttons.map((button) => (
          <Button
            key={button.label}
            size="small"
            variant={button.variant}
            onClick={() => void run(button.call(invitation.id), t(button.done, { email: invitation.email }))}
          >
            {t(button.label)}
          </Button>
        ))
      }
    />
  )
}
