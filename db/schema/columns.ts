/**
 * The timestamps most tables carry, spelled once. Each call makes a new builder: drizzle binds a
 * column builder to the one table it is declared in.
 */
import { type AnyPgColumn, customType, text, timestamp } from 'drizzle-orm/pg-core'

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()

/** A display name in Japanese and English (ADR 020); `nameEn` null: the Japanese `name` is shown in English too. */
export const bilingualName = () => ({ name: text('name').notNull(), nameEn: text('name_en') })

/**
 * A required reference to a parent's id, as a column factory: the row goes when the parent is
 * deleted. `parent` is a thunk so tables may refer to ones declared later.
 */
export const cascadingRef =
  <N extends string>(name: N, parent: () => AnyPgColumn) =>
  () =>
    text(name).notNull().references(parent, { onDelete: 'cascade' })

/** Raw bytes (documents, export archives) kept in the database, so every instance reads them. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' })
