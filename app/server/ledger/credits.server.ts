/**
 * What a model call costs in credits, the ledger's unit (issue 18, ADR 028). A model's price is
 * a weight in credits per 1,000 input and per 1,000 output tokens, looked up from the most
 * specific `model_prices` row: the application's row for the model, the application's `*` row,
 * the system default's row for the model, the system default's `*` row; with none, 1 credit a
 * token (what the ledger charged before prices existed). The offline provider is free.
 */
import { eq, isNull, or } from 'drizzle-orm'
import type { Db } from '#db/client'
import { modelPrices } from '#db/schema'

export type PriceSource = 'application' | 'default' | 'built-in' | 'offline'

export interface ModelPrice {
  /** Credits per 1,000 input tokens, as the database's decimal text (`"1.2500"`). */
  inputPer1k: string
  outputPer1k: string
  source: PriceSource
  /** The row that priced it: the model itself or `*`; absent for the built-in and offline prices. */
  matchedModel?: string
}

export const BUILTIN_PRICE: ModelPrice = { inputPer1k: '1000', outputPer1k: '1000', source: 'built-in' }
export const OFFLINE_PRICE: ModelPrice = { inputPer1k: '0', outputPer1k: '0', source: 'offline' }

export interface PriceRow {
  applicationKey: string | null
  model: string
  inputCreditsPer1k: string
  outputCreditsPer1k: string
}

/** The rows that can price an application's models: its own and the system default's. */
export function loadPriceRows(db: Db, applicationKey: string): Promise<PriceRow[]> {
  return db
    .select({
      applicationKey: modelPrices.applicationKey,
      model: modelPrices.model,
      inputCreditsPer1k: modelPrices.inputCreditsPer1k,
      outputCreditsPer1k: modelPrices.outputCreditsPer1k,
    })
    .from(modelPrices)
    .where(or(eq(modelPrices.applicationKey, applicationKey), isNull(modelPrices.applicationKey)))
}

/** The most specific of `rows` for `model` (see the file's comment). */
export function pickPrice(rows: readonly PriceRow[], applicationKey: string, model: string): ModelPrice {
  const find = (scope: string | null, id: string) =>
    rows.find((row) => row.applicationKey === scope && row.model === id)
  const candidates: [PriceRow | undefined, PriceSource][] = [
    [find(applicationKey, model), 'application'],
    [find(applicationKey, '*'), 'application'],
    [find(null, model), 'default'],
    [find(null, '*'), 'default'],
  ]
  for (const [row, source] of candidates) {
    if (row) {
      return {
        inputPer1k: row.inputCreditsPer1k,
        outputPer1k: row.outputCreditsPer1k,
        source,
        matchedModel: row.model,
      }
    }
  }
  return BUILTIN_PRICE
}

export async function modelPriceFor(db: Db, applicationKey: string, model: string): Promise<ModelPrice> {
  return pickPrice(await loadPriceRows(db, applicationKey), applicationKey, model)
}

/** Weights have at most 4 decimals (numeric(14,4)): in ten-thousandths they are whole. */
const SCALE = 10_000n

function scaled(weight: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,4})\d*)?$/.exec(weight.trim())
  if (!match) throw new Error(`not a price weight: ${weight}`)
  return BigInt(match[1] ?? '0') * SCALE + BigInt((match[2] ?? '').padEnd(4, '0'))
}

/**
 * Credits for a call, rounded up to a whole credit (a call that cost anything costs at least 1):
 * `ceil((input × inputPer1k + output × outputPer1k) / 1000)`, in integers so no rounding of
 * binary fractions can charge a credit more or less.
 */
export function creditsFor(usage: { inputTokens: number; outputTokens: number }, price: ModelPrice): number {
  const total =
    BigInt(Math.max(0, Math.trunc(usage.inputTokens))) * scaled(price.inputPer1k) +
    BigInt(Math.max(0, Math.trunc(usage.outputTokens))) * scaled(price.outputPer1k)
  const divisor = 1000n * SCALE
  return Number((total + divisor - 1n) / divisor)
}
