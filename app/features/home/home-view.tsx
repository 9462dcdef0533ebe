import { useTranslation } from 'react-i18next'
import type { HomeData } from '../../server/home/home.server'
import { EmptyState } from '../../ui/empty-state/empty-state'
import { pageHeading } from '../../ui/page/page-heading.css'
import { BalanceCard } from './balance-card'
import { ChatCatalogue } from './chat-catalogue'
import * as css from './home.css'
import { RecentThreads } from './recent-threads'

/** The home page (spec §2 `/`): chats by category, recent threads and the token balance. */
export function HomeView({ home, userName }: { home: HomeData; userName: string }) {
  const { t } = useTranslation()
  return (
    <div className={css.page}>
      <h1 className={pageHeading}>{t('home.welcome', { name: userName })}</h1>
      <div className={css.layout}>
        <div className={css.column}>
          <ChatCatalogue groups={home.groups} seesAllUsers={home.seesAllUsers} />
        </div>
        <div className={css.column}>
          <BalanceCard balance={home.balance} />
          <RecentThreads threads={home.recentThreads} />
        </div>
      </div>
    </div>
  )
}

/** Signed in but a member of no organisation: say so, and who can change it. */
export function NoTenantView({ userName }: { userName: string }) {
  const { t } = useTranslation()
  return (
    <div className={css.page}>
      <h1 className={pageHeading}>{t('home.welcome', { name: userName })}</h1>
      <EmptyState title={t('home.noTenantTitle')} description={t('home.noTenantDescription')} />
    </div>
  )
}
