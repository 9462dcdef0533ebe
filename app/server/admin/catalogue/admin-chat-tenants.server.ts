/**
 * Which tenants have a catalogue chat enabled (tenant_chats), seen and changed from the chat's
 * side in the console. The change goes through the tenant-scoped repository the rest of the app
 * uses (forTenant(db, id).chats), one tenant at a time, so the list scales to any number of tenants.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '#db/client'
import { tenantChats, tenants } from '#db/schema'
import { recordAudit } from '../../audit.server'
import { NotFoundError } from '../../errors.server'
import { forTenant } from '../../tenancy/scope.server'
import { type CatalogueChatKind, requireChat } from './admin-chats.server'
import { containsText, type ListQuery, type Page } from './admin-paging.server'
import { parseFields } from './catalogue-input.server'

export interface ChatTenantRow {
  tenantId: string
  slug: string
  name: string
  status: 'active' | 'suspended'
  enabled: boolean
}

/** Every tenant (searched by slug or name), enabled ones first, with this chat's state. */
export async function listChatTenants(
  db: Db,
  kinds: readonly CatalogueChatKind[],
  chatId: string,
  query: ListQuery,
): Promise<Page<ChatTenantRow>> {
  const chat = await requireChat(db, chatId, kinds)
  const where = containsText(query.q, [tenants.slug, tenants.name])
  const enabled = sql<boolean>`(${tenantChats.chatId} is not null)`
  const rows = await db
    .select({ tenantId: tenants.id, slug: tenants.slug, name: tenants.name, status: tenants.status, enabled })
    .from(tenants)
    .leftJoin(tenantChats, and(eq(tenantChats.tenantId, tenants.id), eq(tenantChats.chatId, chat.id)))
    .where(where)
    .orderBy(desc(enabled), asc(tenants.slug))
    .limit(query.pageSize)
    .offset(query.pageIndex * query.pageSize)
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(tenants).where(where)
  return { rows, total: count?.total ?? 0 }
}

export async function setChatTenant(
  db: Db,
  kinds: readonly CatalogueChatKind[],
  input: unknown,
  actor: string,
) {
  const values = parseFields(
    z.object({
      chatId: z.string().min(1).max(100),
      tenantId: z.string().min(1).max(100),
      enabled: z.boolean(),
    }),
    input,
  )
  const chat = await requireChat(db, values.chatId, kinds)
  const [tenant] = await db
    .select({ id: tenants.id, slug: tenants.slug })
    .from(tenants)
    .where(eq(tenants.id, values.tenantId))
  if (!tenant) throw new NotFoundError('errors.adminCatalogue.tenantNotFound', { id: values.tenantId })
  return db.transaction(async (tx) => {
    const scope = forTenant(tx, tenant.id)
    let changed: boolean
    if (values.enabled) {
      const [existing] = await tx
        .select({ chatId: tenantChats.chatId })
        .from(tenantChats)
        .where(and(eq(tenantChats.tenantId, tenant.id), eq(tenantChats.chatId, chat.id)))
      changed = !existing
      if (changed) {
        // New chats go to the end of the tenant's order.
        const [last] = await tx
          .select({ position: sql<number>`coalesce(max(${tenantChats.position}), 0)::int` })
          .from(tenantChats)
          .where(eq(tenantChats.tenantId, tenant.id))
        await scope.chats.enable(chat.id, (last?.position ?? 0) + 1)
      }
    } else {
      changed = await scope.chats.disable(chat.id)
    }
    if (changed) {
      await recordAudit(tx, {
        actor,
        action: values.enabled ? 'chat.tenant.enable' : 'chat.tenant.disable',
        tenantId: tenant.id,
        target: `${chat.kind}:${chat.keyword}`,
        details: { chatId: chat.id, tenant: tenant.slug },
      })
    }
    return { changed }
  })
}
