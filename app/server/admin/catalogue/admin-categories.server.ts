/**
 * /admin/categories: the catalogue's categories, created, edited, reordered and deleted by the
 * system administrator. Ids and names follow catalogue-file.ts, the rules of `opsai seed
 * catalogue`, so a category made here can be named in a catalogue file and the other way round.
 *
 * Deleting a category that chats still use is refused, with the count and the first names: the
 * schema would quietly set those chats to "no category", which reshuffles every tenant's home
 * page; the administrator moves the chats first (or deliberately sets them to none).
 */
import { type AnyColumn, asc, desc, eq, gt, lt, type SQL, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '#db/client'
import { rowsOf } from '#db/rows'
import { categories, chats } from '#db/schema'
import { recordAudit } from '../../audit.server'
import { categorySchema } from '../../catalogue/catalogue-file.server'
import { isUniqueViolation } from '../../db-errors.server'
import { NotFoundError } from '../../errors.server'
import { says } from '../../issue-text.server'
import { bumpCacheVersion, CATALOGUE_CACHE } from '../../tenancy/cache-version.server'
import { correlatedCount } from '../correlated-count.server'
import { plainNames } from '../name-list.server'
import { containsText, type ListQuery, type Page } from './admin-paging.server'
import { fieldError, parseFields } from './catalogue-input.server'

export interface AdminCategoryRow {
  id: string
  name: string
  description: string
  position: number
  /** Catalogue chats of any kind in this category. */
  chatCount: number
  updatedAt: string
}

const description = z.string().max(2000, says('errors.admin.mustBeAtMostChars')).default('')

function categoryCreateSchema() {
  return z.object({ id: categorySchema.shape.id, name: categorySchema.shape.name, description })
}

function categoryUpdateSchema() {
  return z.object({ id: z.string().min(1).max(100), name: categorySchema.shape.name, description })
}

const chatCount = correlatedCount(chats, chats.categoryId, categories, categories.id)

const SORTS: Record<string, SQL | AnyColumn> = {
  position: categories.position,
  id: categories.id,
  name: categories.name,
  chatCount,
  updatedAt: categories.updatedAt,
}

export async function listCategoriesPage(db: Db, query: ListQuery): Promise<Page<AdminCategoryRow>> {
  const where = containsText(query.q, [categories.id, categories.name])
  const column = SORTS[query.sortBy ?? 'position'] ?? categories.position
  const rows = await db
    .select({
      id: categories.id,
      name: categories.name,
      description: categories.description,
      position: categories.position,
      chatCount,
      updatedAt: categories.updatedAt,
    })
    .from(categories)
    .where(where)
    .orderBy(query.sortDesc ? desc(column) : asc(column), asc(categories.position), asc(categories.id))
    .limit(query.pageSize)
    .offset(query.pageIndex * query.pageSize)
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(categories).where(where)
  return {
    rows: rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() })),
    total: count?.total ?? 0,
  }
}

/** Every category's id and name, in catalogue order: the choices of a chat's category field. */
export function categoryOptions(db: Db) {
  return db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.id))
}

export async function createCategory(db: Db, input: unknown, actor: string) {
  const values = parseFields(categoryCreateSchema(), input)
  try {
    return await db.transaction(async (tx) => {
      const [last] = await tx
        .select({ position: sql<number>`coalesce(max(${categories.position}), 0)::int` })
        .from(categories)
      const position = (last?.position ?? 0) + 1
      await tx.insert(categories).values({ ...values, position })
      await bumpCacheVersion(tx, CATALOGUE_CACHE)
      await recordAudit(tx, {
        actor,
        action: 'category.create',
        target: values.id,
        details: { ...values, position },
      })
      return { id: values.id }
    })
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    throw fieldError('id', 'errors.adminCatalogue.categoryIdTaken', { id: values.id }, 409)
  }
}

export async function updateCategory(db: Db, input: unknown, actor: string) {
  const values = parseFields(categoryUpdateSchema(), input)
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(categories).where(eq(categories.id, values.id))
    if (!before) throw categoryNotFound(values.id)
    await tx
      .update(categories)
      .set({ name: values.name, description: values.description, updatedAt: sql`now()` })
      .where(eq(categories.id, values.id))
    await bumpCacheVersion(tx, CATALOGUE_CACHE)
    await recordAudit(tx, {
      actor,
      action: 'category.update',
      target: values.id,
      details: { from: { name: before.name, description: before.description }, to: values },
    })
    return { id: values.id }
  })
}

/**
 * Swaps a category with its neighbour in the catalogue order. Seed files may give equal
 * positions, so the order is first made strict (1..n, one statement), then two rows swap.
 */
export async function moveCategory(db: Db, input: unknown, actor: string) {
  const { id, direction } = parseFields(
    z.object({ id: z.string().min(1).max(100), direction: z.enum(['up', 'down']) }),
    input,
  )
  return db.transaction(async (tx) => {
    await tx.execute(sql`update ${categories} set position = ordered.n
      from (select id, row_number() over (order by position, id)::int as n from ${categories}) as ordered
      where ${categories.id} = ordered.id and ${categories.position} <> ordered.n`)
    const [current] = await tx.select().from(categories).where(eq(categories.id, id))
    if (!current) throw categoryNotFound(id)
    const [neighbour] = await tx
      .select()
      .from(categories)
      .where(
        direction === 'up'
          ? lt(categories.position, current.position)
          : gt(categories.position, current.position),
      )
      .orderBy(direction === 'up' ? desc(categories.position) : asc(categories.position))
      .limit(1)
    if (!neighbour) return { moved: false }
    await tx.update(categories).set({ position: neighbour.position }).where(eq(categories.id, current.id))
    await tx.update(categories).set({ position: current.position }).where(eq(categories.id, neighbour.id))
    await bumpCacheVersion(tx, CATALOGUE_CACHE)
    await recordAudit(tx, {
      actor,
      action: 'category.move',
      target: id,
      details: { direction, from: current.position, to: neighbour.position },
    })
    return { moved: true }
  })
}

export async function deleteCategory(db: Db, input: unknown, actor: string) {
  const { id } = parseFields(z.object({ id: z.string().min(1).max(100) }), input)
  return db.transaction(async (tx) => {
    const [category] = await tx.select().from(categories).where(eq(categories.id, id))
    if (!category) throw categoryNotFound(id)
    // Locks the chats of the category, so none joins it between the check and the delete.
    const users = rowsOf<{ name: string }>(
      await tx.execute(
        sql`select name from ${chats} where ${chats.categoryId} = ${id} order by kind, position, keyword for update`,
      ),
    )
    if (users.length > 0) {
      const names = users.slice(0, 3).map((chat) => chat.name)
      throw fieldError(
        'form',
        'errors.adminCatalogue.categoryInUse',
        {
          chats: users.length,
          namesJa: plainNames('ja', names, users.length),
          namesEn: plainNames('en', names, users.length),
        },
        409,
      )
    }
    await tx.delete(categories).where(eq(categories.id, id))
    await bumpCacheVersion(tx, CATALOGUE_CACHE)
    await recordAudit(tx, { actor, action: 'category.delete', target: id, details: { name: category.name } })
    return { deleted: true }
  })
}

function categoryNotFound(id: string) {
  return new NotFoundError('errors.adminCatalogue.categoryNotFound', { id })
}
