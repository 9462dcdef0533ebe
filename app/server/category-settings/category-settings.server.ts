/**
 * A tenant's category settings (`/categorySetting`): the order and visibility of the catalogue's
 * categories and where each enabled chat appears. Owners and admins change them; everyone in the
 * tenant sees their effect on the home page. Every save replaces the tenant's rows in one
 * transaction with its audit row, so a half-saved layout never shows.
 */
import { asc, eq } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '#db/client'
import { categories, tenantCategorySettings, tenantChatPlacements } from '#db/schema'
import {
  type CategoryLayout,
  type CategoryLayoutInput,
  type LayoutChat,
  resolveCategoryLayout,
} from '../../features/category-settings/category-layout.shared'
import { recordAudit } from '../audit.server'
import { ConflictError, InvalidInputError, ServiceError } from '../errors.server'
import { seesAllUsers, type TenantMember } from '../home/tenant-member.server'
import { bumpCacheVersion, CACHE_READS, CATALOGUE_CACHE } from '../tenancy/cache-version.server'
import { forTenant } from '../tenancy/scope.server'
import { versionedCache } from '../tenancy/versioned-cache.server'

/** Changing the tenant's settings is for owners and admins. */
export class SettingsForbiddenError extends ServiceError {
  constructor() {
    super(403, 'forbidden', 'errors.categorySettings.forbidden')
  }
}

export function canManageCategories(member: TenantMember): boolean {
  return seesAllUsers(member.role)
}

function requireManager(member: TenantMember) {
  if (!canManageCategories(member)) throw new SettingsForbiddenError()
}

/** The tenant's layout: every catalogue category and every chat the tenant has enabled. */
export async function loadCategoryLayout(db: Db, tenantId: string): Promise<CategoryLayout<LayoutChat>> {
  const scope = forTenant(db, tenantId)
  const [enabled, categoryRows, categorySettings, chatPlacements] = await Promise.all([
    scope.chats.list(),
    db
      .select({
        id: categories.id,
        name: categories.name,
        nameEn: categories.nameEn,
        description: categories.description,
      })
      .from(categories)
      .orderBy(asc(categories.position), asc(categories.id)),
    db
      .select({
        categoryId: tenantCategorySettings.categoryId,
        position: tenantCategorySettings.position,
        hidden: tenantCategorySettings.hidden,
      })
      .from(tenantCategorySettings)
      .where(eq(tenantCategorySettings.tenantId, scope.tenantId)),
    db
      .select({
        chatId: tenantChatPlacements.chatId,
        categoryId: tenantChatPlacements.categoryId,
        position: tenantChatPlacements.position,
        hidden: tenantChatPlacements.hidden,
      })
      .from(tenantChatPlacements)
      .where(eq(tenantChatPlacements.tenantId, scope.tenantId)),
  ])
  return resolveCategoryLayout({
    categories: categoryRows,
    chats: enabled.map((chat) => ({
      id: chat.id,
      kind: chat.kind,
      keyword: chat.keyword,
      name: chat.name,
      nameEn: chat.nameEn,
      description: chat.description,
      categoryId: chat.categoryId,
    })),
    categorySettings,
    chatPlacements,
  })
}

/** The layout as the home reads it: kept per `catalogue` version (every change to it bumps that). */
export const cachedCategoryLayout = versionedCache(CACHE_READS.categoryLayouts, loadCategoryLayout)

const idSchema = z.string().min(1).max(200)
const chatEntrySchema = z.object({ id: idSchema, hidden: z.boolean() })
export const categoryLayoutInputSchema = z.object({
  categories: z
    .array(z.object({ id: idSchema, hidden: z.boolean(), chats: z.array(chatEntrySchema).max(1000) }))
    .max(1000),
  others: z.array(chatEntrySchema).max(1000),
})

function parseLayoutInput(input: unknown): CategoryLayoutInput {
  const parsed = categoryLayoutInputSchema.safeParse(input)
  if (!parsed.success) {
    throw new InvalidInputError('errors.categorySettings.notInForm')
  }
  return parsed.data
}

