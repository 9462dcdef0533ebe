import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { createdAt, updatedAt } from './columns'
import { tenantIdColumn } from './tenancy'

export const WEBHOOK_DELIVERY_STATES = ['pending', 'succeeded', 'failed'] as const
export const WEBHOOK_ATTEMPT_TRIGGERS = ['scheduled', 'replay'] as const

/**
 * A tenant's outgoing webhook endpoint (ADR 041): where events of the chosen types are POSTed,
 * signed per Standard Webhooks with the endpoint's own `whsec_…` secret (sealed, ADR 033).
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    tenantId: tenantIdColumn(),
    id: text('id').notNull(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    /** Event types it receives (`thread.created`, …); checked by the service. */
    events: text('events').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** `whsec_<base64>`, sealed with the platform's key. */
    secret: text('secret').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    // The operator's `opsai webhooks deliveries` names an endpoint by its (random) id alone.
    index('webhook_endpoints_id_idx').on(table.id),
  ],
)

/**
 * One event for one endpoint: its message id (`webhook-id`, the same on every attempt and replay),
 * the exact body sent, and where its delivery stands. `event_key` names the event that made it,
 * so the same event emitted twice is delivered once per endpoint.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    tenantId: tenantIdColumn(),
    id: text('id').notNull(),
    endpointId: text('endpoint_id').notNull(),
    eventType: text('event_type').notNull(),
    eventKey: text('event_key').notNull(),
    body: text('body').notNull(),
    state: text('state', { enum: WEBHOOK_DELIVERY_STATES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    foreignKey({
      columns: [table.tenantId, table.endpointId],
      foreignColumns: [webhookEndpoints.tenantId, webhookEndpoints.id],
      name: 'webhook_deliveries_endpoint_fk',
    }).onDelete('cascade'),
    uniqueIndex('webhook_deliveries_event_unique').on(table.tenantId, table.endpointId, table.eventKey),
    index('webhook_deliveries_log_idx').on(table.tenantId, table.endpointId, table.createdAt),
    check('webhook_deliveries_state_known', sql`${table.state} in ('pending', 'succeeded', 'failed')`),
  ],
)

/** One HTTP attempt of a delivery, for the log: the answer's status and the start of its body. */
export const webhookDeliveryAttempts = pgTable(
  'webhook_delivery_attempts',
  {
    tenantId: tenantIdColumn(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    deliveryId: text('delivery_id').notNull(),
    trigger: text('trigger', { enum: WEBHOOK_ATTEMPT_TRIGGERS }).notNull(),
    succeeded: boolean('succeeded').notNull(),
    statusCode: integer('status_code'),
    /** The first characters of the receiver's answer (never more than ~1 KB). */
    responseBody: text('response_body'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    foreignKey({
      columns: [table.tenantId, table.deliveryId],
      foreignColumns: [webhookDeliveries.tenantId, webhookDeliveries.id],
      name: 'webhook_attempts_delivery_fk',
    }).onDelete('cascade'),
    index('webhook_attempts_delivery_idx').on(table.tenantId, table.deliveryId),
    check('webhook_attempts_trigger_known', sql`${table.trigger} in ('scheduled', 'replay')`),
  ],
)
