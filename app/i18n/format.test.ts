import { describe, expect, it } from 'vitest'
import { formatCredits, formatDate, formatNumber, formatTokens } from './format'

const moment = new Date('2025-03-09T05:07:00Z')

describe('formatDate', () => {
  it('formats per locale', () => {
    expect(formatDate(moment, 'ja', { timeZone: 'Asia/Tokyo' })).toBe('2025/03/09')
    expect(formatDate(moment, 'en', { timeZone: 'Asia/Tokyo' })).toBe('03/09/2025')
    expect(formatDate(moment, 'ja', { style: 'dateTime', timeZone: 'Asia/Tokyo' })).toBe('2025/03/09 14:07')
    expect(formatDate(moment, 'ja', { style: 'long', timeZone: 'UTC' })).toBe('2025年3月9日(日)')
    expect(formatDate(moment, 'en', { style: 'long', timeZone: 'UTC' })).toBe('Sun, March 9, 2025')
  })

  it('accepts ISO strings and timestamps, and gives an empty string for an invalid date', () => {
    expect(formatDate('2025-03-09T05:07:00Z', 'en', { style: 'time', timeZone: 'UTC' })).toBe('05:07 AM')
    expect(formatDate(moment.getTime(), 'ja', { timeZone: 'UTC' })).toBe('2025/03/09')
    expect(formatDate('not a date', 'ja')).toBe('')
  })
})

describe('formatNumber', () => {
  it('groups digits and compacts per locale', () => {
    expect(formatNumber(1234567, 'ja')).toBe('1,234,567')
    expect(formatNumber(1234567, 'en')).toBe('1,234,567')
    expect(formatNumber(1234567, 'ja', { compact: true })).toBe('123.5万')
    expect(formatNumber(1234567, 'en', { compact: true })).toBe('1.2M')
    expect(formatNumber(0.125, 'en', { maximumFractionDigits: 2 })).toBe('0.13')
  })
})

describe('formatTokens', () => {
  it('adds the unit with English plurals', () => {
    expect(formatTokens(1234, 'ja')).toBe('1,234 トークン')
    expect(formatTokens(1, 'en')).toBe('1 token')
    expect(formatTokens(2, 'en')).toBe('2 tokens')
    expect(formatTokens(2_500_000, 'en', { compact: true })).toBe('2.5M tokens')
    expect(formatTokens(2_500_000, 'ja', { compact: true })).toBe('250万 トークン')
  })
})

describe('formatCredits', () => {
  it('names the ledger unit, credits, with English plurals', () => {
    expect(formatCredits(20_000, 'ja')).toBe('20,000 クレジット')
    expect(formatCredits(1, 'en')).toBe('1 credit')
    expect(formatCredits(0, 'en')).toBe('0 credits')
  })
})
