import { mdiForumOutline } from '@mdi/js'
import { useTranslation } from 'react-i18next'
import { useLocalizedName } from '../../i18n/localized-name'
import type { HomeData } from '../../server/home/home.server'
import { EmptyState } from '../../ui/empty-state/empty-state'
import { AppLink } from '../shell/app-link'
import * as css from './home.css'

type Chat = HomeData['groups'][number]['chats'][number]

function ChatCard({ chat, seesAllUsers }: { chat: Chat; seesAllUsers: boolean }) {
  const { t } = useTranslation()
  const name = useLocalizedName()(chat)
  const dashboardLabel = seesAllUsers ? t('home.dashboard') : t('home.myDashboard')
  return (
    <article className={css.chatCard}>
      <h4 className={css.chatName}>
        <AppLink href={chat.href} className={css.chatName}>
          {name}
        </AppLink>
      </h4>
      {chat.description && <p className={css.chatDescription}>{chat.description}</p>}
      <div className={css.chatFooter}>
        <span className={css.kindBadge}>{t(`home.kind.${chat.kind}`)}</span>
        <AppLink
          href={chat.dashboardHref}
          className={css.smallLink}
          aria-label={t('home.dashboardOf', { name, label: dashboardLabel })}
        >
          {dashboardLabel}
        </AppLink>
      </div>
    </article>
  )
}

/**
 * The chats a member can open: the general chat, then the tenant's enabled chats under their
 * categories (catalogue order, then the tenant's order), or an empty state when there are none.
 */
export function ChatCatalogue({ groups, seesAllUsers }: Pick<HomeData, 'groups' | 'seesAllUsers'>) {
  const { t } = useTranslation()
  const nameOf = useLocalizedName()
  return (
    <section className={css.section} aria-labelledby="home-chats">
      <h2 id="home-chats" className={css.sectionHeading}>
        {t('home.chatsHeading')}
      </h2>
      <ul className={css.chatGrid}>
        <li>
          <article className={css.chatCard}>
            <h3 className={css.chatName}>
              <AppLink href="/chat" className={css.chatName}>
                {t('home.generalChat')}
              </AppLink>
            </h3>
            <p className={css.chatDescription}>{t('home.generalChatDescription')}</p>
          </article>
        </li>
      </ul>
      {groups.length === 0 ? (
        <EmptyState
          icon={mdiForumOutline}
          headingLevel={3}
          title={t('home.noChatsTitle')}
          description={t('home.noChatsDescription')}
          action={
            <AppLink href="/chat" className={css.smallLink}>
              {t('home.generalChat')}
            </AppLink>
          }
        />
      ) : (
        groups.map((group) => {
          const id = `home-category-${group.category?.id ?? 'other'}`
          return (
            <section key={id} className={css.section} aria-labelledby={id}>
              <h3 id={id} className={css.sectionHeading}>
                {group.category ? nameOf(group.category) : t('home.otherCategory')}
              </h3>
              {group.category?.description && (
                <p className={css.categoryDescription}>{group.category.description}</p>
              )}
              <ul className={css.chatGrid}>
                {group.chats.map((chat) => (
                  <li key={chat.id}>
                    <ChatCard chat={chat} seesAllUsers={seesAllUsers} />
                  </li>
                ))}
              </ul>
            </section>
          )
        })
      )}
    </section>
  )
}
