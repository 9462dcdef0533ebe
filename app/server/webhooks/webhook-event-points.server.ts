/**
 * The platform's events as webhooks deliver them (ADR 041): one function per event point, each
 * building its payload's `data` from ids the tenant can use (never secrets, never another tenant's
 * data) and emitting without ever failing the caller. Chat turns and feedback emit in the
 * background, after their own commit, so the request never waits; the other points write inside
 * the caller's transaction (or the alert job's).
 */
import type { Db } from '#db/client'
import type { ThreadSource } from '#db/schema'
import { emitWebhookEvent, emitWebhookEventInBackground } from './webhook-events.server'

interface ChatRef {
  tenantId: string
  threadId: string
  chatKind: string
  keyword: string
}

/** A chat turn started a thread (the screens, the `/v1` API or a widget). */
export function webhookThreadCreated(
  db: Db,
  thread: ChatRef & { userId: string; source?: ThreadSource; createdAt: Date },
): void {
  emitWebhookEventInBackground(db, {
    tenantId: thread.tenantId,
    type: 'thread.created',
    key: `thread.created:${thread.threadId}`,
    occurredAt: thread.createdAt,
    data: {
      threadId: thread.threadId,
      chat: { kind: thread.chatKind, keyword: thread.keyword },
      source: thread.source ?? 'app',
      userId: thread.userId,
    },
  })
}

/** A reply was stored with its outcome (complete, aborted or failed) and its usage charged. */
export function webhookMessageCompleted(
  db: Db,
  reply: ChatRef & {
    messageId: string
    status: string
    model: string
    usage: { inputTokens: number; outputTokens: number; totalTokens: number }
    credits: number
  },
): void {
  emitWebhookEventInBackground(db, {
    tenantId: reply.tenantId,
    type: 'message.completed',
    key: `message.completed:${reply.messageId}`,
    data: {
      threadId: reply.threadId,
      messageId: reply.messageId,
      chat: { kind: reply.chatKind, keyword: reply.keyword },
      status: reply.status,
      model: reply.model,
      usage: reply.usage,
      credits: reply.credits,
    },
  })
}

/** Someone rated a reply (first rating, or a changed one: `replaced`). */
export function webhookFeedbackCreated(
  db: Db,
  feedback: {
    tenantId: string
    messageId: string
    threadId: string
    userId: string
    rating: string
    reason: string | null
    comment: string | null
    replaced: boolean
    at: Date
  },
): void {
  emitWebhookEventInBackground(db, {
    tenantId: feedback.tenantId,
    type: 'feedback.created',
    key: `feedback.created:${feedback.messageId}:${feedback.userId}:${feedback.at.getTime()}`,
    occurredAt: feedback.at,
    data: {
      messageId: feedback.messageId,
      threadId: feedback.threadId,
      userId: feedback.userId,
      rating: feedback.rating,
      reason: feedback.reason,
      comment: feedback.comment,
      replaced: feedback.replaced,
    },
  })
}

/** The balance crossed under the owners' threshold (once per crossing: `alertId` is the alert job). */
export function webhookBalanceLow(
  db: Db,
  alert: { tenantId: string; alertId: number; balance: number; threshold: number },
): Promise<void> {
  return emitWebhookEvent(db, {
    tenantId: alert.tenantId,
    type: 'balance.low',
    key: `balance.low:${alert.alertId}`,
    data: { balance: alert.balance, threshold: alert.threshold },
  })
}

/** Someone became a member: an accepted invitation, a SAML just-in-time account, the console. */
export function webhookMemberJoined(
  db: Db,
  member: {
    tenantId: string
    userId: string
    email: string
    role: string
    via: 'invitation' | 'saml' | 'console'
    /** What made this membership (the invitation's id, the user's): a return later is a new event. */
    reference: string
  },
): Promise<void> {
  return emitWebhookEvent(db, {
    tenantId: member.tenantId,
    type: 'member.joined',
    key: `member.joined:${member.via}:${member.reference}`,
    data: { userId: member.userId, email: member.email, role: member.role, via: member.via },
  })
}
