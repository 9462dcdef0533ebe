/**
 * A widget visitor's turn (issue 20, ADR 040): `POST /api/widgets/{id}/messages` with
 * `{visitorId, content, threadId?}` answers the same event stream as the screens' API
 * (chat-api.server.ts). The visitor is anonymous: the turn is the widget's service user's,
 * charged to the tenant on the same ledger, and the thread is the visitor's among the widget's
 * (`source = widget`, `visitor_id`). Refused before anything is reserved: an unknown, disabled
 * or other tenant's widget, an origin it does not allow, bad input, the rate limits per visitor
 * and per client address, and the widget's daily caps.
 */
import { and, count, eq, gte, sql } from 'drizzle-orm'
import { z } from 'zod'
import { japanDate, japanMidnight } from '#app/lib/japan-day.shared'
import type { Db } from '#db/client'
import { messages, threads } from '#db/schema'
import { localeOfRequest } from '../../i18n/locale.server'
import { serveChatTurn } from '../chat/chat-api.server'
import {
  type ChatApiDependencies,
  crossSiteRefusal,
  defaultDependencies,
  errorResponse,
  readJsonInput,
} from '../chat/chat-http.server'
import { handledLater } from '../chat/started-turn.server'
import { getServerConfig } from '../config.server'
import { ServiceError } from '../errors.server'
import { clientIpOf } from '../http/client-ip.server'
import {
  addressBucket,
  consumeRateLimit,
  type RateLimitRule,
  tooManyRequests,
} from '../http/rate-limit.server'
import { says } from '../issue-text.server'
import { requireAllowedOrigin, requireServableWidget } from './widget-access.server'
import type { WidgetRow } from './widgets.server'

/** The random id the frame keeps for its visitor (widget-frame's `crypto.randomUUID`). */
export const VISITOR_ID = /^[A-Za-z0-9_-]{16,64}$/

const visitorTurnSchema = z.object(
  {
    visitorId: z
      .string({ error: says('errors.widgets.visitorInvalid') })
      .regex(VISITOR_ID, says('errors.widgets.visitorInvalid')),
    threadId: z
      .string({ error: says('errors.http.threadIdNotString') })
      .max(100)
      .optional(),
    content: z.string({ error: says('errors.http.contentNotString') }),
  },
  { error: says('errors.http.sendContent') },
)

/** User messages sent through the widget since 00:00 Japan time, by everyone and by this visitor. */
async function messagesToday(db: Db, widget: WidgetRow, visitorId: string, now: Date) {
  const since = japanMidnight(japanDate(now))
  const [row] = await db
    .select({
      all: count(),
      visitor: sql<number>`count(*) filter (where ${threads.visitorId} = ${visitorId})`.mapWith(Number),
    })
    .from(messages)
    .innerJoin(threads, and(eq(threads.tenantId, messages.tenantId), eq(threads.id, messages.threadId)))
    .where(
      and(
        eq(messages.tenantId, widget.tenantId),
        eq(threads.userId, widget.serviceUserId),
        eq(messages.role, 'user'),
        gte(messages.createdAt, since),
      ),
    )
  return { all: row?.all ?? 0, visitor: row?.visitor ?? 0 }
}

/** Refuses the turn when the widget or this visitor has used today's messages (429, both languages). */
async function requireUnderCaps(db: Db, widget: WidgetRow, visitorId: string, now: Date) {
  const today = await messagesToday(db, widget, visitorId, now)
  if (today.all >= widget.dailyCap)
    throw new ServiceError(429, 'widget_daily_cap', 'errors.widgets.dailyCapReached')
  if (today.visitor >= widget.visitorDailyCap)
    throw new ServiceError(429, 'widget_visitor_cap', 'errors.widgets.visitorCapReached', {
      cap: widget.visitorDailyCap,
    })
}

/**
 * One message per visitor and per client address under the chat rule (OPSAI_CHAT_MAX_REQUESTS):
 * the 429 of the first that is over, else undefined. Both are counted, as the screens count theirs.
 */
async function visitorLimit(
  db: Db,
  request: Request,
  key: { widgetId: string; visitorId: string },
  rule: RateLimitRule = getServerConfig().rateLimits.chat,
) {
  const { widgetId, visitorId } = key
  const address = clientIpOf(request)
  const [byVisitor, byAddress] = await Promise.all([
    consumeRateLimit(db, `widget-visitor:${widgetId}:${visitorId}`, rule),
    consumeRateLimit(db, `widget-ip:${address ? addressBucket(address) : 'unknown'}`, rule),
  ])
  const retryAfter = Math.max(byVisitor ?? 0, byAddress ?? 0)
  return retryAfter > 0 ? tooManyRequests(retryAfter) : undefined
}

export interface WidgetVisitorDependencies extends Pick<ChatApiDependencies, 'getDb' | 'turnOptions'> {
  now?: () => Date
  /** Messages per visitor and per address; the chat rule when not given (tests pass a small one). */
  rateLimit?: RateLimitRule
}

export async function handleWidgetMessage(
  request: Request,
  params: { id: string },
  dependencies: WidgetVisitorDependencies = defaultDependencies,
): Promise<Response> {
  try {
    // Visitors need no cookie: one riding along from another site is refused like anywhere else.
    const crossSite = crossSiteRefusal(request)
    if (crossSite) return crossSite
    const db = await dependencies.getDb()
    const widget = await requireServableWidget(db, request, params.id)
    requireAllowedOrigin(request, widget)
    const body = await readJsonInput(request, visitorTurnSchema)
    if (!body.ok) return body.response
    const { visitorId, threadId, content } = body.value
    await requireUnderCaps(db, widget, visitorId, dependencies.now?.() ?? new Date())
    const limit = handledLater(
      visitorLimit(db, request, { widgetId: widget.id, visitorId }, dependencies.rateLimit),
    )
    return await serveChatTurn(
      db,
      request,
      {
        tenantId: widget.tenantId,
        userId: widget.serviceUserId,
        kind: widget.chatKind,
        keyword: widget.keyword,
        threadId,
        content,
        locale: localeOfRequest(request),
        source: 'widget',
        visitorId,
      },
      { limit, turnOptions: dependencies.turnOptions },
    )
  } catch (error) {
    return errorResponse(error)
  }
}
