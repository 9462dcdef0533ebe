import { useTranslation } from 'react-i18next'
import { useFormatTime } from '../../i18n/time-zone'
import type { ActiveSession } from '../../server/account/account.server'
import { Button } from '../../ui/button/button'
import { visuallyHidden } from '../../ui/styles.css'
import * as css from './account.css'
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
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex lint/a11y/useSemanticElements: a table wider than a phone scrolls by keys too (axe scrollable-region-focusable) */}
      <div role="group" className={css.tableWrap} tabIndex={0} aria-label={t('account.sessions.title')}>
        <table className={css.table} data-testid="sessions">
          <thead>
            <tr>
              <th scope="col">{t('account.sessions.device')}</th>
              <th scope="col">{t('account.sessions.ip')}</th>
              <th scope="col">{t('account.sessions.lastActive')}</th>
              <th scope="col">{t('account.sessions.started')}</th>
              <th scope="col">
                <span className={visuallyHidden}>{t('account.sessions.signOut')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
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
          </tbody>
        </table>
      </div>
      <div className={css.row}>
        <Button variant="secondary" disabled={busy || others === 0} onClick={onSignOutOthers}>
          {t('account.sessions.signOutOthers')}
        </Button>
      </div>
    </div>
  )
}
