/**
 * The model ids of the OpenAI-compatible API (ADR 039): `chat` is the general assistant,
 * `custom:<keyword>`, `faq:<keyword>` and `ops:<keyword>` the catalogue's chats. Shared by the
 * server (/v1, API keys' scopes), the CLI and the Integrations page, so all spell them alike.
 */
import {
  CATALOGUE_KIND_OF,
  type CatalogueChatKind,
  ROUTE_KIND_OF,
  type RouteChatKind,
} from '../home/chat-paths.shared'

export const GENERAL_MODEL_ID = 'chat'
const GENERAL_KEYWORD = 'default'
const CATALOGUE_KINDS: readonly CatalogueChatKind[] = ['custom', 'faq', 'ops']

/** The chat route (`/{kind}/{keyword}`) a model id names, or null for anything else. */
export function chatOfModelId(id: string): { kind: RouteChatKind; keyword: string } | null {
  if (id === GENERAL_MODEL_ID) return { kind: 'chat', keyword: GENERAL_KEYWORD }
  const colon = id.indexOf(':')
  if (colon <= 0) return null
  const kind = id.slice(0, colon)
  const keyword = id.slice(colon + 1)
  const catalogueKind = CATALOGUE_KINDS.find((known) => known === kind)
  if (!catalogueKind || keyword.length === 0 || keyword.length > 100) return null
  return { kind: ROUTE_KIND_OF[catalogueKind], keyword }
}

/** The model id of a chat route. */
export function modelIdOf(chat: { kind: RouteChatKind; keyword: string }): string {
  if (chat.kind === 'chat') return GENERAL_MODEL_ID
  return `${CATALOGUE_KIND_OF[chat.kind]}:${chat.keyword}`
}
