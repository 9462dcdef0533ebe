/**
 * `GET /api/threads/{id}/export?format=markdown|json[&lang=ja|en]` (issue 14): a thread as a
 * file to keep or share — Markdown to read, JSON for tools (title, chat, and each message's
 * role, content, time, status, sources and usage). Readable by the same callers as
 * `GET /api/threads/{id}` (any member of the thread's tenant); anyone else gets 404. The file is
 * named after the thread's title, encoded per RFC 5987/6266 so Japanese titles survive.
 */
import { create as contentDisposition } from 'content-disposition'
import { z } from 'zod'
import type { SourceView, ThreadMessage } from '../../features/chat/chat-types.shared'
import { citationText } from '../../features/chat/citation.shared'
import { formatMessageTime } from '../../features/chat/message-time.shared'
import { THREAD_EXPORT_FORMATS, type ThreadExportFormat } from '../../features/chat/thread-export.shared'
import { formatNumber } from '../../i18n/format'
import { createI18n } from '../../i18n/i18n'
import type { Locale } from '../../i18n/locale'
import { localeOfRequest } from '../../i18n/locale.server'
import { loadMessages } from '../../i18n/messages'
import { NotFoundError } from '../errors.server'
import { loadChatDefinition } from './chat-definition.server'
import { type ChatApiDependencies, jsonError, tenantHandler } from './chat-http.server'
import { messageJson } from './thread-json.server'
import { type ThreadRow, threadNotFound, threadsRepository } from './threads.server'

/** Past this many characters a file name only gets harder to handle (still far from 255 bytes). */
const MAX_FILE_STEM = 80

const querySchema = z.object({
  // Absent: Markdown, the format a person opens; anything else named is refused.
  format: z.enum(THREAD_EXPORT_FORMATS).default('markdown'),
  lang: z.enum(['ja', 'en']).optional(),
})

/** The thread's title as a file name: no path separators, reserved or control characters. */
export function exportFileName(title: string, threadId: string, format: ThreadExportFormat) {
  const extension = format === 'json' ? 'json' : 'md'
  const stem = [
    ...title
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
      .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  ]
    .slice(0, MAX_FILE_STEM)
    .join('')
    .replace(/^[. ]+|[. ]+$/g, '')
  const fallback = `thread-${threadId.slice(0, 8)}.${extension}`
  const name = stem ? `${stem}.${extension}` : fallback
  // Browsers without RFC 5987 support get an ASCII name rather than a row of question marks.
  const asciiOnly = [...name].every((character) => character >= ' ' && character <= '~')
  return { name, header: contentDisposition(name, { fallback: asciiOnly ? true : fallback }) }
}

interface ExportedChat {
  kind: ThreadRow['chatKind']
  keyword: string
  name: string
}

async function chatOf(
  dependencies: ChatApiDependencies,
  tenantId: string,
  thread: ThreadRow,
  generalName: string,
): Promise<ExportedChat> {
  const base = { kind: thread.chatKind, keyword: thread.keyword }
  if (thread.chatKind === 'chat') return { ...base, name: generalName }
  try {
    const definition = await loadChatDefinition(
      await dependencies.getDb(),
      tenantId,
      thread.chatKind,
      thread.keyword,
    )
    return { ...base, name: definition.name }
  } catch (error) {
    // A chat the tenant has since disabled still names its threads by keyword.
    if (error instanceof NotFoundError) return { ...base, name: thread.keyword }
    throw error
  }
}

function jsonExport(thread: ThreadRow, chat: ExportedChat, messages: ThreadMessage[], exportedAt: Date) {
  return {
    id: thread.id,
    title: thread.title,
    chat,
    createdAt: thread.createdAt.toISOString(),
    exportedAt: exportedAt.toISOString(),
    messages: messages.map((message) => ({
      id: message.id,
      role: message.role,
      content: message.content,
      time: message.createdAt,
      status: message.status,
      sources:
        message.sources?.map((source: SourceView) => ({
          type: source.type,
          id: source.id,
          title: source.title,
          // The field exports of FAQ-only replies always had, kept for scripts that read it.
          ...(source.type === 'faq' ? { question: source.title } : {}),
          ...(source.documentId ? { documentId: source.documentId } : {}),
          ...(source.page ? { page: source.page } : {}),
        })) ?? null,
      usage: {
        inputTokens: message.inputTokens,
        outputTokens: message.outputTokens,
        totalTokens: message.totalTokens,
        credits: message.credits,
      },
      model: message.model,
    })),
  }
}

async function markdownExport(
  locale: Locale,
  thread: ThreadRow,
  chat: ExportedChat,
  messages: ThreadMessage[],
  exportedAt: Date,
) {
  const { t } = createI18n(locale, await loadMessages(locale))
  const time = (value: string | Date) => formatMessageTime(value)
  const lines = [
    `# ${thread.title}`,
    '',
    `- ${t('chat.export.chat')}: ${chat.name} (${t(`chat.kinds.${chat.kind}`)})`,
    `- ${t('chat.export.created')}: ${time(thread.createdAt)}`,
    `- ${t('chat.export.exported')}: ${time(exportedAt)}`,
    '',
    t('chat.export.timeZoneNote'),
  ]
  for (const message of messages) {
    const author = message.role === 'user' ? t('chat.conversation.you') : t('chat.conversation.assistant')
    lines.push('', '---', '', `## ${author} · ${time(message.createdAt)}`, '', message.content.trimEnd())
    if (message.status === 'aborted') lines.push('', `> ${t('chat.conversation.stopped')}`)
    if (message.status === 'failed') lines.push('', `> ${t('chat.conversation.failed')}`)
    if (message.sources && message.sources.length > 0) {
      lines.push('', `**${t('chat.conversation.sources')}**`, '')
      for (const source of message.sources) lines.push(`- ${citationText(source, t)}`)
    }
    if (message.role === 'assistant' && message.totalTokens > 0) {
      const usage = {
        tokens: formatNumber(message.totalTokens, locale),
        credits: formatNumber(message.credits, locale),
      }
      lines.push('', `*${t('chat.export.tokens', usage)}*`)
    }
  }
  return `${lines.join('\n')}\n`
}

export const handleExportThread = tenantHandler<{ id: string }>(
  { mutating: false },
  async (caller, { request, params, dependencies }) => {
    const search = new URL(request.url).searchParams
    const query = querySchema.safeParse({
      format: search.get('format') ?? undefined,
      lang: search.get('lang') ?? undefined,
    })
    if (!query.success) {
      return jsonError(400, 'invalid_input', 'errors.http.exportQuery')
    }
    const repository = threadsRepository(await dependencies.getDb(), caller.tenantId)
    const thread = await repository.find(params.id)
    if (!thread) throw threadNotFound(params.id)
    const locale = query.data.lang ?? localeOfRequest(request)
    const messages = (await repository.messages(thread.id)).map((row) => messageJson(row))
    const { t } = createI18n(locale, await loadMessages(locale))
    const chat = await chatOf(dependencies, caller.tenantId, thread, t('chat.generalName'))
    const exportedAt = new Date()
    const format = query.data.format
    const file = exportFileName(thread.title, thread.id, format)
    const body =
      format === 'json'
        ? `${JSON.stringify(jsonExport(thread, chat, messages, exportedAt), null, 2)}\n`
        : await markdownExport(locale, thread, chat, messages, exportedAt)
    return new Response(body, {
      status: 200,
      headers: {
        'content-type':
          format === 'json' ? 'application/json; charset=utf-8' : 'text/markdown; charset=utf-8',
        'content-disposition': file.header,
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      },
    })
  },
)
