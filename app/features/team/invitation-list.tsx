import { useTranslation } from 'react-i18next'
import { useFormatTime } from '../../i18n/time-zone'
import { Button } from '../../ui/button/button'
import { Card } from '../../ui/card/card'
import { useSnackbar } from '../../ui/snackbar/snackbar'
import * as css from './team.css'
import type { TeamPageData } from './team.functions'
import { type TeamActions, useBilingual } from './team-actions'
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
  return (
    <Card title={t('team.invitations.heading')} headingLevel={2}>
      {page.invitations.length === 0 ? (
        <p className={css.muted}>{t('team.invitations.none')}</p>
      ) : (
        <ul className={css.list}>
          {page.invitations.map((invitation) => (
            <li key={invitation.id} className={css.listItem} data-testid={`invitation-${invitation.email}`}>
              <div className={css.itemText}>
                <span>{invitation.email}</span>
                <span className={css.muted}>
                  {t(`team.roles.${invitation.role}`)} ·{' '}
                  {invitation.state === 'expired'
                    ? t('team.invitations.expired')
                    : t('team.invitations.pending', { date: date(invitation.expiresAt) })}
                </span>
              </div>
              {manageable(invitation) && (
                <div className={css.actions}>
                  <Button
                    size="small"
                    variant="secondary"
                    onClick={() =>
                      void run(
                        actions.resendInvitation(invitation.id),
                        t('team.invitations.resent', { email: invitation.email }),
                      )
                    }
                  >
                    {t('team.invitations.resend')}
                  </Button>
                  <Button
                    size="small"
                    variant="ghost"
                    onClick={() =>
                      void run(
                        actions.revokeInvitation(invitation.id),
                        t('team.invitations.revoked', { email: invitation.email }),
                      )
                    }
                  >
                    {t('team.invitations.revoke')}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
