/**
 * Each event point, through the code that really makes the event (a chat turn, feedback on its
 * reply, the low-balance alert job, an accepted invitation, the console adding a user), queues
 * exactly one delivery per subscribed, enabled endpoint of the tenant, and none for an endpoint
 * not subscribed, a disabled one or another tenant's.
 */
import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '#app/features/integrations/webhooks.shared'
import { invitations, webhookDeliveries } from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { createUser } from '../admin/users/admin-users.server'
import { updateBalanceAlerts } from '../alerts/balance-alerts.server'
import { LOW_BALANCE_ALERT_JOB } from '../alerts/low-balance-alert.server'
import { prepareChatTurn } from '../chat/chat-turn.server'
import { saveMessageFeedback } from '../chat/feedback.server'
import { collect, makeChatTenant } from '../chat/testing/chat-fixtures'
import { runJobsUntilIdle } from '../jobs/job-worker.server'
import { getBalance } from '../ledger/ledger.server'
import { reserve, settle } from '../ledger/reservations.server'
import { acceptInvitation } from '../team/invitations.server'
import { hashInvitationToken } from '../team/invitations-repository.server'
import { claimLookup } from '../tenancy/tenant-lookups.server'
import { TEST_ACTOR } from '../tenancy/test-fixtures.server'
import { createWebhookEndpoint, updateWebhookEndpoint } from './webhook-endpoints.server'
import { webhookEmissionsSettled } from './webhook-events.server'

const ALL = [...WEBHOOK_EVENT_TYPES]

