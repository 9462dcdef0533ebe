import { describe, expect, it } from 'vitest'
import {
  effectiveProviderSettings,
  ProviderSettingsError,
  parseProviderSettings,
  providerSettingsFromEnv,
  redactProviderSettings,
} from './provider-settings.server'

function problemsOf(action: () => unknown) {
  try {
    action()
  } catch (error) {
    if (error instanceof ProviderSettingsError) return error
  }
  throw new Error('expected a ProviderSettingsError')
}

describe('providerSettingsFromEnv', () => {
  it('is the offline provider when nothing is configured', () => {
    expect(providerSettingsFromEnv({})).toEqual({ provider: 'offline' })
    expect(providerSettingsFromEnv({ OPSAI_AI_BASE_URL: '  ', OPSAI_AI_MODEL: '' })).toEqual({
      provider: 'offline',
    })
  })

  it('makes OPSAI_AI_* a default OpenAI-compatible provider', () => {
    expect(
      providerSettingsFromEnv({
        OPSAI_AI_BASE_URL: 'http://127.0.0.1:4010/v1',
        OPSAI_AI_API_KEY: 'sk-123',
        OPSAI_AI_MODEL: 'gpt-4o-mini',
      }),
    ).toEqual({
      provider: 'openai-compatible',
      baseURL: 'http://127.0.0.1:4010/v1',
      apiKey: 'sk-123',
      model: 'gpt-4o-mini',
    })
  })

  it('accepts a keyless server (Ollama, vLLM)', () => {
    expect(
      providerSettingsFromEnv({ OPSAI_AI_BASE_URL: 'http://localhost:11434/v1', OPSAI_AI_MODEL: 'llama3' }),
    ).toEqual({
      provider: 'openai-compatible',
      baseURL: 'http://localhost:11434/v1',
      model: 'llama3',
    })
  })

  it('fails loudly, naming the variable, on a half configuration', () => {
    const keyOnly = problemsOf(() =>
      providerSettingsFromEnv({ OPSAI_AI_API_KEY: 'sk-123', OPSAI_AI_MODEL: 'm' }),
    )
    expect(keyOnly.problems.map((problem) => problem.key)).toEqual(['OPSAI_AI_BASE_URL'])
    expect(keyOnly.message).toContain('OPSAI_AI_BASE_URL')
    expect(keyOnly.message).not.toContain('sk-123')

    const noModel = problemsOf(() => providerSettingsFromEnv({ OPSAI_AI_BASE_URL: 'http://127.0.0.1/v1' }))
    expect(noModel.problems.map((problem) => problem.key)).toEqual(['OPSAI_AI_MODEL'])
    expect(noModel.message).toMatch(/モデル名[\s\S]*a model name is required/)

    const badUrl = problemsOf(() =>
      providerSettingsFromEnv({ OPSAI_AI_BASE_URL: 'ftp://x', OPSAI_AI_MODEL: 'm' }),
    )
    expect(badUrl.problems).toEqual([
      {
        key: 'OPSAI_AI_BASE_URL',
        message: { ja: 'http(s) の URL を指定してください', en: 'must be an http(s) URL' },
      },
    ])
  })
})

describe('parseProviderSettings', () => {
  it('accepts each provider with what it needs', () => {
    expect(parseProviderSettings({ provider: 'offline' })).toEqual({ provider: 'offline' })
    expect(parseProviderSettings({ provider: 'anthropic', apiKey: 'k', model: 'claude-sonnet-4-5' })).toEqual(
      {
        provider: 'anthropic',
        apiKey: 'k',
        model: 'claude-sonnet-4-5',
      },
    )
  })

  it.each([
    [{ provider: 'gemini' }, 'provider'],
    [{ provider: 'anthropic', model: 'claude' }, 'apiKey'],
    [{ provider: 'openai-compatible', model: 'm' }, 'baseURL'],
    [{ provider: 'openai-compatible', baseURL: 'http://x/v1' }, 'model'],
    [{ provider: 'offline', password: 'x' }, 'provider'],
    [{ provider: 'openai-compatible', baseURL: 'javascript:alert(1)', model: 'm' }, 'baseURL'],
  ])('rejects %j with a problem on %s', (input, key) => {
    const error = problemsOf(() => parseProviderSettings(input))
    expect(error.problems.map((problem) => problem.key)).toContain(key)
    expect(error.messages.ja).toMatch(/^モデルプロバイダーの設定が不正です:\n/)
    expect(error.messages.en).toMatch(/^Invalid model provider settings \(settings\):\n/)
    expect(error.message).toBe(`${error.messages.ja}\n${error.messages.en}`)
  })

  it('rejects input that is not an object', () => {
    for (const input of [null, 'offline', 42, []])
      expect(() => parseProviderSettings(input)).toThrow(ProviderSettingsError)
  })
})

describe('effectiveProviderSettings', () => {
  const env = { OPSAI_AI_BASE_URL: 'http://env.example/v1', OPSAI_AI_MODEL: 'env-model' }

  it("prefers the application's own settings", () => {
    expect(effectiveProviderSettings({ provider: 'anthropic', apiKey: 'k', model: 'c' }, env).provider).toBe(
      'anthropic',
    )
    expect(effectiveProviderSettings({ provider: 'offline' }, env).provider).toBe('offline')
  })

  it('falls back to the environment, then to offline', () => {
    expect(effectiveProviderSettings(undefined, env)).toMatchObject({
      provider: 'openai-compatible',
      model: 'env-model',
    })
    expect(effectiveProviderSettings(null, {})).toEqual({ provider: 'offline' })
  })
})

describe('redactProviderSettings', () => {
  it('never carries the key, credentials in the URL or its query', () => {
    const redacted = redactProviderSettings({
      provider: 'openai-compatible',
      baseURL: 'https://user:pass-secret@example.openai.azure.com/openai/v1?api-key=query-secret',
      apiKey: 'sk-very-secret',
      model: 'gpt-4o',
    })
    expect(redacted).toEqual({
      provider: 'openai-compatible',
      baseURL: 'https://example.openai.azure.com/openai/v1',
      model: 'gpt-4o',
      hasApiKey: true,
    })
    expect(JSON.stringify(redacted)).not.toMatch(/secret/)
  })

  it('says when no key is set', () => {
    expect(redactProviderSettings({ provider: 'offline' })).toEqual({ provider: 'offline', hasApiKey: false })
  })
})

describe('redactBaseUrl', () => {
  it('drops user info, query and hash, where some providers carry a key', async () => {
    const { redactBaseUrl } = await import('./provider-settings.server')
    expect(redactBaseUrl('https://u:p@ai.example/v1?api-key=secret#x')).toBe('https://ai.example/v1')
  })
})
