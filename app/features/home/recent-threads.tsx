import { useTranslation } from 'react-i18next'
import { useLocalizedName } from '../../i18n/localized-name'
import { useFormatTime } from '../../i18n/time-zone'
import type { HomeData } from '../../server/home/home.server'
import { Card } from '../../ui/card/card'
import { AppLink } from '../shell/app-link'
import * as css from './home.css'

/** The member's latest threads in any chat, each linking to its shareable thread URL. */
export function RecentThreads({ threads }: { threads: HomeData['recentThreads'] }) {
  const { t } = useTranslation()
  const time = useFormatTime()
  const nameOf = useLocalizedName()
  return (
    <Card title={t('home.recentHeading')}>
      {threads.length === 0 ? (
        <p className={css.muted}>{t('home.noThreads')}</p>
      ) : (
        <ul className={css.threadList}>
          {threads.map((thread) => (
            <li key={thread.id} className={css.threadItem}>
              <AppLink href={thread.href} className={css.threadTitle}>
                {thread.title}
              </AppLink>
              <span className={css.threadMeta}>
                {thread.chatName === null
                  ? t('home.generalChat')
                  : nameOf({ name: thread.chatName, nameEn: thread.chatNameEn })}{' '}
                ·{' '}
                {t('home.updatedAt', {
                  date: time.dateTime(thread.updatedAt),
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
