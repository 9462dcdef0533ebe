/**
 * The widget visitor's conversation (ADR 040): an anonymous visitor id kept in the frame's own
 * storage (partitioned under the host site by the browser), and each question sent to
 * `/api/widgets/{id}/messages`, its reply read from the event stream as it arrives.
 */
import { useCallback, useRef, useState } from 'react'
import type { BilingualText } from '../../i18n/bilingual-text.shared'
import { parseSse } from '../../lib/sse.shared'

export interface WidgetMessage {
  id: string
  role: 'user' | 'assistant'
  text: string
  streaming?: boolean
  /** The server's refusal or the model's failure, in both languages. */
  error?: BilingualText | 'failed'
}

const VISITOR_KEY = 'opsai-widget-visitor'

/** The visitor's id: remembered when the browser lets the frame store it, else for this page only. */
function visitorId(widgetId: string): string {
  const key = `${VISITOR_KEY}:${widgetId}`
  try {
    const known = window.localStorage.getItem(key)
    if (known && /^[A-Za-z0-9_-]{16,64}$/.test(known)) return known
    const fresh = crypto.randomUUID()
    window.localStorage.setItem(key, fresh)
    return fresh
  } catch {
    return crypto.randomUUID()
  }
}

/** The `messages` of the API's error shape, when the answer has them. */
function refusalOf(data: unknown): BilingualText | 'failed' {
  if (typeof data !== 'object' || data === null || !('messages' in data)) return 'failed'
  const { messages } = data
  if (typeof messages !== 'object' || messages === null) return 'failed'
  const { ja, en } = messages as Record<string, unknown>
  return typeof ja === 'string' && typeof en === 'string' ? { ja, en } : 'failed'
}

export function useWidgetChat(widgetId: string) {
  const [messages, setMessages] = useState<WidgetMessage[]>([])
  const [sending, setSending] = useState(false)
  const threadId = useRef<string | undefined>(undefined)
  const visitor = useRef<string | undefined>(undefined)

  const update = useCallback((id: string, change: (message: WidgetMessage) => WidgetMessage) => {
    setMessages((all) => all.map((message) => (message.id === id ? change(message) : message)))
  }, [])

  const send = useCallback(
    async (content: string) => {
      visitor.current ??= visitorId(widgetId)
      const replyId = crypto.randomUUID()
      setSending(true)
      setMessages((all) => [
        ...all,
        { id: crypto.randomUUID(), role: 'user', text: content },
        { id: replyId, role: 'assistant', text: '', streaming: true },
      ])
      try {
        const response = await fetch(`/api/widgets/${encodeURIComponent(widgetId)}/messages`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ visitorId: visitor.current, threadId: threadId.current, content }),
        })
        if (!response.ok || !response.body) {
          const error = refusalOf(await response.json().catch(() => null))
          update(replyId, (message) => ({ ...message, streaming: false, error }))
          return
        }
        for await (const event of parseSse(response.body)) {
          if (event.event === 'thread') threadId.current = (event.data as { threadId: string }).threadId
          else if (event.event === 'delta') {
            const text = (event.data as { text: string }).text
            update(replyId, (message) => ({ ...message, text: message.text + text }))
          } else if (event.event === 'error') {
            update(replyId, (message) => ({ ...message, error: refusalOf(event.data) }))
          }
        }
        update(replyId, (message) => ({ ...message, streaming: false }))
      } catch {
        update(replyId, (message) => ({ ...message, streaming: false, error: 'failed' }))
      } finally {
        setSending(false)
      }
    },
    [widgetId, update],
  )

  return { messages, sending, send }
}
