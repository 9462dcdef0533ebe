import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'
import { tenants } from './tenancy'

export const BACKGROUND_JOB_STATES = ['queued', 'running', 'done', 'failed'] as const

/**
 * The platform's background work besides ingestion (issue 18): tenant exports, mails, the
 * nightly retention and the monthly plan run. Claimed with `FOR UPDATE SKIP LOCKED` under a
 * lease, like the knowledge queue (ADR 027). `dedupe_key` is unique over every state, so a
 * scheduled run (`retention:2026-11-28`) is enqueued once however many servers tick.
 */
export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    dedupeKey: text('dedupe_key').unique(),
    /** The tenant the job works for, if any: its jobs go with it. */
    tenantId: text('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').notNull().default(sql`'{}'::jsonb`),
    state: text('state', { enum: BACKGROUND_JOB_STATES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('background_jobs_ready_idx').on(table.runAt).where(sql`${table.state} in ('queued', 'running')`),
    check('background_jobs_state_known', sql`${table.state} in ('queued', 'running', 'done', 'failed')`),
  ],
)
