import { describe, expect, it } from 'vitest'
import { loadConfig, toPublicConfig } from '#root/app.config'
import { isStripeEnabled, makeStripe } from './stripe-client.server'

describe('Stripe configuration', () => {
  it('is on only with both keys, and never reaches the public configuration', () => {
    const config = loadConfig({ STRIPE_SECRET_KEY: 'sk_test_secret123', STRIPE_WEBHOOK_SECRET: 'whsec_abc' })
    expect(isStripeEnabled(config.stripe)).toBe(true)
    expect(JSON.stringify(toPublicConfig(config, 'b1'))).not.toMatch(/sk_test_secret123|whsec_abc|stripe/i)
    expect(isStripeEnabled(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' }).stripe)).toBe(false)
    expect(makeStripe(loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_x' }).stripe)).toBeNull()
  })

  it('refuses an API base that is not an http(s) URL, naming the variable', () => {
    expect(() => loadConfig({ OPSAI_STRIPE_API_BASE: 'ftp://example.test' })).toThrow(/OPSAI_STRIPE_API_BASE/)
  })
})
