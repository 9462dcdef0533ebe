import { useTranslation } from 'react-i18next'
import { useFormatTime } from '../../i18n/time-zone'
import type { ActiveSession } from '../../server/account/account.server'
import { Button } from '../../ui/button/button'
import * as css from './account.css'
import { AccountTable } from './account-table'
import { describeUserAgent } from './account-ui'

export interface SessionsTableProps {
  sessions: ActiveSession[]
  onSignOut: (id: string) => void
  onSignOutOthers: () => void
  busy?: boolean
}

/** The account's signed-in devices, each with a sign-out button except this one. */
export function SessionsTable({ sessions, onSignOut, onSignOutOthers, busy }: SessionsTableProps) {
  const { t } = useTranslation()
  const time = useFormatTime()
  const others = sessions.filter((session) => !session.current).length
  return (
    <div className={css.form} style={{ maxWidth: 'none' }}>
      <AccountTable
        label={t('account.sessions.title')}
        testId="sessions"
        headers={(['device', 'ip', 'lastActive', 'started'] as const).map((key) =>
          t(`account.sessions.${key}`),
        )}
        actionHeader={t('account.sessions.signOut')}
      >
        {sessions.map((session) => (
          <tr key={session.id} data-current={session.current || undefined}>
            <td title={session.userAgent ?? undefined}>
              {describeUserAgent(session.userAgent) ?? t('account.sessions.unknownDevice')}
              {session.current && <span className={css.badge}>{t('account.sessions.current')}</span>}
            </td>
            <td className={css.mono}>{session.ipAddress ?? '—'}</td>
            <td>
              <time dateTime={session.lastActiveAt}>{time.dateTime(session.lastActiveAt)}</time>
            </td>
            <td>
              <time dateTime={session.createdAt}>{time.dateTime(session.createdAt)}</time>
            </td>
            <td>
              {!session.current && (
                <Button
                  size="small"
                  variant="secondary"
                  disabled={busy}
                  onClick={() => onSignOut(session.id)}
                >
                  {t('account.sessions.signOut')}
                </Button>
              )}
            </td>
          </tr>
        ))}
      </AccountTable>
      <div className={css.row}>
        <Button variant="secondary" disabled={busy || others === 0} onClick={onSignOutOthers}>
          {t('account.sessions.signOutOthers')}
        </Button>
      </div>
    </div>
  )
}