function sameSet(a: readonly string[], b: readonly string[]) {
  return a.length === b.length && new Set(a).size === a.length && b.every((id) => a.includes(id))
}

/**
 * Saves the whole layout. It must name every catalogue category and every enabled chat exactly
 * once: anything else means the page was built from a catalogue that has changed since, and
 * saving it would silently drop or invent rows (409, reload).
 */
export async function saveCategorySettings(
  db: Db,
  member: TenantMember,
  rawInput: unknown,
): Promise<CategoryLayout<LayoutChat>> {
  requireManager(member)
  const input = parseLayoutInput(rawInput)
  const current = await loadCategoryLayout(db, member.tenantId)
  const currentChats = [...current.categories.flatMap((category) => category.chats), ...current.others]
  const sentChats = [...input.categories.flatMap((category) => category.chats), ...input.others]
  if (
    !sameSet(
      current.categories.map((category) => category.id),
      input.categories.map((category) => category.id),
    ) ||
    !sameSet(
      currentChats.map((chat) => chat.id),
      sentChats.map((chat) => chat.id),
    )
  ) {
    throw new ConflictError('errors.categorySettings.changed')
  }
  await db.transaction(async (tx) => {
    await tx.delete(tenantCategorySettings).where(eq(tenantCategorySettings.tenantId, member.tenantId))
    await tx.delete(tenantChatPlacements).where(eq(tenantChatPlacements.tenantId, member.tenantId))
    await bumpCacheVersion(tx, CATALOGUE_CACHE)
    if (input.categories.length > 0) {
      await tx.insert(tenantCategorySettings).values(
        input.categories.map((category, position) => ({
          tenantId: member.tenantId,
          categoryId: category.id,
          position,
          hidden: category.hidden,
        })),
      )
    }
    const placements = [
      ...input.categories.flatMap((category) =>
        category.chats.map((chat, position) => ({ ...chat, categoryId: category.id, position })),
      ),
      ...input.others.map((chat, position) => ({ ...chat, categoryId: null, position })),
    ]
    if (placements.length > 0) {
      await tx.insert(tenantChatPlacements).values(
        placements.map((chat) => ({
          tenantId: member.tenantId,
          chatId: chat.id,
          categoryId: chat.categoryId,
          position: chat.position,
          hidden: chat.hidden,
        })),
      )
    }
    await recordAudit(tx, {
      actor: `user:${member.userId}`,
      action: 'categories.update',
      tenantId: member.tenantId,
      target: 'category-settings',
      details: {
        categories: input.categories.map((category) => category.id),
        hiddenCategories: input.categories
          .filter((category) => category.hidden)
          .map((category) => category.id),
        hiddenChats: sentChats.filter((chat) => chat.hidden).map((chat) => chat.id),
        placements: Object.fromEntries([
          ...input.categories.flatMap((category) => category.chats.map((chat) => [chat.id, category.id])),
          ...input.others.map((chat) => [chat.id, null]),
        ] as [string, string | null][]),
      },
    })
  })
  return loadCategoryLayout(db, member.tenantId)
}

/** Back to the catalogue's order, every category and chat shown. */
export async function resetCategorySettings(
  db: Db,
  member: TenantMember,
): Promise<CategoryLayout<LayoutChat>> {
  requireManager(member)
  await db.transaction(async (tx) => {
    await tx.delete(tenantCategorySettings).where(eq(tenantCategorySettings.tenantId, member.tenantId))
    await tx.delete(tenantChatPlacements).where(eq(tenantChatPlacements.tenantId, member.tenantId))
    await bumpCacheVersion(tx, CATALOGUE_CACHE)
    await recordAudit(tx, {
      actor: `user:${member.userId}`,
      action: 'categories.reset',
      tenantId: member.tenantId,
      target: 'category-settings',
    })
  })
  return loadCategoryLayout(db, member.tenantId)
}
