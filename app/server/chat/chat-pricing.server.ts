/**
 * Which model a chat's turn calls and what it costs in credits (issue 18): the chat turn reserves
 * and charges by it, and the balance the composer shows says what a message needs by it, so the
 * two cannot disagree.
 */
import type { Db } from '#db/client'
import { loadSystemDefaultProvider } from '../admin/system/system-settings.server'
import { effectiveProviderSettings, type ProviderSettings } from '../ai/provider-settings.server'
import {
  creditsFor,
  loadPriceRows,
  type ModelPrice,
  OFFLINE_PRICE,
  type PriceRow,
  pickPrice,
} from '../ledger/credits.server'
import { getApplicationSecrets } from '../tenancy/applications.server'
import type { ChatDefinition } from './chat-definition.server'

/** The reply's ceiling in tokens; the reservation holds it, so a turn never costs more than it reserved. */
export const MAX_OUTPUT_TOKENS = 2048

export function providerSettingsFor(
  application: ProviderSettings | null,
  chat: Pick<ChatDefinition, 'model'>,
  env: Record<string, string | undefined> | undefined,
  systemDefault: ProviderSettings | null,
): ProviderSettings {
  const settings = effectiveProviderSettings(application, env ?? process.env, systemDefault)
  // A catalogue chat may name its own model; the offline provider has only one.
  if (chat.model && settings.provider !== 'offline') return { ...settings, model: chat.model }
  return settings
}

/** The offline provider's reply is the platform's own: it costs nothing. */
export function priceOfSettings(
  settings: ProviderSettings,
  rows: readonly PriceRow[],
  applicationKey: string,
) {
  if (settings.provider === 'offline') return OFFLINE_PRICE
  return pickPrice(rows, applicationKey, settings.model ?? '')
}

/** The least any message of the chat reserves: the reply's ceiling at the model's output price. */
export function minimumToSend(price: ModelPrice) {
  return creditsFor({ inputTokens: 0, outputTokens: MAX_OUTPUT_TOKENS }, price)
}

/** The model and price of a chat's turns, looked up as a turn does. */
export async function chatModelPrice(
  db: Db,
  chat: Pick<ChatDefinition, 'model' | 'applicationKey'>,
  env?: Record<string, string | undefined>,
): Promise<ModelPrice> {
  const [application, systemDefault, rows] = await Promise.all([
    getApplicationSecrets(db, chat.applicationKey),
    loadSystemDefaultProvider(db),
    loadPriceRows(db, chat.applicationKey),
  ])
  return priceOfSettings(
    providerSettingsFor(application, chat, env, systemDefault),
    rows,
    chat.applicationKey,
  )
}
