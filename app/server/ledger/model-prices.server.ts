/**
 * Model prices (issue 18, ADR 028): what a model costs in credits, the ledger's unit, per 1,000
 * input and per 1,000 output tokens. A price belongs to one application or, as the scope
 * `default`, to the system; the model `*` prices every model of its scope without a row of its own.
 * Listed, set (created or replaced) and removed here for /admin/applications, its JSON API and
 * `opsai apps price`: input is checked at this boundary, an unknown application writes nothing,
 * and every change is audited in its own transaction.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import { z } from 'zod'
import { textIn } from '#app/i18n/texts.server'
import type { Db } from '#db/client'
import { rowsOf } from '#db/rows'
import { applications, modelPrices } from '#db/schema'
import { recordAudit } from '../audit.server'
import { InvalidInputError, NotFoundError } from '../errors.server'
import { issueList, says } from '../issue-text.server'
import { BUILTIN_PRICE, type PriceSource, pickPrice } from './credits.server'

/** The scope word of the system default prices (`opsai apps price list default`, the API's path). */
export const DEFAULT_PRICE_SCOPE = 'default'
/** The model of a scope's catch-all price. */
export const ANY_MODEL = '*'
/** What a model costs when no row prices it: one credit per token, as before prices existed. */
/** One credit a token, what every model costs without a row (credits.server.ts). */
export const BUILT_IN_PRICE = {
  inputCreditsPer1k: Number(BUILTIN_PRICE.inputPer1k),
  outputCreditsPer1k: Number(BUILTIN_PRICE.outputPer1k),
} as const
export const MAX_CREDITS_PER_1K = 1_000_000

/** A weight: credits per 1,000 tokens, 0 to 1,000,000 with at most 4 decimals (numeric(14,4)). */
export const creditWeightSchema = z
  .number({ error: says('errors.modelPrices.weightNotNumber') })
  .min(0, says('errors.modelPrices.weightNegative'))
  .max(MAX_CREDITS_PER_1K, says('errors.modelPrices.weightTooLarge'))
  .refine((value) => Math.abs(value * 10_000 - Math.round(value * 10_000)) < 1e-6, {
    message: says('errors.modelPrices.weightDecimals'),
  })

// Control characters (line breaks included) could never match a provider's model id.
const CONTROL = /\p{Cc}/u

export const modelIdSchema = z
  .string({ error: says('errors.modelPrices.modelRequired') })
  .trim()
  .min(1, says('errors.modelPrices.modelRequired'))
  .max(200, says('errors.modelPrices.modelTooLong'))
  .refine((value) => !CONTROL.test(value), { message: says('errors.modelPrices.modelOneLine') })
  .refine((value) => value === ANY_MODEL || !value.includes(ANY_MODEL), {
    message: says('errors.modelPrices.modelWildcard'),
  })

export const modelPriceInputSchema = z.strictObject(
  {
    model: modelIdSchema,
    inputCreditsPer1k: creditWeightSchema,
    outputCreditsPer1k: creditWeightSchema,
  },
  // An unknown field (its `keys` fill the text), or a body that is no object at all.
  { error: says('errors.modelPrices.unknownFields') },
)
export type ModelPriceInput = z.input<typeof modelPriceInputSchema>

export interface ModelPrice {
  model: string
  inputCreditsPer1k: number
  outputCreditsPer1k: number
  updatedAt: string
}

/** A scope as the callers name it: an application key, or `default` (null) for the system. */
export type PriceScope = { applicationKey: string | null; name: string | null }

/** `default` → the system; anything else must be an application (404 in both languages if not). */
export async function resolvePriceScope(db: Db, scope: string): Promise<PriceScope> {
  if (scope === DEFAULT_PRICE_SCOPE) return { applicationKey: null, name: null }
  const [row] = await db
    .select({ key: applications.key, name: applications.name })
    .from(applications)
    .where(eq(applications.key, scope))
  if (!row) throw new NotFoundError('errors.modelPrices.unknownApplication', { key: scope })
  return { applicationKey: row.key, name: row.name }
}

const inScope = (applicationKey: string | null) =>
  applicationKey === null
    ? isNull(modelPrices.applicationKey)
    : eq(modelPrices.applicationKey, applicationKey)

const priceColumns = {
  model: modelPrices.model,
  inputCreditsPer1k: modelPrices.inputCreditsPer1k,
  outputCreditsPer1k: modelPrices.outputCreditsPer1k,
  updatedAt: modelPrices.updatedAt,
}

type PriceRow = { model: string; inputCreditsPer1k: string; outputCreditsPer1k: string; updatedAt: Date }

// numeric(14,4) arrives as text: four decimals are exact in a double.
const toPrice = (row: PriceRow): ModelPrice => ({
  model: row.model,
  inputCreditsPer1k: Number(row.inputCreditsPer1k),
  outputCreditsPer1k: Number(row.outputCreditsPer1k),
  updatedAt: row.updatedAt.toISOString(),
})

/** A scope's prices, `*` first, then by model. */
export async function listScopePrices(db: Db, applicationKey: string | null): Promise<ModelPrice[]> {
  const rows = await db
    .select(priceColumns)
    .from(modelPrices)
    .where(inScope(applicationKey))
    .orderBy(sql`${modelPrices.model} <> ${ANY_MODEL}`, asc(modelPrices.model))
  return rows.map(toPrice)
}

/** The prices of `scope` (an application key or `default`). */
export async function listModelPrices(db: Db, scope: string): Promise<ModelPrice[]> {
  const { applicationKey } = await resolvePriceScope(db, scope)
  return listScopePrices(db, applicationKey)
}

