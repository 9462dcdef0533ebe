import { describe, expect, it } from 'vitest'
import { effectiveProviderSettings, ProviderSettingsError } from './provider-settings.server'

/** ADR 009: application > system default (/admin/system) > environment > offline. */
describe('provider precedence with a system default', () => {
  const env = { OPSAI_AI_BASE_URL: 'http://127.0.0.1:1/v1', OPSAI_AI_MODEL: 'env-model' }
  const systemDefault = { provider: 'anthropic' as const, apiKey: 'k', model: 'system-model' }

  it("the application's own settings win over the system default", () => {
    expect(effectiveProviderSettings({ provider: 'offline' }, env, systemDefault)).toEqual({
      provider: 'offline',
    })
  })

  it('the system default wins over the environment', () => {
    expect(effectiveProviderSettings(null, env, systemDefault)).toEqual(systemDefault)
  })

  it('without either, the environment, then offline', () => {
    expect(effectiveProviderSettings(null, env, null)).toMatchObject({ model: 'env-model' })
    expect(effectiveProviderSettings(undefined, {}, null)).toEqual({ provider: 'offline' })
  })

  it('a system default in a bad shape fails loudly rather than answering with another provider', () => {
    expect(() => effectiveProviderSettings(null, env, { provider: 'anthropic', model: 'm' })).toThrow(
      ProviderSettingsError,
    )
  })
})
