/**
 * What /admin/applications and `opsai apps price list` show of a scope's prices: its own rows,
 * and for an application each model its chats can run on (the model of its provider, and the
 * models catalogue chats name) with the price a turn on it is charged at and where that price
 * comes from. Nothing here reads or returns an API key: only the provider's name and model.
 */
import { and, asc, count, eq, isNotNull } from 'drizzle-orm'
import { OFFLINE_MODEL_ID } from '#app/features/chat/chat-types.shared'
import type { Db } from '#db/client'
import { applications, chats } from '#db/schema'
import { loadSystemDefaultProvider } from '../admin/system/system-settings.server'
import {
  effectiveProviderSettings,
  type ProviderName,
  type ProviderSettings,
  ProviderSettingsError,
} from '../ai/provider-settings.server'
import { getApplicationSecrets } from '../tenancy/applications.server'
import {
  BUILT_IN_PRICE,
  DEFAULT_PRICE_SCOPE,
  type EffectivePrice,
  effectivePrice,
  listScopePrices,
  type ModelPrice,
  resolvePriceScope,
} from './model-prices.server'

export interface ConfiguredModel {
  model: string
  /** The model of the application's provider (its own, the system default's or the environment's). */
  providerModel: boolean
  /** Enabled catalogue chats that name this model (they run on it when the provider is not offline). */
  chats: number
  price: EffectivePrice
}

export interface ModelPriceSheet {
  /** `default` or the application's key. */
  scope: string
  application: { key: string; name: string; provider: ProviderName | null } | null
  prices: ModelPrice[]
  /** The system default's rows, which the application's models fall back to. */
  defaults: ModelPrice[]
  /** Applications only: each model a turn may run on, with what it costs. */
  models: ConfiguredModel[]
  /** Models worth pricing that this scope has no row for, the application's own first. */
  suggestions: string[]
  builtIn: typeof BUILT_IN_PRICE
}

type Env = Record<string, string | undefined>

/** The provider a turn of the application uses; null when its settings cannot work. */
async function providerOf(db: Db, key: string, env: Env, systemDefault: ProviderSettings | null) {
  try {
    const settings = effectiveProviderSettings(await getApplicationSecrets(db, key), env, systemDefault)
    return { provider: settings.provider, model: settings.model ?? null }
  } catch (error) {
    if (error instanceof ProviderSettingsError) return null
    throw error
  }
}

/** Models the enabled catalogue chats name, with how many chats name each. */
function chatModels(db: Db) {
  return db
    .select({ model: chats.model, chats: count() })
    .from(chats)
    .where(and(isNotNull(chats.model), eq(chats.enabled, true)))
    .groupBy(chats.model)
    .orderBy(asc(chats.model))
}

const OFFLINE_PRICE: EffectivePrice = {
  inputCreditsPer1k: 0,
  outputCreditsPer1k: 0,
  source: 'offline',
  matchedModel: null,
}

async function configuredModels(
  db: Db,
  key: string,
  prices: { application: ModelPrice[]; defaults: ModelPrice[] },
  env: Env,
) {
  const [provider, named] = await Promise.all([
    providerOf(db, key, env, await loadSystemDefaultProvider(db)),
    chatModels(db),
  ])
  // The offline provider has one model and charges nothing; chats' own models do not apply.
  if (provider?.provider === 'offline') {
    const offline: ConfiguredModel = {
      model: OFFLINE_MODEL_ID,
      providerModel: true,
      chats: 0,
      price: OFFLINE_PRICE,
    }
    return { provider: provider.provider, models: [offline] }
  }
  const models = new Map<string, ConfiguredModel>()
  const add = (model: string, providerModel: boolean, chatCount: number) => {
    const known = models.get(model)
    models.set(model, {
      model,
      providerModel: providerModel || (known?.providerModel ?? false),
      chats: chatCount + (known?.chats ?? 0),
      price: effectivePrice(model, prices),
    })
  }
  if (provider?.model) add(provider.model, true, 0)
  for (const row of named) if (row.model) add(row.model, false, row.chats)
  return { provider: provider?.provider ?? null, models: [...models.values()] }
}

/** Every model some application may run on: the suggestions of the system default's form. */
async function modelsInUse(db: Db, env: Env): Promise<string[]> {
  const [keys, named, systemDefault] = await Promise.all([
    db.select({ key: applications.key }).from(applications).orderBy(asc(applications.key)).limit(500),
    chatModels(db),
    loadSystemDefaultProvider(db),
  ])
  const providers = await Promise.all(keys.map(({ key }) => providerOf(db, key, env, systemDefault)))
  const models = providers.flatMap((provider) =>
    provider && provider.provider !== 'offline' && provider.model ? [provider.model] : [],
  )
  return [...new Set([...models, ...named.flatMap((row) => (row.model ? [row.model] : []))])]
}

const unpriced = (models: string[], prices: ModelPrice[]) =>
  [...new Set(models)].filter((model) => !prices.some((price) => price.model === model))

/** The sheet of `scope` (an application key or `default`); an unknown application is a 404. */
export async function modelPriceSheet(
  db: Db,
  scope: string,
  env: Env = process.env,
): Promise<ModelPriceSheet> {
  const { applicationKey, name } = await resolvePriceScope(db, scope)
  const defaults = await listScopePrices(db, null)
  if (applicationKey === null || name === null) {
    return {
      scope: DEFAULT_PRICE_SCOPE,
      application: null,
      prices: defaults,
      defaults,
      models: [],
      suggestions: unpriced(await modelsInUse(db, env), defaults),
      builtIn: BUILT_IN_PRICE,
    }
  }
  const prices = await listScopePrices(db, applicationKey)
  const { provider, models } = await configuredModels(
    db,
    applicationKey,
    { application: prices, defaults },
    env,
  )
  return {
    scope: applicationKey,
    application: { key: applicationKey, name, provider },
    prices,
    defaults,
    models,
    suggestions: unpriced(
      models.filter((model) => model.price.source !== 'offline').map((model) => model.model),
      prices,
    ),
    builtIn: BUILT_IN_PRICE,
  }
}
