/**
 * Where each chat, thread and dashboard lives (spec §2). Shared by the server (which builds the
 * links it returns) and the browser; pure, so it is unit-tested on its own.
 */

/** The route families of spec §2; `chat` is the general assistant at `/chat`. */
export type RouteChatKind = 'chat' | 'customchat' | 'faqchat' | 'opschat'
/** The catalogue's kinds (db/schema/catalogue.ts). */
export type CatalogueChatKind = 'custom' | 'faq' | 'ops'
export type CatalogueRouteKind = Exclude<RouteChatKind, 'chat'>

export const ROUTE_KIND_OF: Record<CatalogueChatKind, CatalogueRouteKind> = {
  custom: 'customchat',
  faq: 'faqchat',
  ops: 'opschat',
}

export const CATALOGUE_KIND_OF: Record<CatalogueRouteKind, CatalogueChatKind> = {
  customchat: 'custom',
  faqchat: 'faq',
  opschat: 'ops',
}

const segment = (value: string) => encodeURIComponent(value)

export function chatPath(kind: CatalogueChatKind, keyword: string): string {
  return `/${ROUTE_KIND_OF[kind]}/${segment(keyword)}`
}

/** A thread's shareable URL: `/chat/thread/{id}` for the general chat, else under its chat. */
export function threadPath(thread: { chatKind: RouteChatKind; keyword: string; id: string }): string {
  if (thread.chatKind === 'chat') return `/chat/thread/${segment(thread.id)}`
  return `/${thread.chatKind}/${segment(thread.keyword)}/thread/${segment(thread.id)}`
}

/**
 * `/{kind}/{keyword}/dashboard/{id}/{name}`: `{name}` only makes the URL readable (it is ignored
 * when the page looks the chat up), so a name that encodes to nothing still gets a segment.
 */
export function dashboardPath(chat: {
  kind: CatalogueChatKind
  keyword: string
  id: string
  name: string
}): string {
  const name = chat.name.trim() || chat.keyword
  return `${chatPath(chat.kind, chat.keyword)}/dashboard/${segment(chat.id)}/${segment(name)}`
}
