/**
 * Sending, regenerating, editing and stopping a turn from a chat screen. The reply streams into
 * the live-turn store (live-turns.ts); when it ends, the stored thread is fetched until the
 * server has written the reply's final state, and only then does the live copy go away — so the
 * screen never flickers back to a half-written message. A refusal before the stream opens
 * (402 no tokens, 409 still writing, 400…) comes back as `refusal`.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { maskedSpansOf } from '../pii-masking/masking.shared'
import { ChatApiError, fetchThread, streamTurn, type TurnBody } from './chat-api-client'
import { chatQueryKeys } from './chat-queries'
import type { AttachmentView, ChatRouteKind } from './chat-types.shared'
import { type LiveTurn, liveTurns, newThreadKey } from './live-turns'

const RECONCILE_ATTEMPTS = 20
const RECONCILE_DELAY_MS = 250

export interface ChatTurnControls {
  /**
   * False when the server refused the message before streaming (see `refusal`). `attachments`:
   * staged files, read, that go with it.
   */
  send(content: string, attachments?: AttachmentView[]): Promise<boolean>
  /** `replacing`: the messages the new reply replaces, hidden at once. */
  regenerate(replacing: string[]): Promise<void>
  edit(content: string, replacing: string[]): Promise<void>
  refusal: unknown
  clearRefusal(): void
}

export function useChatTurn(options: {
  kind: ChatRouteKind
  keyword: string
  threadId: string | null
  onThreadCreated: (threadId: string) => void
}): ChatTurnControls {
  const queryClient = useQueryClient()
  const [refusal, setRefusal] = useState<unknown>(null)
  const { kind, keyword, threadId, onThreadCreated } = options

  async function reconcile(turn: LiveTurn) {
    const id = turn.threadId
    void queryClient.invalidateQueries({ queryKey: chatQueryKeys.threadLists })
    void queryClient.invalidateQueries({ queryKey: chatQueryKeys.balance })
    if (!id) {
      liveTurns.delete(turn.key)
      return
    }
    for (let attempt = 0; attempt < RECONCILE_ATTEMPTS; attempt += 1) {
      try {
        const detail = await fetchThread(id)
        const reply = detail.messages.find((message) => message.id === turn.assistantMessageId)
        if (reply?.status !== 'streaming') {
          queryClient.setQueryData(chatQueryKeys.thread(id), detail)
          break
        }
      } catch {
        break
      }
      await new Promise((resolve) => setTimeout(resolve, RECONCILE_DELAY_MS))
    }
    void queryClient.invalidateQueries({ queryKey: chatQueryKeys.balance })
    if (liveTurns.get(turn.key) === turn) liveTurns.delete(turn.key)
  }

  async function run(
    body: TurnBody,
    userContent: string | null,
    replacing: string[] = [],
    userAttachments: AttachmentView[] = [],
  ): Promise<boolean> {
    setRefusal(null)
    const controller = new AbortController()
    let turn: LiveTurn = {
      key: threadId ?? newThreadKey(kind, keyword),
      threadId,
      userMessageId: null,
      assistantMessageId: null,
      userContent,
      userMaskedSpans: [],
      userAttachments,
      replacedMessageIds: replacing,
      text: '',
      sources: null,
      status: 'sending',
      error: null,
      totalTokens: 0,
      credits: 0,
      free: false,
      abort: () => controller.abort(),
    }
    const update = (patch: Partial<LiveTurn>) => {
      turn = { ...turn, ...patch }
      liveTurns.set(turn)
    }
    update({})
    try {
      for await (const event of streamTurn(kind, keyword, body, controller.signal)) {
        if (event.type === 'thread') {
          if (turn.key !== event.threadId) liveTurns.delete(turn.key)
          update({
            key: event.threadId,
            threadId: event.threadId,
            userMessageId: event.userMessageId,
            assistantMessageId: event.assistantMessageId,
            replacedMessageIds: event.replacedMessageIds ?? [],
            status: 'streaming',
            // The question as stored, masked when the tenant asks, with what was masked (ADR 034).
            ...(turn.userContent !== null && typeof event.userContent === 'string'
              ? { userContent: event.userContent }
              : {}),
            userMaskedSpans: maskedSpansOf(
              event.maskedSpans,
              (event.userContent ?? turn.userContent ?? '').length,
            ),
          })
          if (event.created) onThreadCreated(event.threadId)
        } else if (event.type === 'sources') update({ sources: event.sources })
        else if (event.type === 'delta') update({ text: turn.text + event.text })
        else if (event.type === 'usage')
          update({ totalTokens: event.totalTokens, credits: event.charged, free: event.free })
        else if (event.type === 'error') update({ error: event.messages })
        else if (event.type === 'done') update({ status: event.status })
      }
      if (turn.status === 'streaming' || turn.status === 'sending') {
        update({ status: controller.signal.aborted ? 'aborted' : 'failed' })
      }
    } catch (error) {
      if (turn.status === 'sending') {
        // Refused before the stream opened: nothing was stored or charged.
        liveTurns.delete(turn.key)
        setRefusal(error)
        return false
      }
      update({
        status: 'failed',
        error: error instanceof ChatApiError && error.messages ? error.messages : null,
      })
    }
    await reconcile(turn)
    return true
  }

  return {
    send: (content, attachments = []) => {
      const ids = attachments.map((attachment) => attachment.id)
      const files = ids.length > 0 ? { attachments: ids } : {}
      return run(threadId ? { threadId, content, ...files } : { content, ...files }, content, [], attachments)
    },
    regenerate: async (replacing) => {
      if (threadId) await run({ threadId, action: 'regenerate' }, null, replacing)
    },
    edit: async (content, replacing) => {
      if (threadId) await run({ threadId, action: 'edit', content }, content, replacing)
    },
    refusal,
    clearRefusal: () => setRefusal(null),
  }
}
