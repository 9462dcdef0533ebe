/**
 * An FAQ as a table, whatever the file (CSV or XLSX): a header row naming the columns, then one
 * entry per row. Reading checks every row against the entry rules of catalogue-file.ts and
 * reports every problem at once (nothing may be written while one remains); writing gives the
 * columns reading expects, so an export imports unchanged.
 *
 * Columns: `question` / 「質問」, `answer` / 「回答」, and alternate wordings either one per
 * numbered column (`alternate_question_1`…, 「言い換え1」…) or several in one `alternates` /
 * 「言い換え」 column, separated by line breaks or `|`. Other columns are ignored and named.
 */
import type { BilingualText } from '#app/i18n/bilingual-text.shared'
import { bothLanguages, type TextKey, type TextParams } from '#app/i18n/texts.server'
import { distinctAlternates, FAQ_ENTRY_LIMITS } from '../../catalogue/catalogue-file.server'
import { isUnstorableText } from '../../unstorable-text.server'

export interface SheetRecord {
  /** 1-based row as a spreadsheet shows it (the header is 1). */
  row: number
  cells: string[]
}

export interface FaqSheetEntry {
  question: string
  answer: string
  alternateQuestions: string[]
}

export type FaqSheetField = 'question' | 'answer' | 'alternateQuestions'

export interface FaqSheetRowError {
  /** The file's row (header = 1); 0 for the file as a whole. */
  row: number
  field?: FaqSheetField
  message: BilingualText
}

export type FaqSheetParse =
  | { ok: true; entries: (FaqSheetEntry & { row: number })[]; ignoredColumns: string[] }
  | { ok: false; errors: FaqSheetRowError[] }

export const FAQ_SHEET_MAX_ROWS = 5000

type Column = 'question' | 'answer' | 'alternate' | 'alternates'

const NAMED: Record<string, 'question' | 'answer'> = {
  question: 'question',
  answer: 'answer',
  質問: 'question',
  回答: 'answer',
}
const ALTERNATE = /^(?:alternate[ _-]?questions?|alternates?|言い換え)(?:[ _-]?(\d+))?$/
/** A cell of the one-column form holds several wordings. */
const ALTERNATE_SEPARATOR = /\r\n|[\r\n|]/

function columnOf(header: string): Column | undefined {
  // NFKC: full-width letters and digits (「言い換え１」) read as their ASCII forms.
  const name = header.normalize('NFKC').trim().toLowerCase()
  const named = NAMED[name]
  if (named) return named
  const alternate = ALTERNATE.exec(name)
  if (!alternate) return undefined
  return alternate[1] ? 'alternate' : 'alternates'
}

export function rowError(row: number, key: TextKey, params?: TextParams, field?: FaqSheetField) {
  return { row, ...(field && { field }), message: bothLanguages(key, params) }
}

export function refusedSheet(row: number, key: TextKey, params?: TextParams): FaqSheetParse {
  return { ok: false, errors: [rowError(row, key, params)] }
}

const TOO_LONG = {
  question: 'errors.adminCatalogue.sheetQuestionTooLong',
  answer: 'errors.adminCatalogue.sheetAnswerTooLong',
  alternateQuestions: 'errors.adminCatalogue.sheetAlternateTooLong',
} as const satisfies Record<FaqSheetField, TextKey>

function textProblem(row: number, field: FaqSheetField, text: string) {
  const max = field === 'answer' ? FAQ_ENTRY_LIMITS.answer : FAQ_ENTRY_LIMITS.question
  if (isUnstorableText(text)) return rowError(row, 'errors.adminCatalogue.sheetUnstorable', {}, field)
  return text.length > max ? rowError(row, TOO_LONG[field], { max }, field) : undefined
}

/** The problems of one row's values, at most one per field. */
function entryErrors(row: number, entry: FaqSheetEntry): FaqSheetRowError[] {
  const { question, answer, alternateQuestions } = entry
  const count = alternateQuestions.length
  return [
    question
      ? textProblem(row, 'question', question)
      : rowError(row, 'errors.adminCatalogue.sheetQuestionEmpty', {}, 'question'),
    answer
      ? textProblem(row, 'answer', answer)
      : rowError(row, 'errors.adminCatalogue.sheetAnswerEmpty', {}, 'answer'),
    count > FAQ_ENTRY_LIMITS.alternates
      ? rowError(
          row,
          'errors.adminCatalogue.sheetTooManyAlternates',
          { max: FAQ_ENTRY_LIMITS.alternates, count },
          'alternateQuestions',
        )
      : alternateQuestions
          .map((text) => textProblem(row, 'alternateQuestions', text))
          .find((problem) => problem !== undefined),
  ].filter((problem) => problem !== undefined)
}

