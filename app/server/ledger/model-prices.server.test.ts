import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { applications, auditLog, chats, modelPrices } from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { ServiceError } from '../errors.server'
import { createApplication } from '../tenancy/applications.server'
import { ensurePlanAndApplication, TEST_ACTOR } from '../tenancy/test-fixtures.server'
import { modelPriceSheet } from './model-price-sheet.server'
import {
  BUILT_IN_PRICE,
  effectivePrice,
  listModelPrices,
  type ModelPrice,
  removeModelPrice,
  setModelPrice,
} from './model-prices.server'

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/
const NO_PROVIDER_ENV = {}

async function refusal(work: Promise<unknown>): Promise<ServiceError> {
  const error = await work.then(
    () => undefined,
    (thrown: unknown) => thrown,
  )
  expect(error).toBeInstanceOf(ServiceError)
  if (!(error instanceof ServiceError)) throw new Error('not refused')
  expect(error.messages.ja).toMatch(JAPANESE)
  expect(error.messages.en).not.toMatch(JAPANESE)
  return error
}

describeEachDatabase('model prices', (database) => {
  const db = () => database.handle().db
  const rows = () => db().select().from(modelPrices)
  const audits = (action: string) => db().select().from(auditLog).where(eq(auditLog.action, action))

  beforeAll(async () => {
    await ensurePlanAndApplication(db())
    await createApplication(
      db(),
      {
        key: 'priced_ai',
        name: 'Priced AI',
        themeKey: 'opsai',
        settings: { provider: 'openai-compatible', baseURL: 'http://127.0.0.1:9/v1', model: 'gpt-4o' },
      },
      TEST_ACTOR,
    )
  })

  it('sets a price per application and as the system default, and lists each scope apart', async () => {
    const set = await setModelPrice(
      db(),
      'priced_ai',
      { model: 'gpt-4o', inputCreditsPer1k: 2.5, outputCreditsPer1k: 10 },
      TEST_ACTOR,
    )
    expect(set).toMatchObject({ model: 'gpt-4o', inputCreditsPer1k: 2.5, outputCreditsPer1k: 10 })
    await setModelPrice(
      db(),
      'default',
      { model: '*', inputCreditsPer1k: 500, outputCreditsPer1k: 1500 },
      'cli:ops',
    )
    await setModelPrice(
      db(),
      'default',
      { model: '  claude-sonnet  ', inputCreditsPer1k: 3.0001, outputCreditsPer1k: 0 },
      TEST_ACTOR,
    )
    const own = await listModelPrices(db(), 'priced_ai')
    expect(own.map((price) => price.model)).toEqual(['gpt-4o'])
    const defaults = await listModelPrices(db(), 'default')
    // The catch-all first, then by model; the model id trimmed.
    expect(defaults.map((price) => [price.model, price.inputCreditsPer1k, price.outputCreditsPer1k])).toEqual(
      [
        ['*', 500, 1500],
        ['claude-sonnet', 3.0001, 0],
      ],
    )
    const [audit] = await audits('model_price.set').then((entries) =>
      entries.filter((e) => e.actor === 'cli:ops'),
    )
    expect(audit).toMatchObject({
      target: 'default',
      details: { model: '*', inputCreditsPer1k: 500, outputCreditsPer1k: 1500 },
    })
  })

  it('replaces a price in place and audits what it was', async () => {
    const before = await rows()
    await setModelPrice(
      db(),
      'priced_ai',
      { model: 'gpt-4o', inputCreditsPer1k: 5, outputCreditsPer1k: 15.25 },
      'admin:someone',
    )
    const after = await rows()
    expect(after).toHaveLength(before.length)
    expect(await listModelPrices(db(), 'priced_ai')).toMatchObject([
      { model: 'gpt-4o', inputCreditsPer1k: 5, outputCreditsPer1k: 15.25 },
    ])
    const [audit] = (await audits('model_price.set')).filter((entry) => entry.actor === 'admin:someone')
    expect(audit).toMatchObject({
      target: 'priced_ai',
      details: {
        model: 'gpt-4o',
        inputCreditsPer1k: 5,
        outputCreditsPer1k: 15.25,
        from: { inputCreditsPer1k: 2.5, outputCreditsPer1k: 10 },
      },
    })
  })

  it.each([
    ['a negative weight', { model: 'm', inputCreditsPer1k: -1, outputCreditsPer1k: 1 }, /0 以上/],
    ['an absurd weight', { model: 'm', inputCreditsPer1k: 1, outputCreditsPer1k: 1_000_001 }, /1,000,000/],
    ['five decimals', { model: 'm', inputCreditsPer1k: 0.00001, outputCreditsPer1k: 1 }, /4 桁/],
    ['a weight as text', { model: 'm', inputCreditsPer1k: '2', outputCreditsPer1k: 1 }, /数値/],
    ['infinity', { model: 'm', inputCreditsPer1k: Number.POSITIVE_INFINITY, outputCreditsPer1k: 1 }, /./],
    ['an empty model', { model: '   ', inputCreditsPer1k: 1, outputCreditsPer1k: 1 }, /モデル ID/],
    [
      'a model of 201 characters',
      { model: 'm'.repeat(201), inputCreditsPer1k: 1, outputCreditsPer1k: 1 },
      /200/,
    ],
    ['a line break', { model: 'gpt\n4', inputCreditsPer1k: 1, outputCreditsPer1k: 1 }, /改行/],
    ['a partial wildcard', { model: 'gpt-*', inputCreditsPer1k: 1, outputCreditsPer1k: 1 }, /部分一致/],
    ['a missing weight', { model: 'm', inputCreditsPer1k: 1 }, /数値/],
    [
      'an unknown field',
      { model: 'm', inputCreditsPer1k: 1, outputCreditsPer1k: 1, free: true },
      /outputCreditsPer1k だけ/,
    ],
    ['no object', 'gpt-4o', /outputCreditsPer1k だけ/],
  ])('refuses %s in both languages and writes nothing', async (_, input, message) => {
    const [before, auditBefore] = [await rows(), await db().select().from(auditLog)]
    const error = await refusal(setModelPrice(db(), 'priced_ai', input, TEST_ACTOR))
    expect(error.status).toBe(400)
    expect(error.messages.ja).toMatch(message)
    expect(await rows()).toEqual(before)
    expect(await db().select().from(auditLog)).toHaveLength(auditBefore.length)
  })

  it('refuses an unknown application (naming `default`) and writes nothing', async () => {
    const before = await rows()
    const error = await refusal(
      setModelPrice(
        db(),
        'ghost_ai',
        { model: 'm', inputCreditsPer1k: 1, outputCreditsPer1k: 1 },
        TEST_ACTOR,
      ),
    )
    expect(error.status).toBe(404)
    expect(error.messages.en).toContain('Unknown application "ghost_ai"')
    expect(error.messages.en).toContain('"default"')
    await refusal(listModelPrices(db(), 'ghost_ai'))
    await refusal(removeModelPrice(db(), 'ghost_ai', 'm', TEST_ACTOR))
    expect(await rows()).toEqual(before)
  })

  it('keeps `default` for the system: no application can take it as its key', async () => {
    await expect(
      createApplication(db(), { key: 'default', name: 'Default', themeKey: 'opsai' }, TEST_ACTOR),
    ).rejects.toThrow(/key "default": is reserved/)
  })

  it('removes a price, audited; removing one that is not there is a 404 naming the scope', async () => {
    await setModelPrice(
      db(),
      'priced_ai',
      { model: 'old-model', inputCreditsPer1k: 1, outputCreditsPer1k: 2 },
      TEST_ACTOR,
    )
    const removed = await removeModelPrice(db(), 'priced_ai', 'old-model', 'admin:remover')
    expect(removed).toMatchObject({ model: 'old-model', inputCreditsPer1k: 1, outputCreditsPer1k: 2 })
    expect((await listModelPrices(db(), 'priced_ai')).map((price) => price.model)).toEqual(['gpt-4o'])
    const [audit] = (await audits('model_price.remove')).filter((entry) => entry.actor === 'admin:remover')
    expect(audit).toMatchObject({ target: 'priced_ai', details: { model: 'old-model' } })
    const missing = await refusal(removeModelPrice(db(), 'priced_ai', 'old-model', TEST_ACTOR))
    expect(missing.status).toBe(404)
    expect(missing.messages.ja).toContain('アプリケーション「Priced AI」')
    const missingDefault = await refusal(removeModelPrice(db(), 'default', 'nope', TEST_ACTOR))
    expect(missingDefault.messages.en).toContain('The system default has no price for the model "nope"')
    expect((await refusal(removeModelPrice(db(), 'default', '', TEST_ACTOR))).status).toBe(400)
  })

  it('deleting an application deletes its prices, never the system default', async () => {
    await createApplication(db(), { key: 'short_lived', name: 'Short', themeKey: 'opsai' }, TEST_ACTOR)
    await setModelPrice(
      db(),
      'short_lived',
      { model: '*', inputCreditsPer1k: 1, outputCreditsPer1k: 1 },
      TEST_ACTOR,
    )
    const defaults = await listModelPrices(db(), 'default')
    await db().delete(applications).where(eq(applications.key, 'short_lived'))
    expect(await listModelPrices(db(), 'default')).toEqual(defaults)
    expect((await rows()).filter((row) => row.applicationKey === 'short_lived')).toHaveLength(0)
  })

  it('shows each model an application runs on with its price and where it comes from', async () => {
    await db()
      .insert(chats)
      .values([
        { id: 'priced-chat-1', kind: 'custom', keyword: 'priced-one', name: 'One', model: 'claude-sonnet' },
        { id: 'priced-chat-2', kind: 'custom', keyword: 'priced-two', name: 'Two', model: 'llama-3' },
        {
          id: 'priced-chat-3',
          kind: 'custom',
          keyword: 'priced-off',
          name: 'Off',
          model: 'never',
          enabled: false,
        },
      ])
    const sheet = await modelPriceSheet(db(), 'priced_ai', NO_PROVIDER_ENV)
    expect(sheet.application).toEqual({ key: 'priced_ai', name: 'Priced AI', provider: 'openai-compatible' })
    expect(sheet.models).toEqual([
      {
        model: 'gpt-4o',
        providerModel: true,
        chats: 0,
        price: {
          inputCreditsPer1k: 5,
          outputCreditsPer1k: 15.25,
          source: 'application',
          matchedModel: 'gpt-4o',
        },
      },
      {
        model: 'claude-sonnet',
        providerModel: false,
        chats: 1,
        price: {
          inputCreditsPer1k: 3.0001,
          outputCreditsPer1k: 0,
          source: 'default',
          matchedModel: 'claude-sonnet',
        },
      },
      {
        model: 'llama-3',
        providerModel: false,
        chats: 1,
        price: { inputCreditsPer1k: 500, outputCreditsPer1k: 1500, source: 'default', matchedModel: '*' },
      },
    ])
    expect(sheet.suggestions).toEqual(['claude-sonnet', 'llama-3'])
    // An application on the environment's provider with no setting at all: offline, free.
    const offline = await modelPriceSheet(db(), 'hirameki_ai', NO_PROVIDER_ENV)
    expect(offline.application?.provider).toBe('offline')
    expect(offline.models).toEqual([
      {
        model: 'offline',
        providerModel: true,
        chats: 0,
        price: { inputCreditsPer1k: 0, outputCreditsPer1k: 0, source: 'offline', matchedModel: null },
      },
    ])
    expect(offline.suggestions).toEqual([])
    const fromEnv = await modelPriceSheet(db(), 'hirameki_ai', {
      OPSAI_AI_BASE_URL: 'http://127.0.0.1:9/v1',
      OPSAI_AI_MODEL: 'env-model',
    })
    expect(fromEnv.models[0]).toMatchObject({
      model: 'env-model',
      providerModel: true,
      price: { source: 'default' },
    })
    const system = await modelPriceSheet(db(), 'default', NO_PROVIDER_ENV)
    expect(system).toMatchObject({ scope: 'default', application: null, models: [], builtIn: BUILT_IN_PRICE })
    expect(system.suggestions).toEqual(['gpt-4o', 'llama-3'])
  })
})

describe('effectivePrice', () => {
  const price = (model: string, input: number, output: number): ModelPrice => ({
    model,
    inputCreditsPer1k: input,
    outputCreditsPer1k: output,
    updatedAt: '2026-01-01T00:00:00.000Z',
  })
  const application = [price('a', 1, 2), price('*', 3, 4)]
  const defaults = [price('b', 5, 6), price('*', 7, 8)]

  it('takes the application row, its *, the default row, the default *, else the built-in price', () => {
    expect(effectivePrice('a', { application, defaults })).toMatchObject({
      source: 'application',
      matchedModel: 'a',
    })
    expect(effectivePrice('b', { application, defaults })).toMatchObject({
      source: 'application',
      matchedModel: '*',
      inputCreditsPer1k: 3,
    })
    expect(effectivePrice('b', { application: [], defaults })).toMatchObject({
      source: 'default',
      matchedModel: 'b',
    })
    expect(effectivePrice('c', { application: [], defaults })).toMatchObject({
      source: 'default',
      matchedModel: '*',
    })
    expect(effectivePrice('c', { application: [], defaults: [] })).toEqual({
      inputCreditsPer1k: 1000,
      outputCreditsPer1k: 1000,
      source: 'built-in',
      matchedModel: null,
    })
  })
})
