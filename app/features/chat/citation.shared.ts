/**
 * How a reply's source is named where it is cited (under the reply, in exports): a FAQ entry by
 * its question, a passage by its document's file name and page.
 */
import type { SourceView } from './chat-types.shared'

type Translate = (key: 'chat.conversation.citationPage', params: { title: string; page: number }) => string

export function citationText(source: SourceView, t: Translate): string {
  if (source.type === 'document' && source.page)
    return t('chat.conversation.citationPage', { title: source.title, page: source.page })
  return source.title
}

/** Where a document citation opens: the viewer at the cited passage. */
export function citationHref(
  source: SourceView,
  base: '/knowledge' | '/admin/knowledge' = '/knowledge',
): string | undefined {
  if (source.type !== 'document' || !source.documentId) return undefined
  return `${base}/documents/${encodeURIComponent(source.documentId)}?chunk=${encodeURIComponent(source.id)}`
}
