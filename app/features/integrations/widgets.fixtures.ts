/** Widgets and a fake API for the widget section's stories and tests. */
import type { BilingualText } from '../../i18n/bilingual-text.shared'
import type { ApiResult } from '../team/team-api-client'
import type { WidgetChatOption } from './widget-dialog'
import type { WidgetView } from './widgets.shared'
import type { WidgetsApi } from './widgets-section'

export const sampleWidgetChats: WidgetChatOption[] = [
  { id: 'chat', name: 'チャット', nameEn: 'Chat' },
  { id: 'faq:support', name: 'サポートFAQ', nameEn: 'Support FAQ' },
  { id: 'custom:mail', name: 'メール作成', nameEn: null },
]

export const sampleWidget: WidgetView = {
  id: 'wgt_Ab3dEf6hIj9kLm2nOp5q',
  name: 'サポートFAQ',
  chat: 'faq:support',
  allowedOrigins: ['https://www.hirameki.example', 'https://shop.hirameki.example'],
  greetingJa: 'こんにちは。ご質問をどうぞ。',
  greetingEn: 'Hello! How can we help you?',
  position: 'bottom-right',
  accentColor: null,
  visitorDailyCap: 20,
  dailyCap: 500,
  enabled: true,
  host: 'chat.hirameki.example',
  snippet:
    '<script src="https://chat.hirameki.example/widget.js" data-widget="wgt_Ab3dEf6hIj9kLm2nOp5q" async></script>',
  createdAt: '2026-11-01T01:00:00.000Z',
  updatedAt: '2026-11-01T01:00:00.000Z',
}

export const offWidget: WidgetView = {
  ...sampleWidget,
  id: 'wgt_Zy1xWv4uTs7rQp0oNm3l',
  name: 'メール作成（テスト）',
  chat: 'custom:mail',
  allowedOrigins: ['http://localhost:8080'],
  position: 'bottom-left',
  accentColor: '#c2185b',
  enabled: false,
  snippet:
    '<script src="https://chat.hirameki.example/widget.js" data-widget="wgt_Zy1xWv4uTs7rQp0oNm3l" async></script>',
}

export const originRefusal: BilingualText = {
  ja: 'http://www.hirameki.example はオリジンとして正しくありません。https://example.com のように、スキーム・ホスト・ポートだけを指定してください（http はローカルホストのみ）。何も変更していません。',
  en: 'http://www.hirameki.example is not a valid origin. Give the scheme, host and port only, like https://example.com (http only for localhost). Nothing was changed.',
}

export const managersOnly: BilingualText = {
  ja: 'ウィジェットを管理できるのはオーナーと管理者だけです。',
  en: 'Only owners and admins can manage widgets.',
}

const refused = (status: number, message: BilingualText) =>
  ({ ok: false, status, message, fieldErrors: {} }) as const

/** An API over a list in memory; `refuse*` makes the server turn a call down. */
export function fakeWidgetsApi(
  initial: WidgetView[],
  options: { refuseSave?: BilingualText; refuseList?: BilingualText } = {},
): WidgetsApi & { sent: Record<string, unknown>[] } {
  let widgets = [...initial]
  const sent: Record<string, unknown>[] = []
  const view = (input: Record<string, unknown>, base: WidgetView): WidgetView =>
    ({ ...base, ...input }) as WidgetView
  return {
    key: ['fake-widgets', initial.map((widget) => widget.id).join(',')],
    sent,
    async list(): Promise<ApiResult<{ widgets: WidgetView[]; chats: WidgetChatOption[] }>> {
      if (options.refuseList) return refused(403, options.refuseList)
      return { ok: true, data: { widgets, chats: sampleWidgetChats } }
    },
    async create(input) {
      sent.push(input)
      if (options.refuseSave) return refused(400, options.refuseSave)
      const created = view(input, { ...sampleWidget, id: `wgt_new${widgets.length}abcdefghijklm` })
      widgets = [...widgets, created]
      return { ok: true, data: created }
    },
    async update(id, input) {
      sent.push(input)
      if (options.refuseSave) return refused(400, options.refuseSave)
      widgets = widgets.map((widget) => (widget.id === id ? view(input, widget) : widget))
      const updated = widgets.find((widget) => widget.id === id) ?? sampleWidget
      return { ok: true, data: updated }
    },
    async remove(id) {
      widgets = widgets.filter((widget) => widget.id !== id)
      return { ok: true, data: { removed: true } }
    },
  }
}
