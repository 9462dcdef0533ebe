/**
 * Embeddable chat widgets, the owner's and admins' side (issue 20, ADR 040): list, create, change
 * and delete. A widget chats as a service user of its own, named after it, so the dashboards show
 * its usage under that name; deleting a widget keeps that user, so its history stays counted.
 * Every change is audited in the transaction that makes it; bad input changes nothing.
 */
import { randomBytes } from 'node:crypto'
import { and, asc, desc, eq } from 'drizzle-orm'
import type { z } from 'zod'
import { isTextKey } from '#app/i18n/texts.server'
import type { Db } from '#db/client'
import { chatWidgets, domains } from '#db/schema'
import {
  chatModelId,
  parseChatModelId,
  type WidgetView,
  widgetCreateSchema,
  widgetSnippet,
  widgetUpdateSchema,
} from '../../features/integrations/widgets.shared'
import { recordAudit } from '../audit.server'
import { loadChatDefinition } from '../chat/chat-definition.server'
import { getServerConfig } from '../config.server'
import { InvalidInputError, NotFoundError } from '../errors.server'
import { issueParams } from '../issue-text.server'
import { createServiceUser, renameServiceUser } from '../tenancy/service-users.server'
import { claimLookup, releaseLookup } from '../tenancy/tenant-lookups.server'

export type WidgetRow = typeof chatWidgets.$inferSelect

/** What the dashboards call the widget's service user. */
export const serviceUserName = (widgetName: string) => `ウィジェット: ${widgetName}`

export function widgetNotFound(id: string) {
  return new NotFoundError('errors.widgets.notFound', { id: id.slice(0, 64) })
}

/** `wgt_` and 20 random characters: unguessable, and safe in an HTML attribute and a URL path. */
function newWidgetId() {
  return `wgt_${randomBytes(15).toString('base64url')}`
}

/** The input as its schema reads it, or a 400 worded by its first issue. */
function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  if (issue && isTextKey(issue.message)) throw new InvalidInputError(issue.message, issueParams(issue))
  throw new InvalidInputError('errors.common.notInForm')
}

/** The chat behind a model id, if this tenant may use it; refused with a 400 otherwise. */
async function requireChat(db: Db, tenantId: string, chat: string) {
  const ref = parseChatModelId(chat)
  if (!ref) throw new InvalidInputError('errors.widgets.chatInvalid', { chat: chat.slice(0, 100) })
  try {
    return await loadChatDefinition(db, tenantId, ref.chatKind, ref.keyword)
  } catch (error) {
    if (error instanceof NotFoundError)
      throw new InvalidInputError('errors.widgets.chatUnavailable', { chat })
    throw error
  }
}

/** The origin `/widget.js` is served from on the tenant's primary host (the deployment's scheme and port). */
export async function tenantScriptOrigin(db: Db, tenantId: string): Promise<string | null> {
  const [host] = await db
    .select({ hostname: domains.hostname })
    .from(domains)
    .where(eq(domains.tenantId, tenantId))
    .orderBy(desc(domains.isPrimary), asc(domains.hostname))
    .limit(1)
  if (!host) return null
  const base = new URL(getServerConfig().server.baseUrl)
  return `${base.protocol}//${host.hostname}${base.port ? `:${base.port}` : ''}`
}

