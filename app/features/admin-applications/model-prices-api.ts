/** The calls of /admin/applications' model prices (ADR 028); stories and tests pass their own. */
import type { ModelPriceSheet } from '../../server/ledger/model-price-sheet.server'
import { type ApiResult, callApi } from '../admin-users/admin-form'

export type { ConfiguredModel, ModelPriceSheet } from '../../server/ledger/model-price-sheet.server'
export type { EffectivePrice, ModelPrice, PriceSource } from '../../server/ledger/model-prices.server'

/** The scope of the system default prices, as the API's path names it. */
export const DEFAULT_SCOPE = 'default'

export interface ModelPriceApi {
  load(scope: string): Promise<ApiResult<ModelPriceSheet>>
  set(scope: string, body: Record<string, unknown>): Promise<ApiResult<ModelPriceSheet>>
  remove(scope: string, model: string): Promise<ApiResult<ModelPriceSheet>>
}

const scopePath = (scope: string) => `/api/admin/model-prices/${encodeURIComponent(scope)}`

export const modelPriceApi: ModelPriceApi = {
  load: (scope) => callApi('GET', scopePath(scope)),
  set: (scope, body) => callApi('PUT', scopePath(scope), body),
  remove: (scope, model) => callApi('DELETE', `${scopePath(scope)}?model=${encodeURIComponent(model)}`),
}

/** The query key of a scope's sheet: the dialog and the page's section share what they load. */
export const modelPricesQueryKey = (scope: string) => ['admin-model-prices', scope] as const
