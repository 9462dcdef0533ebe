import { sql } from 'drizzle-orm'
import { bigint, check, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, updatedAt } from './columns'
import { applications } from './tenancy'

/**
 * What a model costs in credits, the ledger's unit (issue 18, ADR 028): credits per 1,000 input
 * and per 1,000 output tokens. A row belongs to one application, or with `application_key` null
 * to the system default; `model` `*` prices every model of its scope that has no row of its own.
 */
export const modelPrices = pgTable(
  'model_prices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    applicationKey: text('application_key').references(() => applications.key, { onDelete: 'cascade' }),
    model: text('model').notNull(),
    inputCreditsPer1k: numeric('input_credits_per_1k', { precision: 14, scale: 4 }).notNull(),
    outputCreditsPer1k: numeric('output_credits_per_1k', { precision: 14, scale: 4 }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('model_prices_scope_model_idx').on(sql`coalesce(${table.applicationKey}, '')`, table.model),
    check(
      'model_prices_weights_non_negative',
      sql`${table.inputCreditsPer1k} >= 0 and ${table.outputCreditsPer1k} >= 0`,
    ),
  ],
)
