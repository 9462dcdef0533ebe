/**
 * Who may use a widget (ADR 040): the widget must exist, be on, and belong to the tenant of the
 * host it is asked on (`/widget.js`, the frame and the API are all served from the tenant's own
 * hosts); its API takes calls only from its frame (the host's own origin) or an allowed origin.
 */
import { and, eq } from 'drizzle-orm'
import type { Db } from '#db/client'
import { chatWidgets } from '#db/schema'
import { ServiceError } from '../errors.server'
import { resolveRequestTenant } from '../tenancy/request-tenant.server'
import { tenantOfLookup } from '../tenancy/tenant-lookups.server'
import { type WidgetRow, widgetNotFound } from './widgets.server'

/** Ids as `newWidgetId` makes them: anything else is not looked up. */
const WIDGET_ID = /^wgt_[A-Za-z0-9_-]{10,40}$/

export async function findWidget(db: Db, id: string): Promise<WidgetRow | undefined> {
  if (!WIDGET_ID.test(id)) return undefined
  const tenantId = await tenantOfLookup(db, 'chat_widget', id)
  if (!tenantId) return undefined
  const [row] = await db
    .select()
    .from(chatWidgets)
    .where(and(eq(chatWidgets.tenantId, tenantId), eq(chatWidgets.id, id)))
  return row
}

/** The widget `id` as the host of `request` may serve it, or the refusal (404, 403). */
export async function requireServableWidget(db: Db, request: Request, id: string): Promise<WidgetRow> {
  const [row, host] = await Promise.all([findWidget(db, id), resolveRequestTenant(request)])
  if (!row) throw widgetNotFound(id)
  if (host.tenant?.id !== row.tenantId)
    throw new ServiceError(403, 'widget_other_tenant', 'errors.widgets.otherTenant', { id })
  if (!row.enabled) throw new ServiceError(403, 'widget_disabled', 'errors.widgets.disabled')
  return row
}

/** Whether `origin` is the request's own host (the frame's), as the screens' API checks it. */
function isOwnOrigin(request: Request, origin: string): boolean {
  try {
    const from = new URL(origin)
    const own = new URL(request.url)
    return from.origin === own.origin || from.host === (request.headers.get('host') ?? own.host)
  } catch {
    return false
  }
}

/**
 * A call's `Origin` must be the frame's own or one the widget allows; a call without one (not a
 * browser's) is refused too, since only browsers' visitors are the widget's to serve.
 */
export function requireAllowedOrigin(request: Request, widget: Pick<WidgetRow, 'allowedOrigins'>) {
  const origin = request.headers.get('origin')
  if (origin && (isOwnOrigin(request, origin) || widget.allowedOrigins.includes(origin))) return
  throw new ServiceError(403, 'origin_not_allowed', 'errors.widgets.originNotAllowed', {
    origin: (origin ?? '-').slice(0, 200),
  })
}
