/**
 * One chat's dashboard (issue 6 §7): threads and messages per day, tokens per day and per user,
 * top questions and, for FAQ chats, the questions the FAQ could not answer. Only for members
 * of the tenant that has the chat enabled; `{id}` must be that chat's catalogue id, so another
 * tenant's chat, a disabled chat or a mismatched id is simply not found. Owners and admins see
 * every member's data, members only their own.
 */
import { lastJapanDays } from '#app/lib/japan-day.shared'
import type { Db } from '#db/client'
import { type DashboardRangeDays, fillDays } from '../../features/dashboard/dashboard-range.shared'
import { CATALOGUE_KIND_OF, type CatalogueRouteKind } from '../../features/home/chat-paths.shared'
import { seesAllUsers, type TenantMember } from '../home/tenant-member.server'
import { forTenant } from '../tenancy/scope.server'
import { NO_USAGE, type UsageTotals } from '../usage/usage-queries.server'
import { type FeedbackSummary, feedbackSummary } from './dashboard-feedback.server'
import {
  type DashboardFilter,
  messagesPerDay,
  threadsPerDay,
  tokensPerDay,
  tokensPerUser,
  topQuestions,
  unansweredQuestions,
} from './dashboard-queries.server'

export interface DashboardRequest {
  kind: CatalogueRouteKind
  keyword: string
  chatId: string
  days: DashboardRangeDays
  /** "Today" for the range; tests pin it. */
  now?: Date
}

export interface QuestionRow {
  question: string
  count: number
  lastAskedAt: string
}

export interface DashboardData {
  chat: {
    id: string
    kind: CatalogueRouteKind
    keyword: string
    name: string
    nameEn: string | null
    description: string
  }
  /** `all`: every member of the tenant; `own`: only the viewer. */
  scope: 'all' | 'own'
  range: { days: DashboardRangeDays; from: string; to: string }
  activity: { day: string; threads: number; messages: number; questions: number }[]
  /** Model tokens (input, output, total) and the credits charged for them, per Japan day. */
  tokensByDay: ({ day: string } & UsageTotals)[]
  tokensByUser: ({ userId: string; name: string | null; email: string | null } & UsageTotals)[]
  totals: { threads: number; questions: number } & UsageTotals
  topQuestions: QuestionRow[]
  /** FAQ chats only. */
  unansweredQuestions: QuestionRow[] | null
  /** Thumbs up and down on the chat's replies in the period (ADR 019). */
  feedback: FeedbackSummary
}

export async function loadDashboard(
  db: Db,
  member: TenantMember,
  request: DashboardRequest,
): Promise<DashboardData | null> {
  const chat = await forTenant(db, member.tenantId).chats.find(
    CATALOGUE_KIND_OF[request.kind],
    request.keyword,
  )
  if (!chat || chat.id !== request.chatId) return null

  const all = seesAllUsers(member.role)
  const range = lastJapanDays(request.now ?? new Date(), request.days)
  const filter: DashboardFilter = {
    tenantId: member.tenantId,
    chatKind: request.kind,
    keyword: chat.keyword,
    from: range.from,
    fromDay: range.days[0] ?? '',
    userId: all ? undefined : member.userId,
  }
  const [threadRows, messageRows, tokenRows, userRows, questions, unanswered, feedback] = await Promise.all([
    threadsPerDay(db, filter),
    messagesPerDay(db, filter),
    tokensPerDay(db, filter),
    tokensPerUser(db, filter),
    topQuestions(db, filter),
    request.kind === 'faqchat' ? unansweredQuestions(db, filter) : Promise.resolve(null),
    feedbackSummary(db, filter),
  ])
  const threadsOn = new Map(threadRows.map((row) => [row.day, row.threads]))
  const activityRows = range.days.map((day) => {
    const messagesOn = messageRows.find((row) => row.day === day)
    return {
      day,
      threads: threadsOn.get(day) ?? 0,
      messages: messagesOn?.messages ?? 0,
      questions: messagesOn?.questions ?? 0,
    }
  })
  const tokensByDay = fillDays(range.days, tokenRows, (day) => ({ day, ...NO_USAGE }))
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)
  const sumOf = (key: keyof UsageTotals) => sum(tokensByDay.map((row) => row[key]))
  return {
    chat: {
      id: chat.id,
      kind: request.kind,
      keyword: chat.keyword,
      name: chat.name,
      nameEn: chat.nameEn,
      description: chat.description,
    },
    scope: all ? 'all' : 'own',
    range: { days: request.days, from: range.days[0] ?? '', to: range.days.at(-1) ?? '' },
    activity: activityRows,
    tokensByDay,
    tokensByUser: userRows,
    totals: {
      threads: sum(activityRows.map((row) => row.threads)),
      questions: sum(activityRows.map((row) => row.questions)),
      inputTokens: sumOf('inputTokens'),
      outputTokens: sumOf('outputTokens'),
      tokens: sumOf('tokens'),
      charged: sumOf('charged'),
      turns: sumOf('turns'),
    },
    topQuestions: questions,
    unansweredQuestions: unanswered,
    feedback,
  }
}
