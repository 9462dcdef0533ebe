/**
 * The Stripe client, made only when both Stripe keys are configured (otherwise /payment takes
 * invoice requests). `OPSAI_STRIPE_API_BASE` points it at a local stand-in for Stripe's API in
 * tests (app/server/payment/testing/stripe-test-server.ts); production leaves it unset.
 */
import Stripe from 'stripe'
import type { AppConfig } from '#root/app.config'

export type StripeSettings = AppConfig['stripe']

export interface ConfiguredStripe {
  client: Stripe
  webhookSecret: string
}

/** Webhooks older than this are refused (Stripe's own default: five minutes). */
export const WEBHOOK_TOLERANCE_SECONDS = 300

export function isStripeEnabled(settings: StripeSettings): boolean {
  return Boolean(settings.secretKey && settings.webhookSecret)
}

const clients = new Map<string, Stripe>()

export function makeStripe(settings: StripeSettings): ConfiguredStripe | null {
  const { secretKey, webhookSecret, apiBase } = settings
  if (!secretKey || !webhookSecret) return null
  const cacheKey = `${secretKey}\n${apiBase ?? ''}`
  let client = clients.get(cacheKey)
  if (!client) {
    const base = apiBase ? new URL(apiBase) : undefined
    client = new Stripe(secretKey, {
      maxNetworkRetries: 1,
      timeout: 20_000,
      telemetry: false,
      ...(base && {
        host: base.hostname,
        port: base.port || (base.protocol === 'https:' ? 443 : 80),
        protocol: base.protocol === 'https:' ? 'https' : 'http',
      }),
    })
    clients.set(cacheKey, client)
  }
  return { client, webhookSecret }
}