describeEachDatabase('webhook event points', (database) => {
  const db = () => database.handle().db
  let acme: { tenantId: string; userId: string }
  let other: { tenantId: string; userId: string }
  const endpoints = { all: '', balanceOnly: '', disabled: '', otherTenant: '' }

  async function endpoint(tenantId: string, events: WebhookEventType[]) {
    const made = await createWebhookEndpoint(db(), {
      tenantId,
      input: { url: 'http://127.0.0.1:9/hooks', events },
      actor: TEST_ACTOR,
      policy: { allowPrivate: true },
    })
    return made.id
  }

  beforeAll(async () => {
    acme = await makeChatTenant(db(), 'points-acme', 100_000)
    other = await makeChatTenant(db(), 'points-other', 100_000)
    endpoints.all = await endpoint(acme.tenantId, ALL)
    endpoints.balanceOnly = await endpoint(acme.tenantId, ['balance.low'])
    endpoints.disabled = await endpoint(acme.tenantId, ALL)
    await updateWebhookEndpoint(db(), {
      tenantId: acme.tenantId,
      id: endpoints.disabled,
      input: { enabled: false },
      actor: TEST_ACTOR,
      policy: { allowPrivate: true },
    })
    endpoints.otherTenant = await endpoint(other.tenantId, ALL)
  })

  /** Deliveries of `type` per endpoint, with their payloads. */
  async function queued(type: WebhookEventType) {
    await webhookEmissionsSettled()
    const rows = await db()
      .select({ endpointId: webhookDeliveries.endpointId, body: webhookDeliveries.body })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.eventType, type))
    const count = (id: string) => rows.filter((row) => row.endpointId === id).length
    return {
      counts: {
        all: count(endpoints.all),
        balanceOnly: count(endpoints.balanceOnly),
        disabled: count(endpoints.disabled),
        otherTenant: count(endpoints.otherTenant),
      },
      payloads: rows.filter((row) => row.endpointId === endpoints.all).map((row) => JSON.parse(row.body)),
    }
  }

  const onlyAll = { all: 1, balanceOnly: 0, disabled: 0, otherTenant: 0 }

  it('a chat turn emits thread.created and message.completed; feedback on its reply emits feedback.created', async () => {
    const turn = await prepareChatTurn(
      db(),
      { ...acme, kind: 'customchat', keyword: 'mail', content: 'お礼のメールを書いて' },
      { env: {}, offlineChunkDelayMs: 0 },
    )
    await collect(turn.run())
    const created = await queued('thread.created')
    expect(created.counts).toEqual(onlyAll)
    expect(created.payloads[0]).toMatchObject({
      type: 'thread.created',
      data: { threadId: turn.threadId, chat: { kind: 'customchat', keyword: 'mail' }, source: 'app' },
    })
    const completed = await queued('message.completed')
    expect(completed.counts).toEqual(onlyAll)
    expect(completed.payloads[0]?.data).toMatchObject({
      threadId: turn.threadId,
      messageId: turn.assistantMessageId,
      status: 'complete',
      usage: { inputTokens: expect.any(Number), outputTokens: expect.any(Number) },
    })
    // A second turn in the same thread adds a message, not a thread.
    const again = await prepareChatTurn(
      db(),
      { ...acme, kind: 'customchat', keyword: 'mail', threadId: turn.threadId, content: 'もう少し短く' },
      { env: {}, offlineChunkDelayMs: 0 },
    )
    await collect(again.run())
    expect((await queued('thread.created')).counts).toEqual(onlyAll)
    expect((await queued('message.completed')).counts.all).toBe(2)

    await saveMessageFeedback(db(), acme.tenantId, acme.userId, turn.assistantMessageId, {
      rating: 'down',
      reason: 'wrong',
      comment: '宛名が違います',
    })
    const feedback = await queued('feedback.created')
    expect(feedback.counts).toEqual(onlyAll)
    expect(feedback.payloads[0]?.data).toMatchObject({
      messageId: turn.assistantMessageId,
      threadId: turn.threadId,
      rating: 'down',
      replaced: false,
    })
    const text = JSON.stringify(feedback.payloads)
    expect(text).not.toContain(other.tenantId)
    expect(text).not.toMatch(/whsec_|enc:v1/)
  })

  it('the low-balance alert emits balance.low once per crossing', async () => {
    const { balance } = await getBalance(db(), acme.tenantId)
    await updateBalanceAlerts(
      db(),
      { ...acme, role: 'owner' },
      { lowBalanceThreshold: balance - 5, monthlySummary: false },
    )
    const reservation = await reserve(db(), acme.tenantId, { estimate: 10, actor: `user:${acme.userId}` })
    await settle(db(), reservation, 10)
    await runJobsUntilIdle(db(), { kinds: [LOW_BALANCE_ALERT_JOB], periodic: [] })
    const low = await queued('balance.low')
    expect(low.counts).toEqual({ all: 1, balanceOnly: 1, disabled: 0, otherTenant: 0 })
    expect(low.payloads[0]?.data).toEqual({ balance: balance - 10, threshold: balance - 5 })
  })

  it('an accepted invitation and a user the console adds emit member.joined', async () => {
    const token = randomUUID()
    await db()
      .insert(invitations)
      .values({
        tenantId: acme.tenantId,
        id: randomUUID(),
        email: 'joiner@points.test',
        role: 'member',
        tokenHash: hashInvitationToken(token),
        expiresAt: new Date(Date.now() + 86_400_000),
      })
    await claimLookup(db(), 'invitation', hashInvitationToken(token), acme.tenantId)
    const accepted = await acceptInvitation(db(), token, { name: 'Joiner', password: 'Joiner-Passw0rd!23' })
    const joined = await queued('member.joined')
    expect(joined.counts).toEqual(onlyAll)
    expect(joined.payloads[0]?.data).toEqual({
      userId: accepted.userId,
      email: 'joiner@points.test',
      role: 'member',
      via: 'invitation',
    })
    await createUser(
      db(),
      { tenantId: acme.tenantId, role: 'admin', name: 'Console', email: 'console@points.test' },
      { userId: 'admin-user', actor: 'admin:admin-user' },
    )
    const both = await queued('member.joined')
    expect(both.counts.all).toBe(2)
    expect(both.payloads.map((payload) => payload.data.via).sort()).toEqual(['console', 'invitation'])
    const rows = await db()
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.tenantId, other.tenantId)))
    expect(rows).toEqual([])
  })
})
