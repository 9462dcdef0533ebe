import { generateText } from 'ai'
import { describe, expect, it } from 'vitest'
import { JAPANESE_FAQ } from '../faq/testing/faq-fixtures'
import { offlineFaqReply, quotableRanking } from './offline-reply.server'
import { resolveModel } from './registry.server'
import { streamChatReply } from './stream-chat-reply.server'
import { collectReply } from './testing/collect-reply'
import { estimatePromptTokens, estimateTokens } from './tokens.server'

// The texts a person reads, stated literally.
const OFFLINE_JA = '【オフライン応答】'
const OFFLINE_EN = '[Offline reply]'
const NO_MATCH_JA =
  'FAQ には、このご質問に当てはまる回答が見つかりませんでした。言い換えてもう一度お試しいただくか、サポートへお問い合わせください。'
const NO_MATCH_EN = 'The FAQ has no answer that matches this question. Try rephrasing it, or contact support.'

const system = 'あなたは社内ヘルプデスクです。'

function offline(faqEntries?: typeof JAPANESE_FAQ, offlineChunkDelayMs = 0, locale?: 'ja' | 'en') {
  return resolveModel({ provider: 'offline' }, { faqEntries, offlineChunkDelayMs, locale }).model
}

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/
const occurrences = (text: string, part: string) => text.split(part).length - 1

