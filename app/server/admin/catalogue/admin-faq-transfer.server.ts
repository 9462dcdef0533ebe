/**
 * An FAQ chat's entries in and out of the console as a file: CSV (UTF-8 with BOM, or Shift_JIS
 * read) or XLSX, with alternate wordings. An import is checked first (`checkFaqImport`: the
 * counts and every bad row, nothing written) and then applied (`importFaqFile`: checked again,
 * all rows in one transaction, or nothing when any row is bad). The file travels base64-encoded
 * in the console's JSON call.
 */
import { and, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '#db/client'
import { faqEntries } from '#db/schema'
import { recordAudit } from '../../audit.server'
import { replaceFaqEntries } from '../../catalogue/catalogue.server'
import { loadFaqEntries } from '../../chat/chat-definition.server'
import { says } from '../../issue-text.server'
import { requireChat } from './admin-chats.server'
import { entryCount } from './admin-faq.server'
import { parseFields } from './catalogue-input.server'
import { faqEntriesToCsv, parseFaqCsv } from './faq-csv.server'
import {
  type FaqSheetEntry,
  type FaqSheetParse,
  type FaqSheetRowError,
  refusedSheet,
} from './faq-sheet.server'
import { faqEntriesToXlsx, looksLikeZip, parseFaqXlsx, XLSX_MEDIA_TYPE } from './faq-xlsx.server'

export const MAX_FAQ_FILE_BYTES = 5 * 1024 * 1024
/** The most row errors sent back at once: enough to fix a file, not a page of thousands. */
export const MAX_REPORTED_ERRORS = 200
const SAMPLE_ROWS = 5

const FAQ_ONLY = ['faq'] as const
const chatIdSchema = z.string().min(1).max(100)

export type FaqFileFormat = 'csv' | 'xlsx'

const MAX_FILE_MB = MAX_FAQ_FILE_BYTES / 1024 / 1024
const uploadSchema = z.object({
  chatId: chatIdSchema,
  mode: z.enum(['replace', 'append'], says('errors.adminCatalogue.chooseMode')),
  filename: z.string().max(255).default(''),
  /** The file's bytes, base64: 4 characters for every 3 bytes. */
  file: z
    .string(says('errors.adminCatalogue.chooseFile'))
    .min(1, says('errors.adminCatalogue.chooseFile'))
    .refine((base64) => base64.length <= Math.ceil(MAX_FAQ_FILE_BYTES / 3) * 4, {
      message: says('errors.adminCatalogue.fileTooLarge'),
      params: { maxMb: MAX_FILE_MB },
    }),
})

interface Refused {
  ok: false
  format: FaqFileFormat
  errors: FaqSheetRowError[]
  /** Every error of the file; `errors` holds the first MAX_REPORTED_ERRORS. */
  errorCount: number
}

export type FaqImportCheck =
  | {
      ok: true
      format: FaqFileFormat
      mode: 'replace' | 'append'
      rows: number
      /** Entries with at least one alternate wording, and the wordings in all. */
      withAlternates: number
      alternates: number
      /** Entries now, and after the import. */
      before: number
      after: number
      /** Header cells no column is read from (a misspelt header shows here). */
      ignoredColumns: string[]
      /** The first rows as they will be stored. */
      sample: FaqSheetEntry[]
    }
  | Refused

export type FaqImportResult = { ok: true; imported: number; total: number } | Refused

function refused(format: FaqFileFormat, parsed: Extract<FaqSheetParse, { ok: false }>): Refused {
  return {
    ok: false,
    format,
    errors: parsed.errors.slice(0, MAX_REPORTED_ERRORS),
    errorCount: parsed.errors.length,
  }
}

/** The upload's chat, mode and rows: a file is XLSX by its bytes (a ZIP), else CSV. */
async function readUpload(db: Db, input: unknown) {
  const { chatId, mode, filename, file } = parseFields(uploadSchema, input)
  const chat = await requireChat(db, chatId, FAQ_ONLY)
  const bytes = new Uint8Array(Buffer.from(file, 'base64'))
  const format: FaqFileFormat = looksLikeZip(bytes) ? 'xlsx' : 'csv'
  const parsed =
    bytes.length > MAX_FAQ_FILE_BYTES
      ? refusedSheet(0, 'errors.adminCatalogue.fileTooLarge', { maxMb: MAX_FILE_MB })
      : format === 'xlsx'
        ? await parseFaqXlsx(bytes)
        : // An Excel file that is not a ZIP (the old .xls) would read as nonsense CSV.
          /\.xlsx?$/i.test(filename)
          ? refusedSheet(0, 'errors.adminCatalogue.sheetUnreadable')
          : parseFaqCsv(bytes)
  return { chat, mode, format, parsed }
}

const withoutRow = ({ question, answer, alternateQuestions }: FaqSheetEntry): FaqSheetEntry => ({
  question,
  answer,
  alternateQuestions,
})

/** What importing the file would do: counts, a sample and every bad row; nothing is written. */
export async function checkFaqImport(db: Db, input: unknown): Promise<FaqImportCheck> {
  const { chat, mode, format, parsed } = await readUpload(db, input)
  if (!parsed.ok) return refused(format, parsed)
  const before = await entryCount(db, chat.id)
  const rows = parsed.entries.length
  return {
    ok: true,
    format,
    mode,
    rows,
    withAlternates: parsed.entries.filter((entry) => entry.alternateQuestions.length > 0).length,
    alternates: parsed.entries.reduce((total, entry) => total + entry.alternateQuestions.length, 0),
    before,
    after: mode === 'append' ? before + rows : rows,
    ignoredColumns: parsed.ignoredColumns,
    sample: parsed.entries.slice(0, SAMPLE_ROWS).map(withoutRow),
  }
}

/**
 * Imports the file: every row is checked first, and one bad row refuses the whole file (nothing
 * written). `replace` makes the file the FAQ; `append` adds its rows after the current ones.
 */
export async function importFaqFile(db: Db, input: unknown, actor: string): Promise<FaqImportResult> {
  const { chat, mode, format, parsed } = await readUpload(db, input)
  if (!parsed.ok) return refused(format, parsed)
  const imported = parsed.entries.map(withoutRow)
  return db.transaction(async (tx) => {
    const existing = mode === 'append' ? await loadFaqEntries(tx, chat.id) : []
    const before = mode === 'append' ? existing.length : await entryCount(tx, chat.id)
    const entries = [...existing, ...imported]
    await replaceFaqEntries(tx, chat.id, entries)
    await tx
      .delete(faqEntries)
      .where(and(eq(faqEntries.chatId, chat.id), sql`${faqEntries.position} >= ${entries.length}`))
    await recordAudit(tx, {
      actor,
      action: 'faq.import',
      target: `faq:${chat.keyword}`,
      details: {
        mode,
        format,
        rows: imported.length,
        alternates: imported.reduce((total, entry) => total + entry.alternateQuestions.length, 0),
        before,
        after: entries.length,
      },
    })
    return { ok: true as const, imported: imported.length, total: entries.length }
  })
}

/** The chat's entries as a file to download: `base64` holds its bytes. */
export async function exportFaqFile(db: Db, input: unknown) {
  const { chatId, format } = parseFields(
    z.object({
      chatId: chatIdSchema,
      format: z.enum(['csv', 'xlsx'], says('errors.adminCatalogue.chooseFormat')).default('csv'),
    }),
    input,
  )
  const chat = await requireChat(db, chatId, FAQ_ONLY)
  const entries = (await loadFaqEntries(db, chat.id)).map((entry) => ({
    question: entry.question,
    answer: entry.answer,
    alternateQuestions: [...(entry.alternateQuestions ?? [])],
  }))
  const bytes =
    format === 'xlsx' ? await faqEntriesToXlsx(entries) : new TextEncoder().encode(faqEntriesToCsv(entries))
  return {
    filename: `faq-${chat.keyword}.${format}`,
    mediaType: format === 'xlsx' ? XLSX_MEDIA_TYPE : 'text/csv;charset=utf-8',
    base64: Buffer.from(bytes).toString('base64'),
    count: entries.length,
  }
}
