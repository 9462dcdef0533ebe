/**
 * What a chat turn does to its thread (issue 6): append a new question, regenerate the last
 * reply, or edit the last question and ask again. Regenerating and editing replace the tail of
 * the thread; the replaced messages are removed in the same transaction that stores their
 * replacement (chat-turn.server.ts), so a thread never shows neither. A reply still being
 * written is never replaced: the request is refused (409) until it ends, so nothing vanishes
 * half-written. A reply stuck in `streaming` longer than a reservation lives (its server went
 * away mid-turn) counts as ended.
 */
import { ConflictError, InvalidInputError } from '../errors.server'
import { DEFAULT_RESERVATION_TTL_MS } from '../ledger/reservations.server'
import type { MessageRow } from './threads.server'

export const TURN_ACTIONS = ['regenerate', 'edit'] as const
export type TurnAction = (typeof TURN_ACTIONS)[number]

export interface TurnPlan {
  /** The question the model answers. */
  content: string
  /** The messages before it, sent as context. */
  earlier: MessageRow[]
  /** Regenerate: the question kept as it is (no new user message is stored). */
  keptUserMessage?: MessageRow
  /** Messages the turn replaces, removed when its new messages are stored. */
  replacedIds: string[]
}

function stillStreaming(message: MessageRow, now: Date) {
  return (
    message.status === 'streaming' && now.getTime() - message.createdAt.getTime() < DEFAULT_RESERVATION_TTL_MS
  )
}

function refuseWhileStreaming(messages: MessageRow[], now: Date) {
  if (messages.some((message) => stillStreaming(message, now))) {
    throw new ConflictError('errors.chat.stillStreaming')
  }
}

const nothingToReplace = () => new InvalidInputError('errors.chat.nothingToReplace')

/**
 * The plan for one turn. `history` is the thread's messages, oldest first (empty for a new
 * thread); `content` is the validated body content (absent only for `regenerate`).
 */
export function planTurn(
  action: TurnAction | undefined,
  content: string | undefined,
  history: MessageRow[],
  now: Date,
): TurnPlan {
  if (!action) return { content: content ?? '', earlier: history, replacedIds: [] }
  const lastUserIndex = history.findLastIndex((message) => message.role === 'user')
  const lastUser = history[lastUserIndex]
  if (!lastUser) throw nothingToReplace()
  const after = history.slice(lastUserIndex + 1)
  refuseWhileStreaming(after, now)
  const earlier = history.slice(0, lastUserIndex)
  if (action === 'regenerate') {
    return {
      content: lastUser.content,
      earlier,
      keptUserMessage: lastUser,
      replacedIds: after.map((message) => message.id),
    }
  }
  return {
    content: content ?? '',
    earlier,
    replacedIds: [lastUser.id, ...after.map((message) => message.id)],
  }
}