export function widgetView(row: WidgetRow, scriptOrigin: string | null): WidgetView {
  return {
    id: row.id,
    name: row.name,
    chat: chatModelId(row),
    allowedOrigins: row.allowedOrigins,
    greetingJa: row.greetingJa,
    greetingEn: row.greetingEn,
    position: row.position,
    accentColor: row.accentColor,
    visitorDailyCap: row.visitorDailyCap,
    dailyCap: row.dailyCap,
    enabled: row.enabled,
    host: scriptOrigin ? new URL(scriptOrigin).host : null,
    snippet: scriptOrigin ? widgetSnippet(scriptOrigin, row.id) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

export async function listWidgets(db: Db, tenantId: string): Promise<WidgetView[]> {
  const [rows, origin] = await Promise.all([
    db
      .select()
      .from(chatWidgets)
      .where(eq(chatWidgets.tenantId, tenantId))
      .orderBy(asc(chatWidgets.createdAt)),
    tenantScriptOrigin(db, tenantId),
  ])
  return rows.map((row) => widgetView(row, origin))
}

/** Greetings a widget opens with when its owner wrote none. */
const DEFAULT_GREETING = {
  ja: 'こんにちは。ご質問をどうぞ。',
  en: 'Hello! How can we help you?',
}

export async function createWidget(
  db: Db,
  input: { tenantId: string; actor: string; fields: unknown },
): Promise<WidgetView> {
  const fields = parseInput(widgetCreateSchema, input.fields)
  const chat = await requireChat(db, input.tenantId, fields.chat)
  const name = fields.name ?? chat.name
  const row = await db.transaction(async (tx) => {
    const serviceUserId = await createServiceUser(tx, {
      tenantId: input.tenantId,
      kind: 'widget',
      name: serviceUserName(name),
    })
    const id = newWidgetId()
    await claimLookup(tx, 'chat_widget', id, input.tenantId)
    const [created] = await tx
      .insert(chatWidgets)
      .values({
        id,
        tenantId: input.tenantId,
        name,
        chatKind: chat.chatKind,
        keyword: chat.keyword,
        serviceUserId,
        allowedOrigins: fields.allowedOrigins,
        greetingJa: fields.greetingJa ?? DEFAULT_GREETING.ja,
        greetingEn: fields.greetingEn ?? DEFAULT_GREETING.en,
        position: fields.position,
        accentColor: fields.accentColor,
        visitorDailyCap: fields.visitorDailyCap,
        dailyCap: fields.dailyCap,
        enabled: fields.enabled,
      })
      .returning()
    if (!created) throw new Error('insert returned no widget')
    await recordAudit(tx, {
      actor: input.actor,
      action: 'widget.create',
      tenantId: input.tenantId,
      target: created.id,
      details: { chat: fields.chat, allowedOrigins: fields.allowedOrigins, enabled: fields.enabled },
    })
    return created
  })
  return widgetView(row, await tenantScriptOrigin(db, input.tenantId))
}

export async function updateWidget(
  db: Db,
  input: { tenantId: string; actor: string; id: string; fields: unknown },
): Promise<WidgetView> {
  const { chat: chatId, ...fields } = parseInput(widgetUpdateSchema, input.fields)
  const chat = chatId === undefined ? undefined : await requireChat(db, input.tenantId, chatId)
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(chatWidgets)
      .set({
        ...fields,
        ...(chat ? { chatKind: chat.chatKind, keyword: chat.keyword } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(chatWidgets.tenantId, input.tenantId), eq(chatWidgets.id, input.id)))
      .returning()
    if (!updated) throw widgetNotFound(input.id)
    if (fields.name)
      await renameServiceUser(tx, input.tenantId, updated.serviceUserId, serviceUserName(fields.name))
    await recordAudit(tx, {
      actor: input.actor,
      action: 'widget.update',
      tenantId: input.tenantId,
      target: updated.id,
      details: { ...fields, ...(chatId ? { chat: chatId } : {}) },
    })
    return updated
  })
  return widgetView(row, await tenantScriptOrigin(db, input.tenantId))
}

export async function deleteWidget(db: Db, input: { tenantId: string; actor: string; id: string }) {
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(chatWidgets)
      .where(and(eq(chatWidgets.tenantId, input.tenantId), eq(chatWidgets.id, input.id)))
      .returning({ id: chatWidgets.id, name: chatWidgets.name })
    if (!removed) throw widgetNotFound(input.id)
    await releaseLookup(tx, 'chat_widget', removed.id, input.tenantId)
    await recordAudit(tx, {
      actor: input.actor,
      action: 'widget.delete',
      tenantId: input.tenantId,
      target: removed.id,
      details: { name: removed.name },
    })
  })
  return { removed: true }
}
