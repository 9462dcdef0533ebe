import { describe, expect, it } from 'vitest'
import type { ThreadMessage } from './chat-types.shared'
import { type LiveTurn, mergeLiveTurn } from './live-turns'

const message = (id: string, role: 'user' | 'assistant', content: string): ThreadMessage => ({
  id,
  role,
  content,
  status: 'complete',
  errorMessage: null,
  inputTokens: 0,
  outputTokens: 0,
  totalTokens: 0,
  credits: 0,
  model: null,
  sources: null,
  maskedSpans: [],
  feedback: null,
  createdAt: '2025-01-01T00:00:00.000Z',
})

const live = (overrides: Partial<LiveTurn>): LiveTurn => ({
  key: 't1',
  threadId: 't1',
  userMessageId: null,
  assistantMessageId: null,
  userContent: null,
  userMaskedSpans: [],
  userAttachments: [],
  replacedMessageIds: [],
  text: '',
  sources: null,
  status: 'streaming',
  error: null,
  totalTokens: 0,
  credits: 0,
  free: false,
  abort: () => {},
  ...overrides,
})

describe('mergeLiveTurn', () => {
  const stored = [message('u1', 'user', '質問'), message('a1', 'assistant', '古い答え')]

  it('appends the question and the growing reply of a new turn', () => {
    const merged = mergeLiveTurn(
      stored,
      live({ userContent: '次の質問', text: '書きかけ', userMessageId: 'u2', assistantMessageId: 'a2' }),
    )
    expect(merged.map((entry) => [entry.id, entry.content, entry.live])).toEqual([
      ['u1', '質問', false],
      ['a1', '古い答え', false],
      ['u2', '次の質問', false],
      ['a2', '書きかけ', true],
    ])
  })

  it('shows the files sent with the question on it until the stored copy arrives', () => {
    const attachments = [{ id: 'd1', name: 'manual.pdf', status: 'ready' as const }]
    const merged = mergeLiveTurn(stored, live({ userContent: '添付について', userAttachments: attachments }))
    expect(merged.find((entry) => entry.content === '添付について')?.attachments).toEqual(attachments)
  })

  it('hides replaced messages and lays the live text over the stored placeholder', () => {
    const withPlaceholder = [...stored, { ...message('a2', 'assistant', ''), status: 'streaming' as const }]
    const merged = mergeLiveTurn(
      withPlaceholder,
      live({ assistantMessageId: 'a2', replacedMessageIds: ['a1'], text: '新しい答え', status: 'aborted' }),
    )
    expect(merged.map((entry) => [entry.id, entry.content, entry.status])).toEqual([
      ['u1', '質問', 'complete'],
      ['a2', '新しい答え', 'aborted'],
    ])
  })

  it('shows the stored messages alone when nothing is streaming', () => {
    expect(mergeLiveTurn(stored, undefined).map((entry) => entry.live)).toEqual([false, false])
  })
})