/** The input as the schema reads it, or a 400 naming each problem in both languages. */
export function parseModelPriceInput(input: unknown): z.output<typeof modelPriceInputSchema> {
  const parsed = modelPriceInputSchema.safeParse(input)
  if (parsed.success) return parsed.data
  throw new InvalidInputError('errors.common.issueList', issueList(parsed.error.issues))
}

const auditTarget = (applicationKey: string | null) => applicationKey ?? DEFAULT_PRICE_SCOPE

/** Creates or replaces the price of `input.model` in `scope`; the audit row says what it was before. */
export async function setModelPrice(
  db: Db,
  scope: string,
  input: unknown,
  actor: string,
): Promise<ModelPrice> {
  const fields = parseModelPriceInput(input)
  return db.transaction(async (tx) => {
    const { applicationKey } = await resolvePriceScope(tx, scope)
    const [before] = await tx
      .select(priceColumns)
      .from(modelPrices)
      .where(and(inScope(applicationKey), eq(modelPrices.model, fields.model)))
      .for('update')
    // On the scope's unique index (an expression, which Drizzle's conflict target cannot name):
    // two administrators pricing the same new model at once both succeed, the last one wins.
    const [row] = rowsOf<{ model: string; input: string; output: string; updated_at: Date | string }>(
      await tx.execute(sql`
        insert into ${modelPrices} (application_key, model, input_credits_per_1k, output_credits_per_1k)
        values (${applicationKey}, ${fields.model}, ${fields.inputCreditsPer1k.toFixed(4)}, ${fields.outputCreditsPer1k.toFixed(4)})
        on conflict (coalesce(application_key, ''), model) do update
          set input_credits_per_1k = excluded.input_credits_per_1k,
              output_credits_per_1k = excluded.output_credits_per_1k,
              updated_at = now()
        returning model, input_credits_per_1k as input, output_credits_per_1k as output, updated_at`),
    )
    if (!row) throw new Error('model_prices: the upsert returned no row')
    const previous = before && toPrice(before)
    await recordAudit(tx, {
      actor,
      action: 'model_price.set',
      target: auditTarget(applicationKey),
      details: {
        model: fields.model,
        inputCreditsPer1k: fields.inputCreditsPer1k,
        outputCreditsPer1k: fields.outputCreditsPer1k,
        ...(previous && {
          from: {
            inputCreditsPer1k: previous.inputCreditsPer1k,
            outputCreditsPer1k: previous.outputCreditsPer1k,
          },
        }),
      },
    })
    return toPrice({
      model: row.model,
      inputCreditsPer1k: row.input,
      outputCreditsPer1k: row.output,
      updatedAt: new Date(row.updated_at),
    })
  })
}

/** Removes the price of `model` in `scope` (404 when there is none); the model then falls back. */
export async function removeModelPrice(
  db: Db,
  scope: string,
  model: unknown,
  actor: string,
): Promise<ModelPrice> {
  const parsed = modelIdSchema.safeParse(model)
  if (!parsed.success) throw new InvalidInputError('errors.common.issueList', issueList(parsed.error.issues))
  return db.transaction(async (tx) => {
    const { applicationKey, name } = await resolvePriceScope(tx, scope)
    const [removed] = await tx
      .delete(modelPrices)
      .where(and(inScope(applicationKey), eq(modelPrices.model, parsed.data)))
      .returning(priceColumns)
    if (!removed) {
      throw new NotFoundError('errors.modelPrices.noSuchPrice', { model: parsed.data, ...scopeNames(name) })
    }
    const price = toPrice(removed)
    await recordAudit(tx, {
      actor,
      action: 'model_price.remove',
      target: auditTarget(applicationKey),
      details: {
        model: price.model,
        inputCreditsPer1k: price.inputCreditsPer1k,
        outputCreditsPer1k: price.outputCreditsPer1k,
      },
    })
    return price
  })
}

/** The scope as the refusal names it: the application by name, or the system default. */
function scopeNames(name: string | null) {
  const words = (locale: 'ja' | 'en') =>
    name === null
      ? textIn(locale, 'errors.modelPrices.systemDefaultScope')
      : textIn(locale, 'errors.modelPrices.applicationScope', { name })
  return { scopeJa: words('ja'), scopeEn: words('en') }
}

export type { PriceSource }

export interface EffectivePrice {
  inputCreditsPer1k: number
  outputCreditsPer1k: number
  source: PriceSource
  /** The row that priced it: the model itself or `*`; null for the built-in and offline prices. */
  matchedModel: string | null
}

/**
 * The price a model is charged at, from its application's rows and the system default's: the
 * application's row for the model, its `*` row, the default row for the model, the default `*`
 * row, else the built-in price (the order of ADR 028).
 */
export function effectivePrice(
  model: string,
  prices: { application: readonly ModelPrice[]; defaults: readonly ModelPrice[] },
): EffectivePrice {
  // The rule a turn is charged by (credits.server.ts), so the screen cannot say otherwise.
  const asRow = (applicationKey: string | null) => (price: ModelPrice) => ({
    applicationKey,
    model: price.model,
    inputCreditsPer1k: String(price.inputCreditsPer1k),
    outputCreditsPer1k: String(price.outputCreditsPer1k),
  })
  const rows = [...prices.application.map(asRow(THIS_APPLICATION)), ...prices.defaults.map(asRow(null))]
  const picked = pickPrice(rows, THIS_APPLICATION, model)
  return {
    inputCreditsPer1k: Number(picked.inputPer1k),
    outputCreditsPer1k: Number(picked.outputPer1k),
    source: picked.source,
    matchedModel: picked.matchedModel ?? null,
  }
}

/** Stands for the application whose rows `effectivePrice` is given (no key is a control character). */
const THIS_APPLICATION = '\u0000'
