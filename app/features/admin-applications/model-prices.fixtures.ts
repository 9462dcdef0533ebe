/** Model price sheets for stories and component tests, and an API that keeps them in memory. */
import type { ApiResult } from '../admin-users/admin-form'
import {
  DEFAULT_SCOPE,
  type EffectivePrice,
  type ModelPrice,
  type ModelPriceApi,
  type ModelPriceSheet,
} from './model-prices-api'

const at = '2026-10-01T03:00:00.000Z'
const builtIn = { inputCreditsPer1k: 1000, outputCreditsPer1k: 1000 } as const
const price = (model: string, input: number, output: number): ModelPrice => ({
  model,
  inputCreditsPer1k: input,
  outputCreditsPer1k: output,
  updatedAt: at,
})

export const sampleDefaultPrices: ModelPrice[] = [price('*', 800, 2400), price('gpt-4o-mini', 150, 600)]

/** An application on Anthropic, two chats on other models: one priced by the default `*`. */
export const sampleApplicationSheet: ModelPriceSheet = {
  scope: 'hirameki_ai',
  application: { key: 'hirameki_ai', name: 'ヒラメキAI', provider: 'anthropic' },
  prices: [price('claude-sonnet', 3000, 15000)],
  defaults: sampleDefaultPrices,
  models: [
    {
      model: 'claude-sonnet',
      providerModel: true,
      chats: 2,
      price: {
        inputCreditsPer1k: 3000,
        outputCreditsPer1k: 15000,
        source: 'application',
        matchedModel: 'claude-sonnet',
      },
    },
    {
      model: 'gpt-4o-mini',
      providerModel: false,
      chats: 1,
      price: {
        inputCreditsPer1k: 150,
        outputCreditsPer1k: 600,
        source: 'default',
        matchedModel: 'gpt-4o-mini',
      },
    },
    {
      model: 'meta-llama/Llama-3.3-70B-Instruct',
      providerModel: false,
      chats: 1,
      price: { inputCreditsPer1k: 800, outputCreditsPer1k: 2400, source: 'default', matchedModel: '*' },
    },
  ],
  suggestions: ['gpt-4o-mini', 'meta-llama/Llama-3.3-70B-Instruct'],
  builtIn,
}

/** An application on the offline provider: its one model is free. */
export const sampleOfflineSheet: ModelPriceSheet = {
  scope: 'opsai_chat',
  application: { key: 'opsai_chat', name: 'opsai チャット', provider: 'offline' },
  prices: [],
  defaults: [],
  models: [
    {
      model: 'offline',
      providerModel: true,
      chats: 0,
      price: { inputCreditsPer1k: 0, outputCreditsPer1k: 0, source: 'offline', matchedModel: null },
    },
  ],
  suggestions: [],
  builtIn,
}

export const sampleDefaultSheet: ModelPriceSheet = {
  scope: DEFAULT_SCOPE,
  application: null,
  prices: sampleDefaultPrices,
  defaults: sampleDefaultPrices,
  models: [],
  suggestions: ['claude-sonnet', 'meta-llama/Llama-3.3-70B-Instruct'],
  builtIn,
}

const refusal = (field: string, ja: string, en: string): ApiResult<never> => ({
  ok: false,
  status: 400,
  message: { ja: '入力を確認してください', en: 'Check the input' },
  fieldErrors: { [field]: { ja, en } },
})

/**
 * The API over sheets kept in memory, as the server would answer (a negative weight refused
 * with its field error); each call of the factory starts from the samples again.
 */
export function fakeModelPriceApi(
  sheets: ModelPriceSheet[] = [sampleApplicationSheet, sampleOfflineSheet, sampleDefaultSheet],
): ModelPriceApi {
  const stored = new Map(sheets.map((sheet) => [sheet.scope, structuredClone(sheet)]))
  const sheetOf = (scope: string) => stored.get(scope) ?? { ...sampleOfflineSheet, scope }
  // The server's order (ADR 028): the model's row, the scope's `*`, then the default's, else built in.
  const rowOf = (rows: ModelPrice[], model: string) =>
    rows.find((row) => row.model === model) ?? rows.find((row) => row.model === '*')
  const reprice = (sheet: ModelPriceSheet) => {
    for (const model of sheet.models) {
      if (model.price.source === 'offline') continue
      const own = rowOf(sheet.prices, model.model)
      const fallback = rowOf(sheet.defaults, model.model)
      const row = own ?? fallback
      const next: EffectivePrice = row
        ? {
            inputCreditsPer1k: row.inputCreditsPer1k,
            outputCreditsPer1k: row.outputCreditsPer1k,
            source: own ? 'application' : 'default',
            matchedModel: row.model,
          }
        : { ...builtIn, source: 'built-in', matchedModel: null }
      model.price = next
    }
    sheet.suggestions = sheet.suggestions.filter((model) => !sheet.prices.some((row) => row.model === model))
  }
  return {
    load: async (scope) => ({ ok: true, data: structuredClone(sheetOf(scope)) }),
    async set(scope, body) {
      const input = Number(body.inputCreditsPer1k)
      const output = Number(body.outputCreditsPer1k)
      if (!(input >= 0)) return refusal('inputCreditsPer1k', '0 以上にしてください。', 'Must be 0 or more.')
      if (!(output >= 0)) return refusal('outputCreditsPer1k', '0 以上にしてください。', 'Must be 0 or more.')
      const sheet = sheetOf(scope)
      const model = String(body.model)
      sheet.prices = [...sheet.prices.filter((row) => row.model !== model), price(model, input, output)].sort(
        (a, b) => Number(a.model !== '*') - Number(b.model !== '*') || a.model.localeCompare(b.model),
      )
      reprice(sheet)
      stored.set(scope, sheet)
      return { ok: true, data: structuredClone(sheet) }
    },
    async remove(scope, model) {
      const sheet = sheetOf(scope)
      sheet.prices = sheet.prices.filter((row) => row.model !== model)
      reprice(sheet)
      return { ok: true, data: structuredClone(sheet) }
    },
  }
}
