/**
 * What the home page shows one member: the tenant's enabled chats by category, in the tenant's
 * order and visibility (with their chat and dashboard links), the member's recent threads across every chat, and the tenant's token
 * balance with how worried to be about it. Every query is scoped to the member's tenant.
 */
import type { Db } from '#db/client'
import { visibleGroups } from '../../features/category-settings/category-layout.shared'
import { type BalanceLevel, balanceLevel } from '../../features/home/balance-level.shared'
import {
  type CatalogueChatKind,
  chatPath,
  dashboardPath,
  ROUTE_KIND_OF,
  type RouteChatKind,
  threadPath,
} from '../../features/home/chat-paths.shared'
import { cachedCategoryLayout } from '../category-settings/category-settings.server'
import { MAX_OUTPUT_TOKENS } from '../chat/chat-turn.server'
import { threadsRepository } from '../chat/threads.server'
import { forTenant } from '../tenancy/scope.server'
import { seesAllUsers, type TenantMember } from './tenant-member.server'

/** How many recent threads the home page lists. */
export const RECENT_THREAD_LIMIT = 8

export interface HomeChat {
  id: string
  kind: CatalogueChatKind
  keyword: string
  name: string
  /** The English name (ADR 020); null: `name` in English too. */
  nameEn: string | null
  description: string
  href: string
  dashboardHref: string
}

export interface HomeThread {
  id: string
  title: string
  chatKind: RouteChatKind
  keyword: string
  /** The chat's name; null for the general chat (the page names it in the reader's language). */
  chatName: string | null
  chatNameEn: string | null
  updatedAt: string
  href: string
}

export interface HomeData {
  groups: {
    category: { id: string; name: string; nameEn?: string | null; description: string } | null
    chats: HomeChat[]
  }[]
  recentThreads: HomeThread[]
  balance: { balance: number; reserved: number; available: number; level: BalanceLevel }
  /** Owners and admins: the dashboards show every member, not only themselves. */
  seesAllUsers: boolean
}

export async function loadHome(db: Db, member: TenantMember): Promise<HomeData> {
  const scope = forTenant(db, member.tenantId)
  const [layout, threads, balance] = await Promise.all([
    cachedCategoryLayout(db, member.tenantId),
    threadsRepository(db, member.tenantId).list({ userId: member.userId, limit: RECENT_THREAD_LIMIT }),
    scope.tokens.balance(),
  ])
  const homeChat = (chat: {
    id: string
    kind: CatalogueChatKind
    keyword: string
    name: string
    nameEn?: string | null
    description: string
  }): HomeChat => ({
    id: chat.id,
    kind: chat.kind,
    keyword: chat.keyword,
    name: chat.name,
    nameEn: chat.nameEn ?? null,
    description: chat.description,
    href: chatPath(chat.kind, chat.keyword),
    dashboardHref: dashboardPath(chat),
  })
  // Every enabled chat names its threads, hidden ones too: hiding only takes it off the list.
  const allChats = [...layout.categories.flatMap((category) => category.chats), ...layout.others]
  const chatOf = new Map(allChats.map((chat) => [`${ROUTE_KIND_OF[chat.kind]}/${chat.keyword}`, chat]))
  return {
    // The tenant's category settings (/categorySetting): its order, its hidden categories and chats.
    groups: visibleGroups(layout).map((group) => ({
      category: group.category,
      chats: group.chats.map(homeChat),
    })),
    recentThreads: threads.map((thread) => ({
      id: thread.id,
      title: thread.title,
      chatKind: thread.chatKind,
      keyword: thread.keyword,
      // A chat the tenant has since disabled still names its threads by keyword.
      chatName:
        thread.chatKind === 'chat'
          ? null
          : (chatOf.get(`${thread.chatKind}/${thread.keyword}`)?.name ?? thread.keyword),
      chatNameEn:
        thread.chatKind === 'chat'
          ? null
          : (chatOf.get(`${thread.chatKind}/${thread.keyword}`)?.nameEn ?? null),
      updatedAt: thread.updatedAt.toISOString(),
      href: threadPath(thread),
    })),
    balance: {
      ...balance,
      level: balanceLevel(balance.available, { exhaustedBelow: MAX_OUTPUT_TOKENS }),
    },
    seesAllUsers: seesAllUsers(member.role),
  }
}
