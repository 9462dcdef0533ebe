import { describe, expect, it } from 'vitest'
import { canBuyTokens, canChangePlan } from '../../server/payment/payment-roles.server'
import { nextBillingMonth } from '../../server/payment/plan-change.server'
import { formatYen } from './money'
import { validatePaymentSearch } from './payment-route'
import { invoiceRequestSchema, purchaseDecisionSchema } from './payment-schemas.shared'
import { isPlanOffered, planDirection } from './plan-change-rules.shared'

describe('payment rules', () => {
  it('owners and admins buy; only owners change the plan', () => {
    expect(['owner', 'admin', 'member'].map((role) => canBuyTokens(role as 'owner'))).toEqual([
      true,
      true,
      false,
    ])
    expect(['owner', 'admin', 'member'].map((role) => canChangePlan(role as 'owner'))).toEqual([
      true,
      false,
      false,
    ])
  })

  it('an upgrade costs more a month, or the same for more credits; anything else is a downgrade', () => {
    const standard = { priceJpy: 9_800, monthlyTokens: 10_000 }
    expect(planDirection(standard, { priceJpy: 29_800, monthlyTokens: 5_000 })).toBe('upgrade')
    expect(planDirection(standard, { priceJpy: 9_800, monthlyTokens: 15_000 })).toBe('upgrade')
    expect(planDirection(standard, { priceJpy: 9_800, monthlyTokens: 10_000 })).toBe('downgrade')
    expect(planDirection(standard, { priceJpy: 9_800, monthlyTokens: 5_000 })).toBe('downgrade')
    expect(planDirection(standard, { priceJpy: 0, monthlyTokens: 90_000 })).toBe('downgrade')
  })

  it('a plan without an application is offered to every application', () => {
    expect(isPlanOffered({ applicationKey: null }, 'fortuna')).toBe(true)
    expect(isPlanOffered({ applicationKey: 'fortuna' }, 'fortuna')).toBe(true)
    expect(isPlanOffered({ applicationKey: 'kakushin' }, 'fortuna')).toBe(false)
  })

  it('a downgrade requested now takes effect on the 1st of the next month, in Japan time', () => {
    expect(nextBillingMonth(new Date('2026-11-30T14:59:59Z'))).toBe('2026-12')
    // 2026-11-30T15:00Z is already December 1st in Tokyo.
    expect(nextBillingMonth(new Date('2026-11-30T15:00:00Z'))).toBe('2027-01')
    expect(nextBillingMonth(new Date('2026-12-10T00:00:00Z'))).toBe('2027-01')
  })

  it('formats yen without decimals in both languages', () => {
    expect(formatYen(9800, 'ja')).toMatch(/^[￥¥]9,800$/)
    expect(formatYen(9800, 'en')).toBe('¥9,800')
  })

  it('the invoice form: every field required, e-mail checked, messages are i18n keys', () => {
    const result = invoiceRequestSchema.safeParse({
      packId: 'x',
      billingName: ' ',
      billingAddress: 'a',
      billingEmail: 'b',
    })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['billingName', 'validation.required'],
      ['billingEmail', 'validation.email'],
    ])
  })

  it('a rejection needs a note; a confirmation does not', () => {
    const base = { tenantId: 't', purchaseId: 'p' }
    expect(purchaseDecisionSchema.safeParse({ ...base, decision: 'confirm' }).success).toBe(true)
    expect(purchaseDecisionSchema.safeParse({ ...base, decision: 'reject', note: '  ' }).success).toBe(false)
    expect(purchaseDecisionSchema.safeParse({ ...base, decision: 'reject', note: '理由' }).success).toBe(true)
    expect(purchaseDecisionSchema.safeParse({ ...base, decision: 'delete' }).success).toBe(false)
  })

  it('reads only known Checkout outcomes from the URL', () => {
    expect(validatePaymentSearch({ checkout: 'success' })).toEqual({ checkout: 'success' })
    expect(validatePaymentSearch({ checkout: 'canceled', purchase: 'p' })).toEqual({ checkout: 'canceled' })
    expect(validatePaymentSearch({ checkout: '<script>' })).toEqual({})
    expect(validatePaymentSearch({ checkout: 'success', for: 'plan', planChange: 'x' })).toEqual({
      checkout: 'success',
      for: 'plan',
    })
    expect(validatePaymentSearch({ checkout: 'success', for: 'evil' })).toEqual({ checkout: 'success' })
  })
})
