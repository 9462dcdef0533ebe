import { expect, it } from 'vitest'
import { balanceLevel, LOW_BALANCE_TOKENS } from './balance-level.shared'

it('is exhausted below what one reply reserves, low below the warning threshold, else ok', () => {
  const limits = { exhaustedBelow: 2048 }
  expect(balanceLevel(0, limits)).toBe('exhausted')
  expect(balanceLevel(2047, limits)).toBe('exhausted')
  expect(balanceLevel(2048, limits)).toBe('low')
  expect(balanceLevel(LOW_BALANCE_TOKENS - 1, limits)).toBe('low')
  expect(balanceLevel(LOW_BALANCE_TOKENS, limits)).toBe('ok')
  expect(balanceLevel(500, { exhaustedBelow: 100, lowBelow: 1000 })).toBe('low')
})
