/**
 * Replies being streamed, kept outside React so a turn survives the page change from `/chat` to
 * `/chat/thread/{id}` after the first message of a new thread: the thread page picks up the
 * stream the chat page started. Keyed by thread id (or `new:{kind}/{keyword}` until the server
 * names the thread). `mergeLiveTurn` lays a live turn over the stored messages.
 */
import { useSyncExternalStore } from 'react'
import type { BilingualText } from '../../i18n/bilingual-text.shared'
import type { MaskedSpan } from '../pii-masking/masking.shared'
import {
  type AttachmentView,
  type MessageStatus,
  OFFLINE_MODEL_ID,
  type SourceView,
  type ThreadMessage,
} from './chat-types.shared'

export interface LiveTurn {
  key: string
  threadId: string | null
  userMessageId: string | null
  assistantMessageId: string | null
  /** The question as sent, then as stored (masked when the tenant asks); null when the turn regenerates a stored one. */
  userContent: string | null
  /** What the server masked in `userContent` before the model (ADR 034). */
  userMaskedSpans: MaskedSpan[]
  /** The files sent with the question, shown on it until the stored copy arrives. */
  userAttachments: AttachmentView[]
  replacedMessageIds: string[]
  text: string
  sources: SourceView[] | null
  /** `sending` until the server accepts the turn. */
  status: MessageStatus | 'sending'
  error: BilingualText | null
  totalTokens: number
  /** Credits the reply cost, once the usage arrives. */
  credits: number
  /** The model costs nothing (the offline provider): the reply says so. */
  free: boolean
  abort: () => void
}

type Listener = () => void

class LiveTurnStore {
  private turns = new Map<string, LiveTurn>()
  private listeners = new Set<Listener>()

  get(key: string) {
    return this.turns.get(key)
  }
  set(turn: LiveTurn) {
    this.turns.set(turn.key, turn)
    this.emit()
  }
  delete(key: string) {
    if (this.turns.delete(key)) this.emit()
  }
  subscribe = (listener: Listener) => {
    this.listeners.add(listener)
    return () => {
      this.listeners.delete(listener)
    }
  }
  private emit() {
    for (const listener of this.listeners) listener()
  }
}

export const liveTurns = new LiveTurnStore()

export function newThreadKey(kind: string, keyword: string) {
  return `new:${kind}/${keyword}`
}

export function useLiveTurn(key: string): LiveTurn | undefined {
  return useSyncExternalStore(
    liveTurns.subscribe,
    () => liveTurns.get(key),
    () => undefined,
  )
}

export interface DisplayMessage extends ThreadMessage {
  /** Being written right now (or just finished, until the stored copy arrives). */
  live: boolean
  /** The failure of a live turn, in both languages. */
  liveError: BilingualText | null
}

const asDisplay = (message: ThreadMessage): DisplayMessage => ({ ...message, live: false, liveError: null })

/** The stored messages with a live turn laid over them (replaced ones hidden, the reply growing). */
export function mergeLiveTurn(stored: ThreadMessage[], live: LiveTurn | undefined): DisplayMessage[] {
  if (!live) return stored.map(asDisplay)
  const replaced = new Set(live.replacedMessageIds)
  const messages = stored.filter((message) => !replaced.has(message.id)).map(asDisplay)
  const now = new Date().toISOString()
  if (live.userContent !== null && !messages.some((message) => message.id === live.userMessageId)) {
    messages.push({
      ...asDisplay({
        id: live.userMessageId ?? `${live.key}:question`,
        role: 'user',
        content: live.userContent,
        status: 'complete',
        errorMessage: null,
        inputTokens: 0,
        outputTokens: 0,
        totalTokens: 0,
        credits: 0,
        model: null,
        sources: null,
        maskedSpans: live.userMaskedSpans,
        createdAt: now,
        feedback: null,
        attachments: live.userAttachments,
      }),
    })
  }
  const replyId = live.assistantMessageId ?? `${live.key}:reply`
  const reply: DisplayMessage = {
    id: replyId,
    role: 'assistant',
    content: live.text,
    status: live.status === 'sending' ? 'streaming' : live.status,
    errorMessage: null,
    inputTokens: 0,
    outputTokens: 0,
    totalTokens: live.totalTokens,
    credits: live.credits,
    // A live reply has no stored model yet: the usage event said whether it was free.
    model: live.free ? OFFLINE_MODEL_ID : null,
    sources: live.sources,
    maskedSpans: [],
    createdAt: now,
    feedback: null,
    live: true,
    liveError: live.error,
  }
  const at = messages.findIndex((message) => message.id === replyId)
  if (at >= 0) messages[at] = reply
  else messages.push(reply)
  return messages
}
