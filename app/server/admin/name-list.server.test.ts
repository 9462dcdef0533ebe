import { describe, expect, it } from 'vitest'
import { plainNames, quotedNames } from './name-list.server'

describe('names in a refusal', () => {
  it('quotes each name as its language does, and says how many more there are', () => {
    expect(quotedNames('ja', ['A', 'B'], 5)).toBe('「A」「B」 ほか 3 件')
    expect(quotedNames('en', ['A', 'B'], 5)).toBe('“A”, “B” and 3 more')
    expect(quotedNames('en', ['A', 'B', 'C'])).toBe('“A”, “B”, “C”')
    expect(quotedNames('ja', ['A'])).toBe('「A」')
  })

  it('lists plain names with each language’s separator', () => {
    expect(plainNames('ja', ['A', 'B', 'C'], 4)).toBe('A、B、C ほか 1 件')
    expect(plainNames('en', ['A', 'B'])).toBe('A, B')
  })
})