/** Reads the header: where each column is, or the refusal. */
function readHeader(header: SheetRecord | undefined) {
  const columns = header?.cells.map(columnOf) ?? []
  for (const single of ['question', 'answer'] as const) {
    const count = columns.filter((column) => column === single).length
    if (count > 1) {
      return refusedSheet(1, 'errors.adminCatalogue.sheetDuplicateColumn', {
        column: header?.cells[columns.indexOf(single)]?.trim() ?? single,
      })
    }
  }
  if (!header || !columns.includes('question') || !columns.includes('answer'))
    return refusedSheet(1, 'errors.adminCatalogue.sheetHeader')
  const ignoredColumns = header.cells
    .filter((cell, index) => columns[index] === undefined && cell.trim() !== '')
    .map((cell) => cell.trim())
  return { columns, width: header.cells.length, ignoredColumns }
}

function entryOf(cells: string[], columns: (Column | undefined)[]): FaqSheetEntry {
  const entry: FaqSheetEntry = { question: '', answer: '', alternateQuestions: [] }
  cells.forEach((cell, index) => {
    const column = columns[index]
    if (column === 'question' || column === 'answer') entry[column] = cell.trim()
    else if (column === 'alternate') entry.alternateQuestions.push(cell.trim())
    else if (column === 'alternates')
      entry.alternateQuestions.push(...cell.split(ALTERNATE_SEPARATOR).map((text) => text.trim()))
  })
  const wordings = entry.alternateQuestions.filter((text) => text !== '')
  return { ...entry, alternateQuestions: distinctAlternates(entry.question, wordings) }
}

/**
 * Checks every row of a table read from a file. Rows with no text at all are skipped (sheets
 * keep them); a row with more or fewer cells than the header is refused (a quoting mistake).
 */
export function readFaqSheet(records: readonly SheetRecord[], maxRows = FAQ_SHEET_MAX_ROWS): FaqSheetParse {
  const [header, ...all] = records
  const layout = readHeader(header)
  if ('ok' in layout) return layout
  const rows = all.filter(({ cells }) => cells.some((cell) => cell.trim() !== ''))
  if (rows.length > maxRows) {
    return refusedSheet(0, 'errors.adminCatalogue.sheetTooManyRows', { maxRows, rows: rows.length })
  }
  if (rows.length === 0) return refusedSheet(0, 'errors.adminCatalogue.sheetNoRows')
  const errors: FaqSheetRowError[] = []
  const entries: (FaqSheetEntry & { row: number })[] = []
  for (const { row, cells } of rows) {
    if (cells.length !== layout.width) {
      const params = { cells: cells.length, columns: layout.width }
      errors.push(rowError(row, 'errors.adminCatalogue.sheetFieldCount', params))
      continue
    }
    const entry = entryOf(cells, layout.columns)
    const problems = entryErrors(row, entry)
    errors.push(...problems)
    if (problems.length === 0) entries.push({ row, ...entry })
  }
  return errors.length > 0
    ? { ok: false, errors }
    : { ok: true, entries, ignoredColumns: layout.ignoredColumns }
}

/** The export's table: the header, then one row per entry with as many alternate columns as the longest list. */
export function faqSheetRows(entries: readonly FaqSheetEntry[]): string[][] {
  // At least one alternate column, so a sheet edited from an export shows where wordings go.
  const width = Math.max(1, ...entries.map((entry) => entry.alternateQuestions.length))
  const header = [
    'question',
    'answer',
    ...Array.from({ length: width }, (_, index) => `alternate_question_${index + 1}`),
  ]
  return [
    header,
    ...entries.map((entry) => [
      entry.question,
      entry.answer,
      ...Array.from({ length: width }, (_, index) => entry.alternateQuestions[index] ?? ''),
    ]),
  ]
}
