import { sql } from 'drizzle-orm'
import { boolean, check, foreignKey, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { categories, chatIdColumn } from './catalogue'
import { updatedAt } from './columns'
import { tenantIdColumn } from './tenancy'

/**
 * A tenant's own order and visibility of the catalogue's categories (`/categorySetting`). A
 * category without a row keeps the catalogue's position after those with one, and is shown.
 */
export const tenantCategorySettings = pgTable(
  'tenant_category_settings',
  {
    tenantId: tenantIdColumn(),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    hidden: boolean('hidden').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.categoryId] }),
    check('tenant_category_settings_position_non_negative', sql`${table.position} >= 0`),
  ],
)

/**
 * Where one enabled chat appears for a tenant: under which category (null: the "other chats"
 * group), at which position in it, and whether the home page lists it. A chat without a row
 * stays under its catalogue category in the tenant's enabled order.
 */
export const tenantChatPlacements = pgTable(
  'tenant_chat_placements',
  {
    tenantId: tenantIdColumn(),
    chatId: chatIdColumn(),
    categoryId: text('category_id'),
    position: integer('position').notNull(),
    hidden: boolean('hidden').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.chatId] }),
    // A category the catalogue deletes sends its chats back to "other chats" for this tenant.
    foreignKey({
      columns: [table.categoryId],
      foreignColumns: [categories.id],
      name: 'tenant_chat_placements_category_fk',
    }).onDelete('set null'),
    index('tenant_chat_placements_category_idx').on(table.categoryId),
    check('tenant_chat_placements_position_non_negative', sql`${table.position} >= 0`),
  ],
)
