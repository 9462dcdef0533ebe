/**
 * Every operation of the catalogue console (/admin/categories, /admin/customchats,
 * /admin/faqchats) behind one gate: a session signed in through /admin/login, checked here on
 * the server whatever the page did. The server functions are thin calls into this table, so the
 * integration tests reach every operation exactly as the console does, refusals included.
 */

import type { BilingualText } from '#app/i18n/bilingual-text.shared'
import { bothLanguages, type TextKey } from '#app/i18n/texts.server'
import type { Db } from '#db/client'
import type { RequestSession } from '../../auth/session.server'
import { isDataException } from '../../db-errors.server'
import { ServiceError } from '../../errors.server'
import { UNSTORABLE_TEXT_MESSAGE, unstorableTextPath } from '../../unstorable-text.server'
import { adminCallerOf } from '../admin-http.server'
import {
  categoryOptions,
  createCategory,
  deleteCategory,
  listCategoriesPage,
  moveCategory,
  updateCategory,
} from './admin-categories.server'
import { listChatTenants, setChatTenant } from './admin-chat-tenants.server'
import {
  type CatalogueChatKind,
  type ChatListFilter,
  countChatThreads,
  createChat,
  deleteChat,
  listChatsPage,
  requireChat,
  updateChat,
} from './admin-chats.server'
import {
  addFaqEntry,
  deleteFaqEntry,
  listFaqEntriesPage,
  moveFaqEntry,
  testFaqRetrieval,
  updateFaqEntry,
} from './admin-faq.server'
import { checkFaqImport, exportFaqFile, importFaqFile } from './admin-faq-transfer.server'
import { normaliseListQuery } from './admin-paging.server'
import { CatalogueFieldError } from './catalogue-input.server'
import { approveFaqDraft, draftFaqEntry } from './faq-draft.server'
import { listImproveCandidates } from './faq-improve.server'

/** Which chats a console page manages: ops chats have no page of their own (spec §2), so they sit with custom chats. */
export const CONSOLE_CHAT_KINDS = {
  customchats: ['custom', 'ops'],
  faqchats: ['faq'],
} as const satisfies Record<string, readonly CatalogueChatKind[]>
export type ChatConsole = keyof typeof CONSOLE_CHAT_KINDS

function record(input: unknown): Record<string, unknown> {
  return input && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : {}
}

/** The page the request comes from; an unknown one manages nothing (every chat is "not found"). */
function kindsOf(input: unknown): readonly CatalogueChatKind[] {
  const page = record(input).console
  return page === 'customchats' || page === 'faqchats' ? CONSOLE_CHAT_KINDS[page] : []
}

function chatFilter(input: unknown): ChatListFilter {
  const { kind, category, enabled } = record(input)
  const kinds = [...kindsOf(input)]
  return {
    kinds,
    ...(typeof kind === 'string' &&
      (kinds as string[]).includes(kind) && { kind: kind as CatalogueChatKind }),
    ...(typeof category === 'string' && category && category.length <= 100 && { category }),
    ...(typeof enabled === 'boolean' && { enabled }),
  }
}

/** A chat's id is text: anything else names no chat (and String() of an object without a prototype throws). */
const chatId = (input: unknown) => {
  const value = record(input).chatId ?? record(input).id
  return typeof value === 'string' ? value : ''
}

type Operation = (db: Db, input: unknown, actor: string) => Promise<unknown>

