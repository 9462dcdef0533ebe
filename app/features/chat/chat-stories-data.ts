/** Sample threads and messages for the chat components' Storybook stories. */
import type { BalanceView, ThreadSummary } from './chat-types.shared'
import type { DisplayMessage } from './live-turns'
import { sampleConversation } from './sample-conversation'

export function sampleMessage(overrides: Partial<DisplayMessage>): DisplayMessage {
  return {
    id: 'm1',
    role: 'assistant',
    content: '',
    status: 'complete',
    errorMessage: null,
    inputTokens: 0,
    outputTokens: 0,
    totalTokens: 0,
    credits: 0,
    model: 'gpt-4o-mini',
    sources: null,
    maskedSpans: [],
    createdAt: '2025-04-01T09:00:00.000Z',
    feedback: null,
    live: false,
    liveError: null,
    ...overrides,
  }
}

export const SAMPLE_REPLY = [
  sampleConversation('ja')[1]?.content ?? '',
  '',
  '```ts',
  "const deliveredOn = '2025-04-08'",
  '```',
].join('\n')

export const SAMPLE_THREADS: ThreadSummary[] = [
  ['t1', '取引先への納期遅延のお詫び'],
  ['t2', '新任担当者の挨拶メール'],
  ['t3', '見積もり依頼への返信（とても長いタイトルは一覧で省略されます）'],
].map(([id = '', title = '']) => ({
  id,
  chatKind: 'customchat' as const,
  keyword: 'business-mail',
  title,
  userId: 'u1',
  createdAt: '2025-04-01T09:00:00.000Z',
  updatedAt: '2025-04-01T09:00:00.000Z',
}))

/** A paying tenant's balance with room to send and no cap: stories and tests start from it. */
export const SAMPLE_BALANCE: BalanceView = {
  balance: 48_000,
  reserved: 0,
  available: 48_000,
  minimumToSend: 2048,
  free: false,
  allowance: null,
  canSend: true,
}
