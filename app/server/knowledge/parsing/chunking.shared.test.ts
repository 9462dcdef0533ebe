import { describe, expect, it } from 'vitest'
import { chunkSections, normaliseWhitespace, splitSentences } from './chunking.shared'
import type { ParsedSection } from './parsed-document.shared'

const section = (text: string, page: number | null = null, location: ParsedSection['location'] = {}) => ({
  page,
  location,
  text,
})

describe('splitSentences', () => {
  it('cuts Japanese after 。！？ and closing brackets, never between words', () => {
    expect(splitSentences('返品できます。「本当？」はい！送料は無料です')).toEqual([
      '返品できます。',
      '「本当？」',
      'はい！',
      '送料は無料です',
    ])
  })

  it('cuts English after . ! ? followed by a space, not inside numbers or URLs', () => {
    expect(splitSentences('Pi is 3.14. See https://x.example/?q=1 now! Done?')).toEqual([
      'Pi is 3.14. ',
      'See https://x.example/?q=1 now! ',
      'Done?',
    ])
  })

  it('cuts at line breaks and ASCII !? before Japanese, keeping every character', () => {
    const text = '第1条\n本当!?すごい。\n\n次の段落'
    const pieces = splitSentences(text)
    expect(pieces).toEqual(['第1条\n', '本当!?', 'すごい。\n\n', '次の段落'])
    expect(pieces.join('')).toBe(text)
  })
})

describe('normaliseWhitespace', () => {
  it('collapses spaces, trims lines and keeps at most one blank line', () => {
    expect(normaliseWhitespace('  a\t\u3000 b \r\n\r\n\r\n\n  c  ')).toBe('a b\n\nc')
  })
})

describe('chunkSections', () => {
  const sentence = (n: number) => `これは${n}番目の文で、返品と交換の条件を説明しています。`

  it('packs sentences up to the target, numbers chunks from 0 and never crosses a page', () => {
    const page1 = Array.from({ length: 40 }, (_, n) => sentence(n)).join('')
    const chunks = chunkSections([section(page1, 1), section('二ページ目の短い文。', 2)], {
      targetChars: 200,
      maxChars: 400,
      overlapChars: 0,
    })
    expect(chunks.map((chunk) => chunk.position)).toEqual(chunks.map((_, index) => index))
    const first = chunks.filter((chunk) => chunk.page === 1)
    expect(first.length).toBeGreaterThan(3)
    for (const chunk of first) {
      expect(chunk.text.length).toBeLessThanOrEqual(200)
      expect(chunk.text.endsWith('。')).toBe(true)
    }
    expect(first.map((chunk) => chunk.text).join('')).toBe(page1)
    expect(chunks.at(-1)).toEqual({
      position: chunks.length - 1,
      page: 2,
      location: {},
      text: '二ページ目の短い文。',
    })
  })

  it('repeats the last sentence of the previous chunk when it is short', () => {
    const text = Array.from({ length: 12 }, (_, n) => sentence(n)).join('')
    const chunks = chunkSections([section(text)], { targetChars: 120, maxChars: 240, overlapChars: 60 })
    expect(chunks.length).toBeGreaterThan(2)
    for (const [index, chunk] of chunks.entries()) {
      if (index === 0) continue
      const previous = chunks[index - 1]?.text ?? ''
      const lastSentence = splitSentences(previous).at(-1) ?? ''
      expect(chunk.text.startsWith(lastSentence)).toBe(true)
    }
  })

  it('cuts a sentence longer than maxChars, at a space when there is one near the end', () => {
    const japanese = 'あ'.repeat(2500)
    const chunks = chunkSections([section(japanese)], { targetChars: 600, maxChars: 1000 })
    expect(chunks.map((chunk) => chunk.text.length)).toEqual([1000, 1000, 500])
    const english = Array.from({ length: 400 }, () => 'word').join(' ')
    const parts = chunkSections([section(english)], { targetChars: 300, maxChars: 500 })
    for (const part of parts) {
      expect(part.text.length).toBeLessThanOrEqual(500)
      expect(part.text.split(' ').every((word) => word === 'word')).toBe(true)
    }
  })

  it('keeps provenance and drops sections that are only whitespace', () => {
    const chunks = chunkSections([
      section(' \n\t ', 1),
      section('見出しの下の本文。', null, { headings: ['規程', '返品'] }),
      section('スライドの文。', 3, { slide: 3 }),
    ])
    expect(chunks).toEqual([
      { position: 0, page: null, location: { headings: ['規程', '返品'] }, text: '見出しの下の本文。' },
      { position: 1, page: 3, location: { slide: 3 }, text: 'スライドの文。' },
    ])
  })

  it('gathers rows of one sheet with their row range, and starts again on a new sheet', () => {
    const row = (sheet: string, page: number, number: number) =>
      section(`商品: 品目${number} / 価格: ${number * 10}`, page, { sheet, rows: [number, number] })
    const sections = [
      ...Array.from({ length: 30 }, (_, n) => row('価格表', 1, n + 2)),
      row('在庫', 2, 2),
      row('在庫', 2, 3),
    ]
    const chunks = chunkSections(sections, { targetChars: 200 })
    const priceChunks = chunks.filter((chunk) => chunk.location.sheet === '価格表')
    expect(priceChunks.length).toBeGreaterThan(1)
    expect(priceChunks[0]?.location.rows?.[0]).toBe(2)
    expect(priceChunks.at(-1)?.location.rows?.[1]).toBe(31)
    for (const [index, chunk] of priceChunks.entries()) {
      expect(chunk.text.length).toBeLessThanOrEqual(200)
      const [from, to] = chunk.location.rows ?? [0, 0]
      expect(chunk.text.split('\n')).toHaveLength(to - from + 1)
      expect(chunk.text.split('\n').every((line) => line.startsWith('商品: '))).toBe(true)
      const next = priceChunks[index + 1]
      if (next) expect(next.location.rows?.[0]).toBe(to + 1)
    }
    expect(chunks.at(-1)).toMatchObject({
      page: 2,
      location: { sheet: '在庫', rows: [2, 3] },
      text: '商品: 品目2 / 価格: 20\n商品: 品目3 / 価格: 30',
    })
  })
})
