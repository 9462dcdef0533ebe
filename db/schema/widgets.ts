/**
 * Embeddable chat widgets (issue 20, ADR 040): a tenant's chat on the tenant's own public
 * website. Each widget chats, and is charged, as its own service user (`service_kind = widget`);
 * `allowed_origins` are the sites that may frame it and call its API (normalised origins).
 */
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core'
import { user } from './auth'
import { THREAD_CHAT_KINDS } from './chat'
import { cascadingRef, createdAt, updatedAt } from './columns'
import { tenantIdColumn } from './tenancy'

export const WIDGET_POSITIONS = ['bottom-right', 'bottom-left'] as const
export type WidgetPosition = (typeof WIDGET_POSITIONS)[number]

export const chatWidgets = pgTable(
  'chat_widgets',
  {
    /** Public (it is in the snippet): random, and unique across tenants (tenant_lookups) so `/widget.js` finds it. */
    id: text('id').notNull(),
    tenantId: tenantIdColumn(),
    name: text('name').notNull(),
    chatKind: text('chat_kind', { enum: THREAD_CHAT_KINDS }).notNull(),
    keyword: text('keyword').notNull(),
    /** The identity the widget chats and is charged as: removed with the widget's tenant. */
    serviceUserId: cascadingRef('service_user_id', () => user.id)(),
    allowedOrigins: text('allowed_origins').array().notNull(),
    greetingJa: text('greeting_ja').notNull(),
    greetingEn: text('greeting_en').notNull(),
    position: text('position', { enum: WIDGET_POSITIONS }).notNull().default('bottom-right'),
    /** `#rrggbb` over the brand's primary colour; null: the brand's own. */
    accentColor: text('accent_color'),
    /** Messages one visitor may send per day (Japan time). */
    visitorDailyCap: integer('visitor_daily_cap').notNull(),
    /** Messages all visitors together may send per day (Japan time). */
    dailyCap: integer('daily_cap').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('chat_widgets_service_user_key').on(table.tenantId, table.serviceUserId),
    index('chat_widgets_chat_idx').on(table.tenantId, table.chatKind, table.keyword),
    check('chat_widgets_position_known', sql`${table.position} in ('bottom-right', 'bottom-left')`),
    check('chat_widgets_origins_size', sql`cardinality(${table.allowedOrigins}) between 1 and 20`),
    check('chat_widgets_caps_positive', sql`${table.visitorDailyCap} > 0 and ${table.dailyCap} > 0`),
    check(
      'chat_widgets_accent_hex',
      sql`${table.accentColor} is null or ${table.accentColor} ~ '^#[0-9a-f]{6}$'`,
    ),
  ],
)
