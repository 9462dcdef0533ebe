import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import type { BilingualText } from '../../i18n/bilingual-text.shared'
import type { WidgetPosition } from '../integrations/widgets.shared'

/** What the frame shows of its widget: nothing of its chat, caps or origins. */
export interface FrameWidget {
  id: string
  greeting: { ja: string; en: string }
  position: WidgetPosition
  accentColor: string | null
}

export type FrameWidgetResult = { ok: true; widget: FrameWidget } | { ok: false; messages: BilingualText }

/** The widget this host serves at `/widget-frame/{id}`, or why it serves none (ADR 040). */
export const getFrameWidget = createServerFn({ method: 'GET' })
  .validator((input: unknown) => {
    const id = (input as { id?: unknown } | undefined)?.id
    return { id: typeof id === 'string' ? id.slice(0, 100) : '' }
  })
  .handler(async ({ data }): Promise<FrameWidgetResult> => {
    const { frameWidget } = await import('../../server/widgets/widget-frame.server')
    return frameWidget(getRequest(), data.id)
  })
