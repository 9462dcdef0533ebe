/**
 * The widget frame's server side (ADR 040): what `/widget-frame/{id}` shows, and the one change
 * it makes to the security headers — its allowed origins, and only they, may frame it.
 */
import { getDatabase } from '#db/runtime'
import type { FrameWidgetResult } from '../../features/widget-frame/widget-frame.functions'
import { ServiceError } from '../errors.server'
import { requireServableWidget } from './widget-access.server'

export const WIDGET_FRAME_PATH = /^\/widget-frame\/([^/]+)\/?$/

export async function frameWidget(request: Request, id: string): Promise<FrameWidgetResult> {
  const { db } = await getDatabase()
  try {
    const widget = await requireServableWidget(db, request, id)
    return {
      ok: true,
      widget: {
        id: widget.id,
        greeting: { ja: widget.greetingJa, en: widget.greetingEn },
        position: widget.position,
        accentColor: widget.accentColor,
      },
    }
  } catch (error) {
    if (error instanceof ServiceError) return { ok: false, messages: error.messages }
    throw error
  }
}

/**
 * The origins that may frame this response: a servable widget's allowed origins on its frame's
 * path; undefined anywhere else (the default `frame-ancestors 'none'` stays).
 */
export async function widgetFrameAncestors(request: Request): Promise<string[] | undefined> {
  const match = WIDGET_FRAME_PATH.exec(new URL(request.url).pathname)
  if (!match?.[1] || request.method !== 'GET') return undefined
  const { db } = await getDatabase()
  try {
    return (await requireServableWidget(db, request, decodeURIComponent(match[1]))).allowedOrigins
  } catch {
    // Unknown, off, another tenant's, or the database unreachable: framed by nobody (the default).
    return undefined
  }
}
