/** A tenant's webhook endpoint with one delivery in its log, for the security probes' two-tenant world. */
import { randomUUID } from 'node:crypto'
import type { Db } from '#db/client'
import { webhookEndpoints } from '#db/schema'
import { sealStoredSecret } from '../../secrets/secret-fields.server'
import { newEndpointSecret } from '../webhook-endpoints.server'
import { eventBody, queueDelivery } from '../webhook-events.server'

export async function addWebhook(db: Db, tenantId: string, marker: string) {
  const webhookId = randomUUID()
  // Stored as the service stores it, without its URL check: the world has no DNS.
  await db.insert(webhookEndpoints).values({
    tenantId,
    id: webhookId,
    url: `https://hooks-${marker}.example.test/in`.toLowerCase(),
    description: `Webhook ${marker}`,
    events: ['thread.created'],
    secret: sealStoredSecret(newEndpointSecret()),
  })
  const deliveryId = await queueDelivery(db, {
    tenantId,
    endpointId: webhookId,
    type: 'thread.created',
    key: `thread.created:${marker}`,
    body: eventBody('thread.created', { threadId: marker }, new Date()),
  })
  return { webhookId, webhookDeliveryId: deliveryId ?? '' }
}
