import { describe, expect, it } from 'vitest'
import { modelPrices } from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { ensurePlanAndApplication } from '../tenancy/test-fixtures.server'
import {
  BUILTIN_PRICE,
  creditsFor,
  modelPriceFor,
  OFFLINE_PRICE,
  type PriceRow,
  pickPrice,
} from './credits.server'

const row = (applicationKey: string | null, model: string, input: string, output = input): PriceRow => ({
  applicationKey,
  model,
  inputCreditsPer1k: input,
  outputCreditsPer1k: output,
})

describe('creditsFor', () => {
  it('charges per 1,000 input and output tokens, rounded up to a whole credit', () => {
    expect(creditsFor({ inputTokens: 1000, outputTokens: 1000 }, BUILTIN_PRICE)).toBe(2000)
    const price = { inputPer1k: '0.1500', outputPer1k: '0.6000', source: 'default' as const }
    // 1234 × 0.15 + 567 × 0.6 = 185.1 + 340.2 = 525.3 thousandths → 1 credit.
    expect(creditsFor({ inputTokens: 1234, outputTokens: 567 }, price)).toBe(1)
    expect(creditsFor({ inputTokens: 100_000, outputTokens: 10_000 }, price)).toBe(21)
    // Exactly whole: no credit added by rounding.
    expect(creditsFor({ inputTokens: 2000, outputTokens: 0 }, { ...price, inputPer1k: '2.5' })).toBe(5)
    expect(creditsFor({ inputTokens: 0, outputTokens: 0 }, BUILTIN_PRICE)).toBe(0)
  })

  it('is exact for weights of four decimals where floating point is not', () => {
    // In floating point 100,000 × 1.1 is 110000.00000000001: rounded up, 111 credits, not 110.
    const price = { inputPer1k: '1.1', outputPer1k: '0', source: 'default' as const }
    expect(creditsFor({ inputTokens: 100_000, outputTokens: 0 }, price)).toBe(110)
    // A ten-thousandth over a whole credit is one credit more.
    expect(creditsFor({ inputTokens: 3, outputTokens: 0 }, { ...price, inputPer1k: '333.3333' })).toBe(1)
    expect(creditsFor({ inputTokens: 3, outputTokens: 0 }, { ...price, inputPer1k: '333.3334' })).toBe(2)
  })

  it('costs nothing offline, whatever the usage', () => {
    expect(creditsFor({ inputTokens: 50_000, outputTokens: 9000 }, OFFLINE_PRICE)).toBe(0)
  })
})

describe('pickPrice', () => {
  const rows = [
    row('app-a', 'gpt', '1'),
    row('app-a', '*', '2'),
    row(null, 'gpt', '3'),
    row(null, 'claude', '4'),
    row(null, '*', '5'),
  ]
  it('takes the most specific row: the application’s model, its *, the default’s model, its *', () => {
    expect(pickPrice(rows, 'app-a', 'gpt')).toMatchObject({ inputPer1k: '1', source: 'application' })
    expect(pickPrice(rows, 'app-a', 'claude')).toMatchObject({ inputPer1k: '2', source: 'application' })
    expect(pickPrice(rows, 'app-b', 'gpt')).toMatchObject({ inputPer1k: '3', source: 'default' })
    expect(pickPrice(rows, 'app-b', 'claude')).toMatchObject({ inputPer1k: '4', source: 'default' })
    expect(pickPrice(rows, 'app-b', 'other')).toMatchObject({ inputPer1k: '5', source: 'default' })
  })
  it('falls back to one credit a token with no row at all', () => {
    expect(pickPrice([], 'app-a', 'gpt')).toBe(BUILTIN_PRICE)
  })
})

describeEachDatabase('model prices in the database', (database) => {
  it('reads an application’s rows and the default’s, never another application’s', async () => {
    const db = database.handle().db
    await ensurePlanAndApplication(db)
    await db.insert(modelPrices).values([
      { applicationKey: 'hirameki_ai', model: 'gpt-x', inputCreditsPer1k: '0.5', outputCreditsPer1k: '1.5' },
      { applicationKey: null, model: 'gpt-x', inputCreditsPer1k: '9', outputCreditsPer1k: '9' },
    ])
    expect(await modelPriceFor(db, 'hirameki_ai', 'gpt-x')).toEqual({
      inputPer1k: '0.5000',
      outputPer1k: '1.5000',
      source: 'application',
      matchedModel: 'gpt-x',
    })
    expect(await modelPriceFor(db, 'another_app', 'gpt-x')).toMatchObject({
      inputPer1k: '9.0000',
      source: 'default',
    })
    expect(await modelPriceFor(db, 'another_app', 'unknown')).toBe(BUILTIN_PRICE)
  })
})
