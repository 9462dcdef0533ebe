/**
 * A tenant's webhook endpoints (ADR 041): registered, changed, removed and their secrets rotated
 * by owners and admins (HTTP) or the operator (CLI), every change audited. The secret is made
 * here, returned once, stored sealed (ADR 033) and opened only to sign a delivery.
 */
import { randomBytes, randomUUID } from 'node:crypto'
import { and, asc, count, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import {
  MAX_WEBHOOK_DESCRIPTION_LENGTH,
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_EVENT_TYPES,
  type WebhookEndpointView,
  type WebhookEndpointWithSecret,
} from '#app/features/integrations/webhooks.shared'
import type { Db } from '#db/client'
import { webhookEndpoints } from '#db/schema'
import { recordAudit } from '../audit.server'
import { ConflictError, NotFoundError } from '../errors.server'
import { says } from '../issue-text.server'
import { openStoredSecret, sealStoredSecret } from '../secrets/secret-fields.server'
import { validateInput } from '../tenancy/fields.server'
import { checkEndpointUrl, type UrlPolicy } from './webhook-url.server'

type EndpointRow = typeof webhookEndpoints.$inferSelect

const eventsSchema = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: says('errors.webhooks.eventUnknown') }), {
    error: says('errors.webhooks.eventsEmpty'),
  })
  .min(1, says('errors.webhooks.eventsEmpty'))
  .max(WEBHOOK_EVENT_TYPES.length * 2)
  .transform((events) => [...new Set(events)])

const descriptionSchema = z
  .string({ error: says('errors.webhooks.notText') })
  .max(MAX_WEBHOOK_DESCRIPTION_LENGTH, says('errors.webhooks.descriptionTooLong'))
  .transform((text) => text.trim())

const createSchema = z.object({
  url: z.string({ error: says('errors.webhooks.urlMissing') }),
  events: eventsSchema,
  description: descriptionSchema.optional(),
  enabled: z.boolean({ error: says('errors.webhooks.notSwitch') }).optional(),
})

const updateSchema = createSchema.partial()

export type WebhookEndpointInput = z.input<typeof createSchema>

/** `whsec_` and 32 random bytes in base64, as Standard Webhooks' libraries take it. */
export function newEndpointSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`
}

export function endpointView(row: EndpointRow): WebhookEndpointView {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events.filter((event): event is WebhookEndpointView['events'][number] =>
      (WEBHOOK_EVENT_TYPES as readonly string[]).includes(event),
    ),
    enabled: row.enabled,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

const ofTenant = (tenantId: string, id: string) =>
  and(eq(webhookEndpoints.tenantId, tenantId), eq(webhookEndpoints.id, id))

const endpointNotFound = () => new NotFoundError('errors.webhooks.notFound')

export async function listWebhookEndpoints(db: Db, tenantId: string): Promise<WebhookEndpointView[]> {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.tenantId, tenantId))
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id))
  return rows.map(endpointView)
}

export async function requireWebhookEndpoint(db: Db, tenantId: string, id: string): Promise<EndpointRow> {
  const [row] = await db.select().from(webhookEndpoints).where(ofTenant(tenantId, id))
  if (!row) throw endpointNotFound()
  return row
}

/** The endpoint's secret in clear, to sign a delivery. */
export const openEndpointSecret = (row: Pick<EndpointRow, 'secret'>) => openStoredSecret(row.secret)

interface Change<I> {
  tenantId: string
  input: I
  actor: string
  policy: UrlPolicy
}

export async function createWebhookEndpoint(
  db: Db,
  change: Change<unknown>,
): Promise<WebhookEndpointWithSecret> {
  const input = validateInput(createSchema, change.input)
  const url = await checkEndpointUrl(input.url, change.policy)
  const secret = newEndpointSecret()
  const row = await db.transaction(async (tx) => {
    // Serialises creations of one tenant: the cap holds under concurrent requests.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`webhooks:${change.tenantId}`}))`)
    const [existing] = await tx
      .select({ n: count() })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.tenantId, change.tenantId))
    if ((existing?.n ?? 0) >= MAX_WEBHOOK_ENDPOINTS) {
      throw new ConflictError('errors.webhooks.tooManyEndpoints', { max: MAX_WEBHOOK_ENDPOINTS })
    }
    const [created] = await tx
      .insert(webhookEndpoints)
      .values({
        tenantId: change.tenantId,
        id: randomUUID(),
        url,
        events: input.events,
        description: input.description ?? '',
        enabled: input.enabled ?? true,
        secret: sealStoredSecret(secret),
      })
      .returning()
    if (!created) throw new Error('webhook endpoint insert returned no row')
    await recordAudit(tx, {
      actor: change.actor,
      action: 'webhook.create',
      tenantId: change.tenantId,
      target: url,
      details: { endpointId: created.id, events: created.events, enabled: created.enabled },
    })
    return created
  })
  return { ...endpointView(row), secret }
}

export async function updateWebhookEndpoint(
  db: Db,
  change: Change<unknown> & { id: string },
): Promise<WebhookEndpointView> {
  const input = validateInput(updateSchema, change.input)
  const url = input.url === undefined ? undefined : await checkEndpointUrl(input.url, change.policy)
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookEndpoints)
      .set({
        ...(url === undefined ? {} : { url }),
        ...(input.events === undefined ? {} : { events: input.events }),
        ...(input.description === undefined ? {} : { description: input.description }),
        ...(input.enabled === undefined ? {} : { enabled: input.enabled }),
        updatedAt: sql`now()`,
      })
      .where(ofTenant(change.tenantId, change.id))
      .returning()
    if (!row) throw endpointNotFound()
    await recordAudit(tx, {
      actor: change.actor,
      action: 'webhook.update',
      tenantId: change.tenantId,
      target: row.url,
      details: { endpointId: row.id, changed: Object.keys(input), events: row.events, enabled: row.enabled },
    })
    return endpointView(row)
  })
}

export async function deleteWebhookEndpoint(
  db: Db,
  change: Omit<Change<unknown>, 'input' | 'policy'> & { id: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(webhookEndpoints).where(ofTenant(change.tenantId, change.id)).returning()
    if (!row) throw endpointNotFound()
    await recordAudit(tx, {
      actor: change.actor,
      action: 'webhook.delete',
      tenantId: change.tenantId,
      target: row.url,
      details: { endpointId: row.id },
    })
  })
}

/** A new secret at once: deliveries from now on are signed with it only. */
export async function rotateWebhookSecret(
  db: Db,
  change: Omit<Change<unknown>, 'input' | 'policy'> & { id: string },
): Promise<WebhookEndpointWithSecret> {
  const secret = newEndpointSecret()
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookEndpoints)
      .set({ secret: sealStoredSecret(secret), updatedAt: sql`now()` })
      .where(ofTenant(change.tenantId, change.id))
      .returning()
    if (!row) throw endpointNotFound()
    await recordAudit(tx, {
      actor: change.actor,
      action: 'webhook.rotate_secret',
      tenantId: change.tenantId,
      target: row.url,
      details: { endpointId: row.id },
    })
    return { ...endpointView(row), secret }
  })
}

/** The tenant of an endpoint named by its id alone (the operator's `opsai webhooks deliveries`). */
export async function tenantOfWebhookEndpoint(db: Db, id: string): Promise<string> {
  const [row] = await db
    .select({ tenantId: webhookEndpoints.tenantId })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, id))
  if (!row) throw endpointNotFound()
  return row.tenantId
}
