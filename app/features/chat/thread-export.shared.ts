/** The export formats of `GET /api/threads/{id}/export?format=` (app/server/chat/thread-export.server.ts). */
export const THREAD_EXPORT_FORMATS = ['markdown', 'json'] as const
export type ThreadExportFormat = (typeof THREAD_EXPORT_FORMATS)[number]

export function threadExportUrl(threadId: string, format: ThreadExportFormat) {
  return `/api/threads/${encodeURIComponent(threadId)}/export?format=${format}`
}
