import { useTranslation } from 'react-i18next'
import { formatDate } from '../../i18n/format'
import { useLocale } from '../../i18n/i18n-provider'
import type { HomeData } from '../../server/home/home.server'
import { Card } from '../../ui/card/card'
import { AppLink } from '../shell/app-link'
import * as css from './home.css'

/** The member's latest threads in any chat, each linking to its shareable thread URL. */
export function RecentThreads({ threads }: { threads: HomeData['recentThreads'] }) {
  const { t } = useTranslation()
  const { locale } = useLocale()
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
                {thread.chatName ?? t('home.generalChat')} ·{' '}
                {t('home.updatedAt', {
                  // One zone on the server and in the browser, so the rendered text matches.
                  date: formatDate(thread.updatedAt, locale, { style: 'dateTime', timeZone: 'Asia/Tokyo' }),
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
