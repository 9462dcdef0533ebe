/** The payment endpoints' probes (/payment's purchases and plan changes, Stripe's webhook): see endpoint-probes.ts. */
import { type EndpointProbe, own, refused, STRIPE_TEST_ENV } from './probe-types'

export const paymentEndpointProbes: Record<string, EndpointProbe> = {
  'POST /api/payment/checkout': {
    isolation: (w) => [own({ caller: 'a.owner', body: { packId: 'pack-s', tenantId: w.b.tenantId } })],
    hostile: () => ({ caller: 'a.owner', body: { packId: 'pack-s' } }),
  },
  'POST /api/payment/invoice': {
    isolation: (w) => [
      own({
        caller: 'a.owner',
        body: {
          packId: 'pack-s',
          billingName: 'A',
          billingAddress: 'A street',
          billingEmail: 'a@example.test',
          tenantId: w.b.tenantId,
          userId: w.b.users.owner.id,
        },
      }),
    ],
    hostile: () => ({
      caller: 'a.owner',
      body: {
        packId: 'pack-s',
        billingName: '株式会社A',
        billingAddress: '東京都',
        billingEmail: 'a@example.test',
      },
    }),
  },
  'POST /api/payment/plan': {
    isolation: (w) => [
      own({ caller: 'a.owner', body: { planId: 'standard', tenantId: w.b.tenantId } }),
      // B's plan change id names nothing A could reach; A's own open change answers 409.
      own({ caller: 'a.owner', body: { planId: 'plan-lite', planChangeId: w.b.pendingPlanChangeId } }),
    ],
    hostile: () => ({
      caller: 'a.owner',
      body: {
        planId: 'plan-lite',
        billingName: '株式会社A',
        billingAddress: '東京都',
        billingEmail: 'a@example.test',
      },
    }),
  },
  'DELETE /api/payment/plan': {
    isolation: (w) => [
      refused({ caller: 'a.admin', body: { tenantId: w.b.tenantId, planChangeId: w.b.pendingPlanChangeId } }),
    ],
    hostile: () => ({ caller: 'a.owner' }),
  },
  'POST /api/payment/plan/acknowledge': {
    isolation: (w) => [refused({ caller: 'a.owner', body: { planChangeId: w.b.pendingPlanChangeId } })],
    hostile: (w) => ({ caller: 'a.owner', body: { planChangeId: w.a.pendingPlanChangeId } }),
  },
  'POST /api/payment/webhook': {
    isolation: (w) => [
      refused({
        caller: 'a.owner',
        env: STRIPE_TEST_ENV,
        headers: { 'stripe-signature': 't=1,v1=forged' },
        raw: JSON.stringify({
          id: 'evt_forged',
          type: 'checkout.session.completed',
          data: {
            object: {
              id: 'cs_forged',
              payment_status: 'paid',
              client_reference_id: w.b.pendingPurchaseId,
              metadata: { tenantId: w.b.tenantId, purchaseId: w.b.pendingPurchaseId },
            },
          },
        }),
        // A forged signature: 400, and the purchase stays pending.
        refusedWith: [400],
      }),
      refused({
        caller: 'a.owner',
        env: STRIPE_TEST_ENV,
        headers: { 'stripe-signature': 't=1,v1=forged' },
        raw: JSON.stringify({
          id: 'evt_forged_plan',
          type: 'checkout.session.completed',
          data: {
            object: {
              id: 'cs_forged_plan',
              mode: 'subscription',
              payment_status: 'paid',
              metadata: { tenantId: w.b.tenantId, planChangeId: w.b.pendingPlanChangeId },
            },
          },
        }),
        // The same for a plan change: B's stays pending, its plan unchanged.
        refusedWith: [400],
      }),
    ],
    hostile: () => ({
      caller: 'anonymous',
      env: STRIPE_TEST_ENV,
      headers: { 'stripe-signature': 't=1,v1=forged' },
      body: { id: 'evt_1', type: 'checkout.session.completed', data: {} },
    }),
  },
}
