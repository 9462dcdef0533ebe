/**
 * A sample conversation and threads in the reader's language: what the console's preview shows
 * where a real tenant has nothing to show or would expose a member's own data, and what the chat
 * components' stories start from.
 */
import type { Locale } from '../../i18n/locale'
import type { ThreadSummary } from './chat-types.shared'
import type { DisplayMessage } from './live-turns'

const SAMPLE_TEXT = {
  ja: {
    question: '取引先に納期が1週間遅れることをお詫びするメールを書いてください。',
    reply: [
      '承知しました。納期遅延のお詫びメールの例です。',
      '',
      '**件名:** 納品日変更のお詫び',
      '',
      '1. 遅延の事実と理由',
      '2. 新しい納品日',
      '3. 今後の対策',
    ].join('\n'),
    threads: ['取引先への納期遅延のお詫び', '新任担当者の挨拶メール', '見積もり依頼への返信'],
  },
  en: {
    question: 'Write an email apologising to a client that delivery will be a week late.',
    reply: [
      'Certainly. Here is an apology for the late delivery.',
      '',
      '**Subject:** Change of delivery date',
      '',
      '1. The delay and its reason',
      '2. The new delivery date',
      '3. What we will do to prevent it',
    ].join('\n'),
    threads: [
      'Apology for a late delivery',
      'Greeting from a new account manager',
      'Reply to a quote request',
    ],
  },
} as const

const AT = '2025-04-01T09:00:00.000Z'

function message(id: string, role: 'user' | 'assistant', content: string, tokens: number): DisplayMessage {
  return {
    id,
    role,
    content,
    status: 'complete',
    errorMessage: null,
    inputTokens: 0,
    outputTokens: tokens,
    totalTokens: tokens,
    credits: tokens,
    model: 'gpt-4o-mini',
    sources: null,
    maskedSpans: [],
    createdAt: AT,
    feedback: null,
    live: false,
    liveError: null,
  }
}

export function sampleConversation(locale: Locale): DisplayMessage[] {
  const text = SAMPLE_TEXT[locale]
  return [message('preview-q', 'user', text.question, 0), message('preview-a', 'assistant', text.reply, 182)]
}

export function sampleThreads(locale: Locale): ThreadSummary[] {
  return SAMPLE_TEXT[locale].threads.map((title, index) => ({
    id: `preview-${index}`,
    chatKind: 'customchat' as const,
    keyword: 'business-mail',
    title,
    userId: 'preview',
    createdAt: AT,
    updatedAt: AT,
  }))
}
