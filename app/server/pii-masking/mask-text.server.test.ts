import { describe, expect, it } from 'vitest'
import { PII_KINDS } from '#app/features/pii-masking/masking.shared'
import { compileMasker } from './mask-text.server'
import { originalRange, toMatchingText } from './matching-text.server'
import { isMyNumber, myNumberCheckDigit } from './my-number.server'

const everything = compileMasker({ kinds: PII_KINDS, ngWords: ['Project Falcon', '極秘', 'ガンマ'] })

describe('compileMasker', () => {
  it('replaces each kind by its placeholder and gives the spans in the original and the masked text', () => {
    const text =
      'mail taro@example.jp, tel 090-1234-5678, 個人番号 123456789018, card 4111 1111 1111 1111, 極秘'
    const result = everything.mask(text)
    expect(result.text).toBe('mail [EMAIL], tel [PHONE], 個人番号 [MY_NUMBER], card [CARD], [NG]')
    expect(result.spans.map((span) => [span.kind, text.slice(span.start, span.end)])).toEqual([
      ['email', 'taro@example.jp'],
      ['phone', '090-1234-5678'],
      ['myNumber', '123456789018'],
      ['card', '4111 1111 1111 1111'],
      ['ngWord', '極秘'],
    ])
    expect(result.placeholderSpans.map((span) => result.text.slice(span.start, span.end))).toEqual([
      '[EMAIL]',
      '[PHONE]',
      '[MY_NUMBER]',
      '[CARD]',
      '[NG]',
    ])
  })

  it('reads full-width characters and dashes, and maps the span back to the original characters', () => {
    const text = '連絡は ｔａｒｏ＠ｅｘａｍｐｌｅ．ｊｐ か ０９０ー１２３４ー５６７８ へ'
    const result = everything.mask(text)
    expect(result.text).toBe('連絡は [EMAIL] か [PHONE] へ')
    expect(result.spans.map((span) => text.slice(span.start, span.end))).toEqual([
      'ｔａｒｏ＠ｅｘａｍｐｌｅ．ｊｐ',
      '０９０ー１２３４ー５６７８',
    ])
  })

  it('counts offsets in UTF-16 code units, past characters outside the BMP', () => {
    const text = '😀𠮷 a@example.com'
    const [span] = everything.mask(text).spans
    expect(span).toEqual({ kind: 'email', start: 5, end: 18 })
    expect(text.slice(span?.start, span?.end)).toBe('a@example.com')
  })

  it('masks only the kinds that are on', () => {
    const emailOnly = compileMasker({ kinds: ['email'], ngWords: [] })
    expect(emailOnly.mask('a@example.com 090-1234-5678 極秘').text).toBe('[EMAIL] 090-1234-5678 極秘')
    const phoneOnly = compileMasker({ kinds: ['phone'], ngWords: [] })
    expect(phoneOnly.mask('a@example.com 090-1234-5678 4111111111111111').text).toBe(
      'a@example.com [PHONE] 4111111111111111',
    )
  })

  it('changes nothing when no kind is on and no NG word is set', () => {
    const off = compileMasker({ kinds: [], ngWords: ['  ', ''] })
    expect(off.active).toBe(false)
    expect(off.mask('a@example.com')).toEqual({ text: 'a@example.com', spans: [], placeholderSpans: [] })
    expect(everything.active).toBe(true)
  })

  it('matches NG words whatever their case and width, half-width kana with voicing marks too', () => {
    expect(everything.mask('PROJECT FALCON と ｐｒｏｊｅｃｔ　ｆａｌｃｏｎ').text).toBe('[NG] と [NG]')
    const text = 'ｶﾞﾝﾏの件'
    const result = everything.mask(text)
    expect(result.text).toBe('[NG]の件')
    expect(text.slice(result.spans[0]?.start, result.spans[0]?.end)).toBe('ｶﾞﾝﾏ')
  })

  it('matches an NG word of letters only as a whole word, and a Japanese one anywhere', () => {
    const masker = compileMasker({ kinds: [], ngWords: ['secret', '機密'] })
    expect(masker.mask('secretary keeps a secret').text).toBe('secretary keeps a [NG]')
    expect(masker.mask('社外秘と機密情報').text).toBe('社外秘と[NG]情報')
  })

  it('masks the longer of two overlapping spans once', () => {
    const masker = compileMasker({ kinds: ['email'], ngWords: ['falcon', 'falcon team'] })
    expect(masker.mask('falcon@example.com').text).toBe('[EMAIL]')
    expect(masker.mask('the falcon team').text).toBe('the [NG]')
  })

  it('leaves numbers that are not a person’s alone', () => {
    const numbers = [
      '〒123-4567',
      '2024-01-15',
      '10:30',
      'v1.2.3',
      '¥1,234,567',
      '注文番号 123456789012',
      '4111 1111 1111 1112',
      'ORD-2024-000123',
      '1234567812345670',
    ]
    for (const text of numbers) expect(everything.mask(text).spans, text).toEqual([])
  })
})

describe('My Number check digit', () => {
  it('computes the ordinance’s check digit', () => {
    expect(myNumberCheckDigit('12345678901')).toBe(8)
    expect(myNumberCheckDigit('11111111111')).toBe(8)
    expect(myNumberCheckDigit('27182818284')).toBe(0)
    expect(isMyNumber('123456789018')).toBe(true)
    expect(isMyNumber('123456789012')).toBe(false)
    expect(isMyNumber('12345678901')).toBe(false)
  })
})

describe('matching text', () => {
  it('maps every normalised unit back to its original character', () => {
    const matching = toMatchingText('Ａ①ｶﾞ－')
    expect(matching.text).toBe('a1ガ-')
    expect(originalRange(matching, 2, 3)).toEqual([2, 4])
    expect(originalRange(matching, 0, 4)).toEqual([0, 5])
  })
})
