/** Threads and messages as the chat API sends them (the shapes of app/features/chat/chat-types.ts). */
import { joinedText } from '#app/i18n/bilingual-text.shared'
import {
  type AttachmentView,
  sourceViews,
  type ThreadDetail,
  type ThreadMessage,
  type ThreadSummary,
} from '../../features/chat/chat-types.shared'
import type { MessageFeedbackView } from '../../features/chat/feedback.shared'
import { readReplyError } from '../../features/chat/reply-error.shared'
import { maskedSpansOf } from '../../features/pii-masking/masking.shared'
import { bothLanguages } from '../../i18n/texts.server'
import type { MessageRow, ThreadRow } from './threads.server'

export function threadJson(thread: ThreadRow): ThreadSummary {
  return {
    id: thread.id,
    chatKind: thread.chatKind,
    keyword: thread.keyword,
    title: thread.title,
    userId: thread.userId,
    createdAt: thread.createdAt.toISOString(),
    updatedAt: thread.updatedAt.toISOString(),
  }
}

/**
 * A failed reply's reason: its key for the screens and its text in both languages for scripts.
 * A value stored before reasons were keys is passed on as it is.
 */
function replyErrorJson(stored: string | null): Pick<ThreadMessage, 'errorMessage' | 'replyError'> {
  const replyError = readReplyError(stored)
  if (!replyError) return { errorMessage: stored, replyError: null }
  const messages = bothLanguages(replyError.key, replyError.params)
  return { errorMessage: joinedText(messages), replyError }
}

/**
 * `feedback`: the reader's own rating of the message (null when none, or not looked up);
 * `attachments`: the files sent with a user's message.
 */
export function messageJson(
  message: MessageRow,
  feedback: MessageFeedbackView | null = null,
  attachments: AttachmentView[] = [],
): ThreadMessage {
  return {
    id: message.id,
    role: message.role,
    content: message.content,
    status: message.status,
    ...replyErrorJson(message.errorMessage),
    inputTokens: message.inputTokens,
    outputTokens: message.outputTokens,
    totalTokens: message.totalTokens,
    credits: message.credits,
    model: message.model,
    sources: sourceViews(message.sources),
    maskedSpans: maskedSpansOf(message.maskedSpans, message.content.length),
    createdAt: message.createdAt.toISOString(),
    feedback,
    attachments,
  }
}

export function threadDetailJson(
  thread: ThreadRow,
  messages: MessageRow[],
  feedback: ReadonlyMap<string, MessageFeedbackView> = new Map(),
  attachments: ReadonlyMap<string, AttachmentView[]> = new Map(),
): ThreadDetail {
  return {
    thread: threadJson(thread),
    messages: messages.map((message) =>
      messageJson(message, feedback.get(message.id) ?? null, attachments.get(message.id) ?? []),
    ),
  }
}
