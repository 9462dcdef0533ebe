/**
 * The timestamps most tables carry, spelled once. Each call makes a new builder: drizzle binds a
 * column builder to the one table it is declared in.
 */
import { timestamp } from 'drizzle-orm/pg-core'

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()