describe('the offline provider', () => {
  it('streams a labelled local reply piece by piece, quoting the message', async () => {
    const messages = [{ role: 'user' as const, content: '週報のテンプレートを作って' }]
    const reply = await collectReply(streamChatReply({ model: offline(), system, messages }))
    expect(reply.finish.reason).toBe('stop')
    expect(reply.finish.text.startsWith(OFFLINE_JA)).toBe(true)
    // The reader's language only, and nothing an end user cannot act on.
    expect(reply.finish.text).not.toContain(OFFLINE_EN)
    expect(reply.finish.text).not.toMatch(/[A-Za-z]{3}/)
    expect(reply.finish.text).not.toMatch(/OPSAI_|環境変数/)
    expect(reply.finish.text).toContain('> 週報のテンプレートを作って')
    expect(reply.deltas.length).toBeGreaterThan(50)
    expect(reply.deltas.join('')).toBe(reply.finish.text)
  })

  it('reports usage from the token estimator, not as an estimate of a cut stream', async () => {
    const messages = [
      { role: 'user' as const, content: 'こんにちは' },
      { role: 'assistant' as const, content: 'こんにちは!' },
      { role: 'user' as const, content: 'Tell me about plans' },
    ]
    const reply = await collectReply(streamChatReply({ model: offline(), system, messages }))
    const inputTokens = estimatePromptTokens({ system, messages })
    const outputTokens = estimateTokens(reply.finish.text)
    expect(reply.usage).toEqual({
      type: 'usage',
      inputTokens,
      outputTokens,
      totalTokens: inputTokens + outputTokens,
      estimated: false,
    })
  })

  it('replies in English alone to a reader who chose English', async () => {
    const messages = [{ role: 'user' as const, content: 'Draft a weekly report' }]
    const reply = await collectReply(streamChatReply({ model: offline(undefined, 0, 'en'), messages }))
    expect(reply.finish.text.startsWith(OFFLINE_EN)).toBe(true)
    expect(reply.finish.text).not.toMatch(JAPANESE)
    expect(reply.finish.text).not.toMatch(/OPSAI_|environment variable/i)
    expect(reply.finish.text).toContain('> Draft a weekly report')
  })

  it('answers a FAQ chat from retrieval: the best answer, without a source list or score', async () => {
    const messages = [{ role: 'user' as const, content: 'パスワードを忘れました' }]
    const reply = await collectReply(streamChatReply({ model: offline(JAPANESE_FAQ), messages }))
    const text = reply.finish.text
    expect(text).toContain(OFFLINE_JA)
    expect(text).toContain('**Q. パスワードの再設定方法**')
    expect(text).toContain('再設定用のリンクを記載したメールが届きます')
    // The screen lists the sources under the reply (the message's `sources`): not again here.
    expect(text).not.toMatch(/出典|Sources|一致度|match \d|0\.\d\d/)
    expect(text).not.toContain(OFFLINE_EN)
  })

  it('does not give a weak match to another question as the answer', async () => {
    // 0.20: "change my password" against "my account is locked" shares only 「パスワード」-ish
    // n-grams of the answer; it must not be quoted as the answer.
    const entries = [
      {
        id: 'locked',
        question: 'アカウントがロックされました。',
        answer: 'パスワードを5回続けて間違えるとロックされます。30分待つと自動で解除されます。',
      },
    ]
    const messages = [{ role: 'user' as const, content: 'パスワードを変えたい' }]
    const reply = await collectReply(streamChatReply({ model: offline(entries), messages }))
    expect(reply.finish.text).toBe(`${OFFLINE_JA} ${NO_MATCH_JA}`)
    const weak = offlineFaqReply({
      matches: [{ entry: entries[0] as (typeof entries)[number], score: 0.24 }],
      topScore: 0.24,
      answered: true,
    })
    expect(weak).toBe(`${OFFLINE_JA} ${NO_MATCH_JA}`)
    expect(quotableRanking({ matches: [], topScore: 0.24, answered: true }).answered).toBe(false)
  })

  it('answers from the latest question, not an earlier one', async () => {
    const messages = [
      { role: 'user' as const, content: 'パスワードを忘れました' },
      { role: 'assistant' as const, content: '...' },
      { role: 'user' as const, content: 'メールアドレスを変えたいです' },
    ]
    const reply = await collectReply(streamChatReply({ model: offline(JAPANESE_FAQ), messages }))
    expect(reply.finish.text).toContain('**Q. 登録メールアドレスを変更したい**')
    expect(reply.finish.text).not.toContain('パスワードの再設定方法')
  })

  it("says plainly, once and in the reader's language, that nothing matched", async () => {
    for (const faq of [JAPANESE_FAQ, []]) {
      const messages = [{ role: 'user' as const, content: '今日の天気は？' }]
      const japanese = await collectReply(streamChatReply({ model: offline(faq), messages }))
      expect(japanese.finish.text).toBe(`${OFFLINE_JA} ${NO_MATCH_JA}`)
      expect(occurrences(japanese.finish.text, '見つかりません')).toBe(1)
      const english = await collectReply(streamChatReply({ model: offline(faq, 0, 'en'), messages }))
      expect(english.finish.text).toBe(`${OFFLINE_EN} ${NO_MATCH_EN}`)
    }
  })

  it('stops at once on abort and keeps what it streamed', async () => {
    const controller = new AbortController()
    const messages = [{ role: 'user' as const, content: 'hello' }]
    const started = performance.now()
    const reply = await collectReply(
      streamChatReply({ model: offline(undefined, 20), messages, signal: controller.signal }),
      (_text, index) => {
        if (index === 3) controller.abort()
      },
    )
    // The whole reply would take seconds more; a busy machine must not make this fail.
    expect(performance.now() - started).toBeLessThan(10_000)
    expect(reply.finish.reason).toBe('aborted')
    expect(reply.deltas.length).toBe(4)
    expect(reply.finish.text).toBe(reply.deltas.join(''))
    expect(reply.usage).toMatchObject({ outputTokens: estimateTokens(reply.finish.text), estimated: true })
  })

  it('paces the stream so it reads like a model', async () => {
    const messages = [{ role: 'user' as const, content: 'hello' }]
    const reply = await collectReply(streamChatReply({ model: offline(undefined, 5), messages }))
    const spread = (reply.deltaTimes.at(-1) ?? 0) - (reply.deltaTimes[0] ?? 0)
    expect(spread).toBeGreaterThanOrEqual((reply.deltas.length - 1) * 4)
  })

  it('also answers without streaming (generateText)', async () => {
    const result = await generateText({
      model: offline(JAPANESE_FAQ),
      prompt: 'メールアドレスを変えたいです',
    })
    expect(result.text).toContain('**Q. 登録メールアドレスを変更したい**')
    expect(result.usage.outputTokens).toBe(estimateTokens(result.text))
  })
})
