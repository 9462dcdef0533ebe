import { generateText } from 'ai'
import { describe, expect, it } from 'vitest'
import { NO_FAQ_MATCH } from '../faq/grounding'
import { JAPANESE_FAQ } from '../faq/testing/faq-fixtures'
import { OFFLINE_LABEL } from './offline-reply'
import { resolveModel } from './registry.server'
import { streamChatReply } from './stream-chat-reply.server'
import { collectReply } from './testing/collect-reply'
import { estimatePromptTokens, estimateTokens } from './tokens'

const system = 'あなたは社内ヘルプデスクです。'

function offline(faqEntries?: typeof JAPANESE_FAQ, offlineChunkDelayMs = 0) {
  return resolveModel({ provider: 'offline' }, { faqEntries, offlineChunkDelayMs }).model
}

describe('the offline provider', () => {
  it('streams a labelled local reply piece by piece, quoting the message', async () => {
    const messages = [{ role: 'user' as const, content: '週報のテンプレートを作って' }]
    const reply = await collectReply(streamChatReply({ model: offline(), system, messages }))
    expect(reply.finish.reason).toBe('stop')
    expect(reply.finish.text.startsWith(OFFLINE_LABEL.ja)).toBe(true)
    expect(reply.finish.text).toContain(OFFLINE_LABEL.en)
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

  it('answers a FAQ chat from retrieval: the best answer, then the sources', async () => {
    const messages = [{ role: 'user' as const, content: 'パスワードを忘れました' }]
    const reply = await collectReply(streamChatReply({ model: offline(JAPANESE_FAQ), messages }))
    const text = reply.finish.text
    expect(text).toContain(OFFLINE_LABEL.ja)
    expect(text).toContain('**Q. パスワードの再設定方法**')
    expect(text).toContain('再設定用のリンクを記載したメールが届きます')
    expect(text).toMatch(/出典 \/ Sources:\n\n1\. パスワードの再設定方法 \(一致度 \/ match 0\.\d\d\)/)
    // The answer comes before the sources.
    expect(text.indexOf('再設定用のリンク')).toBeLessThan(text.indexOf('出典'))
  })

  it('answers from the latest question, not an earlier one', async () => {
    const messages = [
      { role: 'user' as const, content: 'パスワードを忘れました' },
      { role: 'assistant' as const, content: '...' },
      { role: 'user' as const, content: '解約したい' },
    ]
    const reply = await collectReply(streamChatReply({ model: offline(JAPANESE_FAQ), messages }))
    expect(reply.finish.text).toContain('**Q. 解約の手続き**')
    expect(reply.finish.text).not.toContain('パスワードの再設定方法')
  })

  it('says plainly that nothing matched, in both languages', async () => {
    for (const faq of [JAPANESE_FAQ, []]) {
      const messages = [{ role: 'user' as const, content: '今日の天気は？' }]
      const reply = await collectReply(streamChatReply({ model: offline(faq), messages }))
      expect(reply.finish.text).toContain(NO_FAQ_MATCH.ja)
      expect(reply.finish.text).toContain(NO_FAQ_MATCH.en)
      expect(reply.finish.text).not.toContain('出典')
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
    expect(performance.now() - started).toBeLessThan(1000)
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
    const result = await generateText({ model: offline(JAPANESE_FAQ), prompt: '領収書がほしい' })
    expect(result.text).toContain('**Q. 請求書・領収書の発行について**')
    expect(result.usage.outputTokens).toBe(estimateTokens(result.text))
  })
})
