/**
 * The chat API's JSON as the screens read it (app/server/chat/chat-api.server.ts,
 * thread-api.server.ts). Shared with the server serialisers so both sides agree on one shape.
 */
import type { MaskedSpan } from '../pii-masking/masking.shared'
import type { MessageFeedbackView } from './feedback.shared'
import type { ReplyError } from './reply-error.shared'

export const CHAT_ROUTE_KINDS = ['chat', 'customchat', 'faqchat', 'opschat'] as const
export type ChatRouteKind = (typeof CHAT_ROUTE_KINDS)[number]

/** The model id of the built-in offline provider (ADR 009): its replies cost nothing (issue 18). */
export const OFFLINE_MODEL_ID = 'offline'

/** `/chat` is the general assistant; its keyword in the API is `default`. */
export const GENERAL_CHAT_KEYWORD = 'default'

export type MessageStatus = 'complete' | 'streaming' | 'aborted' | 'failed'

/**
 * What a reply was grounded in (issue 17): a FAQ entry or a passage of a document, with the
 * document and page a citation opens. Replies stored before documents existed hold
 * `{ id, question, score }`: `sourceViews` reads both.
 */
export interface SourceView {
  type: 'faq' | 'document'
  id: string
  title: string
  documentId?: string
  page?: number
  snippet: string
  score: number
}

/** A stored `sources` value as the screens read it (older FAQ-only rows included). */
export function sourceViews(stored: unknown): SourceView[] | null {
  if (!Array.isArray(stored)) return null
  return stored.flatMap((item): SourceView[] => {
    if (typeof item !== 'object' || item === null) return []
    const source = item as Record<string, unknown>
    const id = String(source.id ?? '')
    const score = typeof source.score === 'number' ? source.score : 0
    if (source.type === 'document') {
      return [
        {
          type: 'document',
          id,
          title: String(source.title ?? ''),
          ...(typeof source.documentId === 'string' ? { documentId: source.documentId } : {}),
          ...(typeof source.page === 'number' ? { page: source.page } : {}),
          snippet: String(source.snippet ?? ''),
          score,
        },
      ]
    }
    return [
      {
        type: 'faq',
        id,
        title: String(source.title ?? source.question ?? ''),
        snippet: String(source.snippet ?? ''),
        score,
      },
    ]
  })
}

export const ATTACHMENT_STATUSES = ['queued', 'processing', 'ready', 'failed'] as const
export type AttachmentStatus = (typeof ATTACHMENT_STATUSES)[number]

/** A file attached to a user's message (issue 17), as its chip names it. */
export interface AttachmentView {
  id: string
  name: string
  status: AttachmentStatus
}

/** An attachment's progress (`GET /api/attachments/{id}`): pages and chunks read, or why it failed. */
export interface AttachmentProgress extends AttachmentView {
  pages: number | null
  chunks: number
  error?: { code: string; message: string; messages: { ja: string; en: string } }
}

export interface ThreadSummary {
  id: string
  chatKind: ChatRouteKind
  keyword: string
  title: string
  userId: string
  createdAt: string
  updatedAt: string
}

export interface ThreadMessage {
  id: string
  role: 'user' | 'assistant'
  content: string
  status: MessageStatus
  /**
   * Why a reply failed, as one text in both languages ("ja / en") for scripts; a row
   * stored before reasons were keys gives its stored text as it is.
   */
  errorMessage: string | null
  /** The same reason as a chat catalogue key with its values, for a screen to word (null: none). */
  replyError?: ReplyError | null
  inputTokens: number
  outputTokens: number
  totalTokens: number
  /** What the reply cost in credits (0 for the offline provider and free models). */
  credits: number
  model: string | null
  sources: SourceView[] | null
  /**
   * A user's message: what was masked before the model (ADR 034), as `[start, end)` in UTF-16
   * code units of `content` (the original, or its placeholders when stored masked). Empty: none.
   */
  maskedSpans: MaskedSpan[]
  createdAt: string
  /** The reader's own rating of a reply (ADR 019); null when they gave none. */
  feedback: MessageFeedbackView | null
  /** The files sent with a user's message (empty for replies; absent in older callers' shapes). */
  attachments?: AttachmentView[]
}

export interface ThreadDetail {
  thread: ThreadSummary
  messages: ThreadMessage[]
}

/** The tightest monthly credit cap on a member (issue 18): theirs, or one of their teams'. */
export interface CreditAllowance {
  scope: 'member' | 'team'
  /** The team's name when a team's cap is the tightest. */
  teamName: string | null
  cap: number
  /** Credits spent this month plus what open replies hold. */
  committed: number
  remaining: number
  /** `YYYY-MM-DD`: the Japan day the caps start again. */
  resetsOn: string
}

/** The tenant's credits as the composer shows them (`GET /api/balance?kind=&keyword=`). */
export interface BalanceView {
  balance: number
  reserved: number
  available: number
  /** What any message of the chat reserves at least, in credits (0: the model is free). */
  minimumToSend: number
  /** The chat's model costs nothing (the offline provider). */
  free: boolean
  /** The member's tightest monthly cap; null: none applies. */
  allowance: CreditAllowance | null
  canSend: boolean
}

/** What a chat page shows about its chat (the catalogue's name, description and starters). */
export interface ChatInfo {
  kind: ChatRouteKind
  keyword: string
  /** Empty for `/chat`: the screen names the general assistant in the reader's language. */
  name: string
  /** The English name (ADR 020); null: `name` in English too. */
  nameEn?: string | null
  description: string
  /**
   * What an empty thread offers to ask: the catalogue's input hints, else (FAQ chats) the first
   * FAQ questions. Empty for `/chat` and ops chats without hints: the screen offers its own.
   */
  starters: string[]
}

/** Another chat of the tenant, to name the threads an all-chats search finds. */
export interface ChatLink {
  kind: ChatRouteKind
  keyword: string
  name: string
  nameEn?: string | null
}

export interface ChatPageData {
  chat: ChatInfo
  /** Every chat the tenant has enabled (the general chat excepted). */
  chats: ChatLink[]
  viewerId: string
  /** Set on a thread page. */
  thread: ThreadDetail | null
}

/** Where a chat and its threads live: `/chat`, `/customchat/{keyword}`… */
export function chatBasePath(kind: ChatRouteKind, keyword: string) {
  return kind === 'chat' ? '/chat' : `/${kind}/${encodeURIComponent(keyword)}`
}

export function threadPath(kind: ChatRouteKind, keyword: string, threadId: string) {
  return `${chatBasePath(kind, keyword)}/thread/${encodeURIComponent(threadId)}`
}
