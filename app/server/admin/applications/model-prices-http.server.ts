/**
 * Model prices on /admin/applications (ADR 028), by scope: an application's key or `default`
 * for the system default. `GET /api/admin/model-prices/{scope}` → the scope's sheet (its prices
 * and, for an application, each model it runs on with the price charged and where it comes
 * from); `PUT` `{model, inputCreditsPer1k, outputCreditsPer1k}` creates or replaces one price;
 * `DELETE …?model=<id>` removes one. Each change answers the sheet as it now is. System
 * administrators only (401/403); bad input 400 with `fieldErrors`; an unknown application or
 * price 404, in Japanese and English.
 */
import { modelPriceSheet } from '../../ledger/model-price-sheet.server'
import { modelPriceInputSchema, removeModelPrice, setModelPrice } from '../../ledger/model-prices.server'
import { adminHandlers } from '../users/admin-api.server'

type Params = { scope: string }

export const handleGetModelPrices = adminHandlers.rowAction(
  (db, { scope }: Params) => modelPriceSheet(db, scope),
  { mutating: false },
)

export const handleSetModelPrice = adminHandlers.rowChange(
  modelPriceInputSchema,
  async (db, { scope }: Params, fields, caller) => {
    await setModelPrice(db, scope, fields, caller.actor)
    return modelPriceSheet(db, scope)
  },
)

export const handleRemoveModelPrice = adminHandlers.rowAction(
  async (db, { scope }: Params, caller, request) => {
    const model = new URL(request.url).searchParams.get('model') ?? ''
    await removeModelPrice(db, scope, model, caller.actor)
    return modelPriceSheet(db, scope)
  },
)
