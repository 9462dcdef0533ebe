/**
 * The FAQ entries' CSV for /admin/faqchats: `question,answer` (or 「質問,回答」), one entry per
 * record. Written like the usage CSV (app/server/usage/usage-csv.ts: UTF-8 with BOM for Excel,
 * RFC 4180 quoting, formula-looking text behind an apostrophe) and read back the same way, so an
 * export imports unchanged. csv-parse and csv-stringify do the quoting both ways.
 */
import { CsvError, type Info, parse } from 'csv-parse/sync'
import { stringify } from 'csv-stringify/sync'
import type { BilingualText } from '#app/i18n/bilingual-text.shared'
import { bothLanguages, type TextKey, type TextParams } from '#app/i18n/texts.server'

export interface CsvRecord {
  /** 1-based record number as a spreadsheet shows it (the header is 1); a quoted line break does not count. */
  row: number
  cells: string[]
}

/** A quoted field that never closes: `row` is the record it opens in. */
export class CsvSyntaxError extends Error {
  constructor(readonly row: number) {
    super(`Row ${row}: a quoted field is never closed`)
  }
}

/** RFC 4180: quoted fields may hold commas, doubled quotes and line breaks; CRLF, LF or CR end a record. */
export function parseCsv(text: string): CsvRecord[] {
  let parsed: { record: string[]; info: Info }[]
  try {
    // `info: true` wraps each record with its counts, which csv-parse's types do not model.
    parsed = parse(text, {
      bom: true,
      info: true,
      // Any of the three line ends, even mixed in one file (a spreadsheet's export edited by hand).
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      // A quote inside an unquoted field is text, as spreadsheets write it.
      relax_quotes: true,
    }) as unknown as typeof parsed
  } catch (error) {
    // `records` counts the records read before the one whose quote stays open.
    if (error instanceof CsvError && error.code === 'CSV_QUOTE_NOT_CLOSED') {
      throw new CsvSyntaxError(Number(error.records ?? 0) + 1)
    }
    throw error
  }
  return (
    parsed
      .map(({ record, info }) => ({ row: info.records, cells: record }))
      // A blank line (one empty cell) is not a record: spreadsheets leave them at the end.
      .filter(({ cells }) => !(cells.length === 1 && cells[0] === ''))
  )
}

const FORMULA_START = /^[=+\-@\t\r]/
const FORMULA_GUARD = /^'[=+\-@\t\r]/

/** Text a spreadsheet would run as a formula gets a leading apostrophe (as usage-csv's csvField). */
function guard(value: string) {
  return FORMULA_START.test(value) ? `'${value}` : value
}

/** Undoes the formula guard, so text that starts with `=` or `-` survives a round trip. */
function unguard(value: string) {
  return FORMULA_GUARD.test(value) ? value.slice(1) : value
}

export const FAQ_CSV_HEADER = ['question', 'answer'] as const
const HEADER_ALIASES: Record<string, 'question' | 'answer'> = {
  question: 'question',
  answer: 'answer',
  質問: 'question',
  回答: 'answer',
}

export function faqEntriesToCsv(entries: readonly { question: string; answer: string }[]): string {
  return stringify([[...FAQ_CSV_HEADER], ...entries.map((entry) => [entry.question, entry.answer])], {
    bom: true,
    record_delimiter: '\r\n',
    // A lone LF or CR in a field is quoted too (off by default once record_delimiter is given).
    quote_record_delimiter: true,
    // Not csv-stringify's escape_formulas: it also marks full-width ＝＋－＠, which the reader keeps.
    cast: { string: guard },
  })
}

export interface FaqCsvRowError {
  /** The CSV row (header = 1); 0 for the file as a whole. */
  row: number
  field?: 'question' | 'answer'
  message: BilingualText
}

export type FaqCsvParse =
  | { ok: true; entries: { row: number; question: string; answer: string }[] }
  | { ok: false; errors: FaqCsvRowError[] }

const MAX_QUESTION = 1000
const MAX_ANSWER = 10_000

function rowError(row: number, key: TextKey, params?: TextParams, field?: 'question' | 'answer') {
  return { row, ...(field && { field }), message: bothLanguages(key, params) }
}

function refused(row: number, key: TextKey, params?: TextParams): FaqCsvParse {
  return { ok: false, errors: [rowError(row, key, params)] }
}

/** The problem with one cell of an entry, if any. */
function cellError(row: number, field: 'question' | 'answer', value: string): FaqCsvRowError | undefined {
  const question = field === 'question'
  if (!value) {
    return rowError(
      row,
      question ? 'errors.adminCatalogue.csvQuestionEmpty' : 'errors.adminCatalogue.csvAnswerEmpty',
      {},
      field,
    )
  }
  const max = question ? MAX_QUESTION : MAX_ANSWER
  if (value.length <= max) return undefined
  return rowError(
    row,
    question ? 'errors.adminCatalogue.csvQuestionTooLong' : 'errors.adminCatalogue.csvAnswerTooLong',
    { max },
    field,
  )
}

/**
 * Reads an FAQ CSV and checks every row (the limits of catalogue-file.ts's faqEntrySchema). Any
 * error means nothing may be written: the caller gets every bad row at once, to fix in one go.
 */
export function parseFaqCsv(text: string, limits = { maxRows: 20_000 }): FaqCsvParse {
  let records: CsvRecord[]
  try {
    records = parseCsv(text)
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error
    return refused(error.row, 'errors.adminCatalogue.csvUnclosedQuote')
  }
  const [header, ...rows] = records
  const columns = header?.cells.map(
    (cell) => HEADER_ALIASES[cell.trim().toLowerCase()] ?? HEADER_ALIASES[cell.trim()],
  )
  const questionAt = columns?.indexOf('question') ?? -1
  const answerAt = columns?.indexOf('answer') ?? -1
  if (!header || questionAt < 0 || answerAt < 0) return refused(1, 'errors.adminCatalogue.csvHeader')
  if (rows.length > limits.maxRows) {
    return refused(0, 'errors.adminCatalogue.csvTooManyRows', {
      maxRows: limits.maxRows,
      rows: rows.length,
    })
  }
  const errors: FaqCsvRowError[] = []
  const entries: { row: number; question: string; answer: string }[] = []
  for (const { row, cells } of rows) {
    if (cells.length !== header.cells.length) {
      errors.push(
        rowError(row, 'errors.adminCatalogue.csvFieldCount', {
          cells: cells.length,
          columns: header.cells.length,
        }),
      )
      continue
    }
    const question = unguard(cells[questionAt] ?? '').trim()
    const answer = unguard(cells[answerAt] ?? '').trim()
    const problems = [cellError(row, 'question', question), cellError(row, 'answer', answer)].filter(
      (problem) => problem !== undefined,
    )
    errors.push(...problems)
    if (problems.length === 0) entries.push({ row, question, answer })
  }
  if (rows.length === 0) errors.push(rowError(0, 'errors.adminCatalogue.csvNoRows'))
  return errors.length > 0 ? { ok: false, errors } : { ok: true, entries }
}
