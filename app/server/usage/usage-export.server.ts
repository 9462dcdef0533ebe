/**
 * `GET /api/usage/csv?preset=|from=&to=&lang=ja|en`: the usage rows of the range as CSV, under
 * the page's rules (a member gets only their own rows). Bad input is a 400 with the JSON error
 * of the chat API, never a 500.
 */
import { z } from 'zod'
import type { Db } from '#db/client'
import { getDatabase } from '#db/runtime'
import { resolveUsageRange } from '../../features/usage/usage-range.shared'
import { localizedName, type Named } from '../../i18n/localized-name'
import { errorResponse, jsonError } from '../chat/chat-http.server'
import { findTenantMember, type TenantMember } from '../home/tenant-member.server'
import { csvDownload } from '../http/csv-download.server'
import { chatNameOf, chatNames, usageFilter } from './usage.server'
import { toCsv, tokyoDateTime } from './usage-csv.server'
import { feedbackOfCall, replyFeedbackByThread } from './usage-feedback.server'
import { usageEventRows } from './usage-queries.server'

const HEADERS = {
  ja: [
    '日時 (JST)',
    'ユーザー',
    'メールアドレス',
    'チャット種別',
    'キーワード',
    'チャット名',
    'モデル',
    '入力トークン',
    '出力トークン',
    '合計トークン',
    '消費クレジット',
    '良い評価',
    '良くない評価',
  ],
  en: [
    'Time (JST)',
    'User',
    'Email',
    'Chat type',
    'Keyword',
    'Chat',
    'Model',
    'Input tokens',
    'Output tokens',
    'Total tokens',
    'Credits charged',
    'Rated good',
    'Rated bad',
  ],
} as const

const GENERAL_CHAT = { ja: 'チャット', en: 'Chat' } as const

function chatLabel(named: Named | null, language: 'ja' | 'en') {
  return named ? localizedName(named, language) : GENERAL_CHAT[language]
}

export async function usageCsv(
  db: Db,
  member: TenantMember,
  range: { from: string; to: string },
  language: 'ja' | 'en',
): Promise<string> {
  const [rows, names] = await Promise.all([usageEventRows(db, usageFilter(member, range)), chatNames(db)])
  const threadIds = [...new Set(rows.flatMap((row) => (row.threadId ? [row.threadId] : [])))]
  const replies = await replyFeedbackByThread(db, member.tenantId, threadIds)
  return toCsv(
    HEADERS[language],
    rows.map((row) => [
      tokyoDateTime(row.occurredAt),
      row.name ?? row.userId,
      row.email,
      row.chatKind,
      row.keyword,
      chatLabel(chatNameOf(names, row.chatKind, row.keyword), language),
      row.model,
      row.inputTokens,
      row.outputTokens,
      row.totalTokens,
      row.chargedTokens,
      feedbackOfCall(replies, row.threadId, row.occurredAt).up,
      feedbackOfCall(replies, row.threadId, row.occurredAt).down,
    ]),
  )
}

export interface UsageExportDependencies {
  getDb: () => Promise<Db>
  findMember: (db: Db, headers: Headers) => Promise<TenantMember | null>
  now?: () => Date
}

const defaults: UsageExportDependencies = {
  getDb: async () => (await getDatabase()).db,
  findMember: findTenantMember,
}

/**
 * The query of a usage CSV (tenant and console): a range as `resolveUsageRange` reads it (its
 * dates are checked there), the CSV's language (Japanese unless `lang=en`) and, for the console,
 * an application key. Unknown parameters are ignored, as a browser's address bar may add some.
 */
export const usageCsvQuerySchema = z.object({
  preset: z.string().optional(),
  from: z.string().optional(),
  to: z.string().optional(),
  language: z.enum(['ja', 'en']).catch('ja'),
  application: z
    .string()
    .optional()
    .transform((key) => key?.trim().slice(0, 63) || undefined),
})

export function usageCsvQuery(request: Request): z.output<typeof usageCsvQuerySchema> {
  const { lang, ...search } = Object.fromEntries(new URL(request.url).searchParams)
  return usageCsvQuerySchema.parse({ ...search, language: lang })
}

export async function handleUsageCsv(
  request: Request,
  dependencies: UsageExportDependencies = defaults,
): Promise<Response> {
  try {
    const db = await dependencies.getDb()
    const member = await dependencies.findMember(db, request.headers)
    if (!member) {
      return jsonError(401, 'unauthenticated', 'errors.http.memberSignIn')
    }
    const { language, ...search } = usageCsvQuery(request)
    const resolved = resolveUsageRange(search, dependencies.now?.() ?? new Date())
    if (!resolved.ok) {
      return jsonError(400, 'invalid_range', 'errors.http.invalidRange')
    }
    const { from, to } = resolved.range
    const body = await usageCsv(db, member, resolved.range, language)
    return csvDownload(body, `usage-${from}-${to}.csv`)
  } catch (error) {
    return errorResponse(error)
  }
}
