import { describe, expect, it } from 'vitest'
import { bilingual, inLanguage } from './bilingual'

describe('bilingual', () => {
  it('splits Japanese / English in either order, line by line', () => {
    expect(bilingual('見つかりません / Not found')).toEqual({ ja: '見つかりません', en: 'Not found' })
    expect(bilingual('Unknown reservation "x" / 予約 "x" はありません')).toEqual({
      ja: '予約 "x" はありません',
      en: 'Unknown reservation "x"',
    })
    expect(bilingual('空です / empty\n長すぎます / too long')).toEqual({
      ja: '空です\n長すぎます',
      en: 'empty\ntoo long',
    })
    expect(bilingual('Already on plan "スタンダード" / すでに「スタンダード」プランです')).toEqual({
      ja: 'すでに「スタンダード」プランです',
      en: 'Already on plan "スタンダード"',
    })
    expect(bilingual('no split')).toEqual({ ja: 'no split', en: 'no split' })
    expect(inLanguage({ ja: 'は', en: 'yes' }, 'en-US')).toBe('yes')
    expect(inLanguage({ ja: 'は', en: 'yes' }, 'ja')).toBe('は')
  })
})
