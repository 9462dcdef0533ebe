import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { auditLog, modelPrices } from '#db/schema'
import { describeEachCliDatabase } from '../tenants/cli-testing'

describeEachCliDatabase('opsai apps price', ({ opsai, database }) => {
  const prices = () => database((handle) => handle.db.select().from(modelPrices))

  it('sets an application price and a system default price, lists and removes them', async () => {
    await opsai(['seed', 'plans'])
    const created = await opsai([
      'apps',
      'create',
      'priced_ai',
      '--name',
      'Priced AI',
      '--theme',
      'opsai',
      '--provider',
      'openai-compatible',
      '--base-url',
      'http://127.0.0.1:9/v1',
      '--model',
      'gpt-4o',
    ])
    expect(created.code).toBe(0)

    const set = await opsai([
      'apps',
      'price',
      'set',
      'priced_ai',
      '--model',
      'gpt-4o',
      '--input',
      '2.5',
      '--output',
      '10',
    ])
    expect(set.stderr).toBe('')
    expect(set.code).toBe(0)
    expect(set.stdout).toContain('gpt-4o: input 2.5, output 10 credits per 1,000 tokens')
    const json = await opsai([
      'apps',
      'price',
      'set',
      'default',
      '--model',
      '*',
      '--input',
      '500',
      '--output',
      '1500.1234',
      '--json',
    ])
    expect(JSON.parse(json.stdout)).toMatchObject({
      model: '*',
      inputCreditsPer1k: 500,
      outputCreditsPer1k: 1500.1234,
    })

    const listed = await opsai(['apps', 'price', 'list', 'priced_ai'])
    expect(listed.code).toBe(0)
    expect(listed.stdout).toContain('Priced AI (priced_ai): credits per 1,000 tokens')
    expect(listed.stdout).toMatch(/gpt-4o\s+2\.5\s+10\s+\S+/)
    expect(listed.stdout).toMatch(/gpt-4o\s+2\.5\s+10\s+application\s+provider/)
    const sheet = JSON.parse((await opsai(['apps', 'price', 'list', 'priced_ai', '--json'])).stdout)
    expect(sheet.models).toEqual([
      expect.objectContaining({
        model: 'gpt-4o',
        price: {
          inputCreditsPer1k: 2.5,
          outputCreditsPer1k: 10,
          source: 'application',
          matchedModel: 'gpt-4o',
        },
      }),
    ])
    const defaults = await opsai(['apps', 'price', 'list', 'default'])
    expect(defaults.stdout).toContain('a model priced nowhere costs 1,000 / 1,000')
    expect(defaults.stdout).toMatch(/\*\s+500\s+1,500\.1234/)

    const removed = await opsai(['apps', 'price', 'remove', 'priced_ai', '--model', 'gpt-4o'])
    expect(removed.code).toBe(0)
    expect(removed.stdout).toContain('Removed the price of the model gpt-4o from priced_ai')
    const fallback = JSON.parse((await opsai(['apps', 'price', 'list', 'priced_ai', '--json'])).stdout)
    expect(fallback.models[0].price).toMatchObject({
      source: 'default',
      matchedModel: '*',
      inputCreditsPer1k: 500,
    })

    const audit = await database((handle) =>
      handle.db.select().from(auditLog).where(eq(auditLog.action, 'model_price.set')),
    )
    expect(audit.map((entry) => entry.actor)).toEqual([
      expect.stringMatching(/^cli:/),
      expect.stringMatching(/^cli:/),
    ])
  })

  it.each([
    [
      ['apps', 'price', 'set', 'priced_ai', '--model', 'm', '--input', '-1', '--output', '1'],
      /--input \(got "-1"\): 0 以上にしてください。 \/ Must be 0 or more\./,
    ],
    [
      ['apps', 'price', 'set', 'priced_ai', '--model', 'm', '--input', 'lots', '--output', '1'],
      /--input \(got "lots"\): 数値を入力/,
    ],
    [
      ['apps', 'price', 'set', 'priced_ai', '--model', 'm', '--input', '1', '--output', '1000001'],
      /--output .*1,000,000/,
    ],
    [
      ['apps', 'price', 'set', 'priced_ai', '--model', 'm', '--input', '0.00001', '--output', '1'],
      /4 decimal places/,
    ],
    [
      ['apps', 'price', 'set', 'priced_ai', '--model', 'gpt-*', '--input', '1', '--output', '1'],
      /--model .*partial patterns/,
    ],
    [
      ['apps', 'price', 'set', 'priced_ai', '--model', 'm'.repeat(201), '--input', '1', '--output', '1'],
      /200 characters/,
    ],
    [
      ['apps', 'price', 'set', 'ghost_ai', '--model', 'm', '--input', '1', '--output', '1'],
      /Unknown application "ghost_ai"/,
    ],
    [['apps', 'price', 'set', 'priced_ai', '--input', '1', '--output', '1'], /--model/],
    [['apps', 'price', 'list', 'ghost_ai'], /アプリケーション "ghost_ai" はありません/],
    [
      ['apps', 'price', 'remove', 'priced_ai', '--model', 'never-priced'],
      /has no price for the model "never-priced"/,
    ],
  ])('refuses %j with exit 1 and writes nothing', async (args, message) => {
    const before = await prices()
    const result = await opsai(args)
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(message)
    expect(await prices()).toEqual(before)
  })
})