export const adminCatalogueOperations = {
  'categories.list': (db, input) => listCategoriesPage(db, normaliseListQuery(record(input))),
  'categories.options': (db) => categoryOptions(db),
  'categories.create': createCategory,
  'categories.update': updateCategory,
  'categories.move': moveCategory,
  'categories.delete': deleteCategory,
  'chats.list': (db, input) => listChatsPage(db, chatFilter(input), normaliseListQuery(record(input))),
  'chats.get': async (db, input) => {
    const chat = await requireChat(db, chatId(input), kindsOf(input))
    return { chat, threads: await countChatThreads(db, chat) }
  },
  'chats.create': (db, input, actor) => createChat(db, kindsOf(input), input, actor),
  'chats.update': (db, input, actor) => updateChat(db, kindsOf(input), input, actor),
  'chats.delete': (db, input, actor) => deleteChat(db, kindsOf(input), input, actor),
  'chats.tenants': (db, input) =>
    listChatTenants(db, kindsOf(input), chatId(input), normaliseListQuery(record(input))),
  'chats.setTenant': (db, input, actor) => setChatTenant(db, kindsOf(input), input, actor),
  'faq.entries': (db, input) => listFaqEntriesPage(db, chatId(input), normaliseListQuery(record(input))),
  'faq.add': (db, input, actor) => addFaqEntry(db, input, actor),
  'faq.update': updateFaqEntry,
  'faq.delete': deleteFaqEntry,
  'faq.move': moveFaqEntry,
  'faq.importCheck': (db, input) => checkFaqImport(db, input),
  'faq.import': importFaqFile,
  'faq.export': (db, input) => exportFaqFile(db, input),
  'faq.test': (db, input) => testFaqRetrieval(db, input),
  'faq.improve': (db, input) => listImproveCandidates(db, input),
  'faq.draft': (db, input) => draftFaqEntry(db, input),
  'faq.approveDraft': approveFaqDraft,
} satisfies Record<string, Operation>

export type AdminCatalogueOperation = keyof typeof adminCatalogueOperations
export type AdminCatalogueData<K extends AdminCatalogueOperation> = Awaited<
  ReturnType<(typeof adminCatalogueOperations)[K]>
>

export type AdminCatalogueFailure = {
  ok: false
  status: number
  error: string
  message: BilingualText
  fieldErrors?: Record<string, BilingualText>
}
export type AdminCatalogueResult<T> = { ok: true; data: T } | AdminCatalogueFailure

export function adminCatalogueFailure(status: number, error: string, key: TextKey): AdminCatalogueFailure {
  return { ok: false, status, error, message: bothLanguages(key) }
}

/**
 * Runs `name` for the session: 401 without one, 403 unless it was signed in through
 * /admin/login. Service refusals come back with their status and bilingual message (and
 * field errors for forms); anything else is a bug and is thrown.
 */
export async function runAdminCatalogueOperation<K extends AdminCatalogueOperation>(
  db: Db,
  session: RequestSession | null,
  name: K,
  input: unknown,
): Promise<AdminCatalogueResult<AdminCatalogueData<K>>> {
  if (!session) return adminCatalogueFailure(401, 'unauthenticated', 'errors.admin.signIn')
  const caller = adminCallerOf(session)
  if (!caller) return adminCatalogueFailure(403, 'forbidden', 'errors.admin.onlyAdmin')
  const operation: Operation = adminCatalogueOperations[name]
  const unstorable = unstorableTextPath(input)
  if (unstorable !== undefined) {
    const field = unstorable.split('.')[0] || 'form'
    return {
      ok: false,
      status: 400,
      error: 'invalid_input',
      message: UNSTORABLE_TEXT_MESSAGE,
      fieldErrors: { [field]: UNSTORABLE_TEXT_MESSAGE },
    }
  }
  try {
    const data = (await operation(db, input, caller.actor)) as AdminCatalogueData<K>
    return { ok: true, data }
  } catch (error) {
    if (error instanceof CatalogueFieldError) {
      return {
        ok: false,
        status: error.status,
        error: error.code,
        message: error.messages,
        fieldErrors: error.fieldErrors,
      }
    }
    if (error instanceof ServiceError) {
      return { ok: false, status: error.status, error: error.code, message: error.messages }
    }
    // The database refused a value of the input (a number out of range, a value too large to index).
    if (isDataException(error)) {
      return adminCatalogueFailure(400, 'invalid_input', 'errors.admin.unstorableValue')
    }
    throw error
  }
}
