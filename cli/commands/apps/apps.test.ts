import { expect, it } from 'vitest'
import { getApplicationSecrets } from '#app/server/tenancy/applications.server'
import { describeEachCliDatabase } from '../tenants/cli-testing'

describeEachCliDatabase('opsai apps', ({ opsai, database }) => {
  const secret = 'sk-live-never-printed'

  it('creates an application with a provider whose key comes from the environment and never shows', async () => {
    await opsai(['seed', 'plans'])
    const created = await opsai(
      [
        'apps',
        'create',
        'fortuna',
        '--name',
        'フォーチュナAI',
        '--theme',
        'fortuna',
        '--default-plan',
        'free',
        '--provider',
        'openai-compatible',
        '--base-url',
        'http://127.0.0.1:11434/v1',
        '--model',
        'llama3',
        '--api-key-env',
        'FORTUNA_KEY',
      ],
      { FORTUNA_KEY: secret },
    )
    expect(created.stderr).toBe('')
    expect(created.stdout).toContain(
      'model provider: openai-compatible, llama3, http://127.0.0.1:11434/v1, API key set',
    )
    const outputs = [
      created,
      await opsai(['apps', 'list']),
      await opsai(['apps', 'list', '--json']),
      await opsai(['apps', 'show', 'fortuna', '--json']),
    ]
    for (const output of outputs) expect(output.stdout + output.stderr).not.toContain(secret)
    expect(JSON.parse(outputs[3]?.stdout ?? '{}')).toMatchObject({
      key: 'fortuna',
      themeKey: 'fortuna',
      defaultPlanId: 'free',
      settings: { provider: 'openai-compatible', model: 'llama3', hasApiKey: true },
    })
    expect((await database((handle) => getApplicationSecrets(handle.db, 'fortuna')))?.apiKey).toBe(secret)
  })

  it('updates name, theme, plan and provider; clears the key; returns to the environment provider', async () => {
    const updated = await opsai([
      'apps',
      'update',
      'fortuna',
      '--name',
      'Fortuna',
      '--theme',
      'kakushin',
      '--model',
      'llama3.1',
      '--clear-api-key',
    ])
    expect(updated.stdout).toMatch(
      /fortuna: Fortuna\n {2}theme kakushin, default plan free\n {2}model provider: openai-compatible, llama3\.1, http:\/\/127\.0\.0\.1:11434\/v1, no API key/,
    )
    const closed = await opsai([
      'apps',
      'update',
      'fortuna',
      '--close-registration',
      '--environment-provider',
    ])
    expect(closed.stdout).toContain('default plan none (free registration closed)')
    expect(closed.stdout).toContain('model provider: environment default (OPSAI_AI_*)')
  })

  it.each([
    [['apps', 'create', 'Bad-Key', '--name', 'X', '--theme', 'opsai'], /--key \(got "Bad-Key"\)/],
    [['apps', 'create', 'newapp', '--name', 'X', '--theme', 'nope'], /--theme \(got "nope"\)/],
    [
      ['apps', 'create', 'newapp', '--name', 'X', '--theme', 'opsai', '--default-plan', 'gold'],
      /Unknown plan "gold"/,
    ],
    [
      ['apps', 'create', 'newapp', '--name', 'X', '--theme', 'opsai', '--api-key-env', 'MISSING_KEY'],
      /--api-key-env MISSING_KEY: 環境変数 MISSING_KEY が設定されていません \/ the variable is not set/,
    ],
    [
      [
        'apps',
        'create',
        'newapp',
        '--name',
        'X',
        '--theme',
        'opsai',
        '--provider',
        'anthropic',
        '--model',
        'claude',
      ],
      /needs an apiKey/,
    ],
    [['apps', 'create', 'fortuna', '--name', 'X', '--theme', 'opsai'], /"fortuna" already exists/],
    [['apps', 'update', 'fortuna'], /nothing to change/],
    [['apps', 'update', 'ghost_ai', '--name', 'X'], /Unknown application "ghost_ai"/],
    [['apps', 'show', 'ghost_ai'], /Unknown application "ghost_ai"/],
  ])('refuses %j with exit 1 and changes nothing', async (args, message) => {
    const before = (await opsai(['apps', 'list', '--json'])).stdout
    const result = await opsai(args)
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(message)
    expect((await opsai(['apps', 'list', '--json'])).stdout).toBe(before)
  })
})
