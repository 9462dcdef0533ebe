/**
 * `/api/tenant/webhooks`: owners and admins only (a member gets a bilingual 403); bad input is a
 * bilingual 400 with nothing stored; the secret is shown on creation and rotation only; another
 * tenant's ids are 404; every change is audited, never with the secret.
 */
import { desc, eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { auditLog, webhookEndpoints } from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { expectBilingualError, ORIGIN } from '../chat/testing/http-client'
import {
  bearer,
  makePaymentTenant,
  type PaymentTenant,
  paymentDependencies,
} from '../payment/testing/payment-fixtures'
import {
  handleCreateWebhook,
  handleDeleteWebhook,
  handleListWebhookDeliveries,
  handleListWebhooks,
  handleReplayWebhookDelivery,
  handleRotateWebhookSecret,
  handleTestWebhook,
  handleUpdateWebhook,
} from './webhooks-http.server'

describeEachDatabase('the webhooks API', (database) => {
  const dependencies = paymentDependencies(() => database.handle())
  const db = () => database.handle().db
  let acme: PaymentTenant
  let rival: PaymentTenant

  beforeAll(async () => {
    acme = await makePaymentTenant(database.handle(), 'hooks-api')
    rival = await makePaymentTenant(database.handle(), 'hooks-rival')
  })

  const request = (method: string, path: string, userId: string, body?: unknown) =>
    new Request(`${ORIGIN}/api/tenant/webhooks${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...bearer(userId) },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    })
  const create = (userId: string, body: unknown) =>
    handleCreateWebhook(request('POST', '', userId, body), {}, dependencies)
  const stored = (tenantId: string) =>
    db().select().from(webhookEndpoints).where(eq(webhookEndpoints.tenantId, tenantId))

  it('lets an admin register an endpoint, shows its secret once, and audits it without the secret', async () => {
    const response = await create(acme.admin, {
      url: 'https://93.184.215.14/hooks',
      events: ['thread.created', 'message.completed', 'thread.created'],
      description: ' 本番 ',
    })
    expect(response.status).toBe(201)
    const { endpoint } = await response.json()
    expect(endpoint).toMatchObject({
      url: 'https://93.184.215.14/hooks',
      events: ['thread.created', 'message.completed'],
      description: '本番',
      enabled: true,
    })
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/)
    const listed = await (await handleListWebhooks(request('GET', '', acme.owner), {}, dependencies)).json()
    expect(listed.endpoints).toHaveLength(1)
    expect(JSON.stringify(listed)).not.toContain('whsec_')
    const [row] = await stored(acme.tenantId)
    expect(row?.secret).toMatch(/^enc:v1:/)
    const [audit] = await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1)
    expect(audit).toMatchObject({
      action: 'webhook.create',
      tenantId: acme.tenantId,
      actor: `user:${acme.admin}`,
    })
    expect(JSON.stringify(audit)).not.toContain(endpoint.secret)

    const rotated = await (
      await handleRotateWebhookSecret(
        request('POST', `/${endpoint.id}/rotate-secret`, acme.owner),
        { id: endpoint.id },
        dependencies,
      )
    ).json()
    expect(rotated.endpoint.secret).toMatch(/^whsec_/)
    expect(rotated.endpoint.secret).not.toBe(endpoint.secret)

    const updated = await handleUpdateWebhook(
      request('PATCH', `/${endpoint.id}`, acme.owner, { enabled: false, events: ['feedback.created'] }),
      { id: endpoint.id },
      dependencies,
    )
    expect((await updated.json()).endpoint).toMatchObject({ enabled: false, events: ['feedback.created'] })
    const tested = await handleTestWebhook(
      request('POST', `/${endpoint.id}/test`, acme.owner),
      { id: endpoint.id },
      dependencies,
    )
    expect(tested.status).toBe(202)
    const { delivery } = await tested.json()
    const log = await (
      await handleListWebhookDeliveries(
        request('GET', `/${endpoint.id}/deliveries`, acme.owner),
        { id: endpoint.id },
        dependencies,
      )
    ).json()
    expect(log.deliveries).toMatchObject([{ id: delivery.id, eventType: 'webhook.test', state: 'pending' }])
    const replayed = await handleReplayWebhookDelivery(
      request('POST', `/${endpoint.id}/deliveries/${delivery.id}/replay`, acme.owner),
      { id: endpoint.id, deliveryId: delivery.id },
      dependencies,
    )
    expect(replayed.status).toBe(202)
  })

  it('refuses members (403) and another tenant’s ids (404), in both languages', async () => {
    await expectBilingualError(
      await handleListWebhooks(request('GET', '', acme.member), {}, dependencies),
      403,
      'forbidden',
    )
    await expectBilingualError(
      await create(acme.member, { url: 'https://93.184.215.14/x', events: ['thread.created'] }),
      403,
      'forbidden',
    )
    const [mine] = await stored(acme.tenantId)
    if (!mine) throw new Error('no endpoint')
    const id = { id: mine.id }
    await expectBilingualError(
      await handleDeleteWebhook(request('DELETE', `/${mine.id}`, rival.owner), id, dependencies),
      404,
      'not_found',
    )
    await expectBilingualError(
      await handleListWebhookDeliveries(
        request('GET', `/${mine.id}/deliveries`, rival.owner),
        id,
        dependencies,
      ),
      404,
      'not_found',
    )
    await expectBilingualError(
      await handleReplayWebhookDelivery(
        request('POST', `/${mine.id}/deliveries/msg_x/replay`, acme.owner),
        { id: mine.id, deliveryId: 'msg_x' },
        dependencies,
      ),
      404,
      'not_found',
    )
    expect(await stored(acme.tenantId)).toHaveLength(1)
    const deleted = await handleDeleteWebhook(request('DELETE', `/${mine.id}`, acme.owner), id, dependencies)
    expect(await deleted.json()).toEqual({ deleted: true })
    expect(await stored(acme.tenantId)).toEqual([])
  })

  it('refuses bad input with a clear 400 and stores nothing', async () => {
    const refusals: [unknown, RegExp][] = [
      [{ url: 'not a url', events: ['thread.created'] }, /not a URL/],
      [{ url: 'http://93.184.215.14/x', events: ['thread.created'] }, /not https/],
      [{ url: 'https://user:pw@93.184.215.14/x', events: ['thread.created'] }, /user name or password/],
      [{ url: 'https://127.0.0.1/x', events: ['thread.created'] }, /127\.0\.0\.1.*not public/],
      [{ url: 'https://localhost:8443/x', events: ['thread.created'] }, /not public/],
      [{ url: 'https://[::ffff:10.0.0.1]/x', events: ['thread.created'] }, /not public/],
      [{ url: 'https://169.254.169.254/latest', events: ['thread.created'] }, /not public/],
      [{ url: 'https://93.184.215.14/x', events: ['thread.deleted'] }, /thread\.deleted.*not an event/],
      [{ url: 'https://93.184.215.14/x', events: [] }, /at least one event/],
      [{ url: 'https://93.184.215.14/x' }, /at least one event/],
      [{ url: 'https://93.184.215.14/x', events: ['thread.created'], description: 'x'.repeat(201) }, /200/],
      [{ url: 42, events: ['thread.created'] }, /URL/],
      ['{not json', /JSON/],
    ]
    for (const [body, message] of refusals) {
      const response = await create(acme.owner, body)
      const json = await response.clone().json()
      expect(json.messages?.en, JSON.stringify(body)).toMatch(message)
      await expectBilingualError(response, 400, json.error)
    }
    expect(await stored(acme.tenantId)).toEqual([])
  })
})
