import { describe, expect, it } from 'vitest'
import { chunkText, estimatePromptTokens, estimateTokens } from './tokens.server'

describe('estimateTokens', () => {
  it('counts nothing for nothing', () => {
    expect(estimateTokens('')).toBe(0)
  })

  it('counts a CJK character as about one token', () => {
    expect(estimateTokens('パスワードを忘れました')).toBe(11)
    expect(estimateTokens('再設定')).toBe(3)
    expect(estimateTokens('。、「」')).toBe(4)
    expect(estimateTokens('ＡＢＣ')).toBe(3)
  })

  it('counts other text at about four characters a token, rounding up', () => {
    expect(estimateTokens('a')).toBe(1)
    expect(estimateTokens('abcd')).toBe(1)
    expect(estimateTokens('abcde')).toBe(2)
    expect(estimateTokens('How do I reset my password?')).toBe(7)
  })

  it('adds the two for mixed text', () => {
    // 8 CJK characters + "CSV" and "JSON" (7 characters → 2 tokens)
    expect(estimateTokens('CSVまたはJSON形式で出力')).toBe(8 + 2)
  })

  it('counts an emoji as one character, not two UTF-16 units', () => {
    expect(estimateTokens('👍👍👍👍')).toBe(1)
  })

  it('is deterministic and grows with the text', () => {
    const text = 'ログイン画面から再設定できます。'
    expect(estimateTokens(text)).toBe(estimateTokens(text))
    expect(estimateTokens(text + text)).toBe(2 * estimateTokens(text))
  })
})

describe('estimatePromptTokens', () => {
  it('adds four tokens of framing per message and for the system prompt', () => {
    expect(estimatePromptTokens({ messages: [] })).toBe(0)
    expect(estimatePromptTokens({ messages: [{ content: '質問' }] })).toBe(2 + 4)
    expect(
      estimatePromptTokens({ system: 'abcd', messages: [{ content: '質問' }, { content: 'abcdefgh' }] }),
    ).toBe(1 + 4 + (2 + 4) + (2 + 4))
  })
})

describe('chunkText', () => {
  it('cuts Japanese per character and other text per word, keeping the spaces', () => {
    expect(chunkText('パスワード')).toEqual(['パ', 'ス', 'ワ', 'ー', 'ド'])
    expect(chunkText('Hello big world')).toEqual(['Hello', ' big', ' world'])
    expect(chunkText('Use CSVで')).toEqual(['Use', ' CSV', 'で'])
  })

  it.each([
    '',
    '  leading and trailing  ',
    '改行\n\nのある\n文章',
    '**Q. パスワード**\n\n- item 1\n- item 2',
    '```ts\nconst a = 1\n```',
    'emoji 👍 and 日本語 mixed',
  ])('gives the text back when joined: %j', (text) => {
    expect(chunkText(text).join('')).toBe(text)
  })
})
