/**
 * The FAQ file as CSV (faq-sheet.server.ts gives the columns): written like the usage CSV
 * (app/server/usage/usage-csv.ts: UTF-8 with BOM for Excel, RFC 4180 quoting, formula-looking
 * text behind an apostrophe) and read back the same way, so an export imports unchanged. Read
 * as UTF-8, or as Shift_JIS when the bytes are not UTF-8 (what Excel in Japan saves as "CSV").
 * csv-parse and csv-stringify do the quoting both ways.
 */
import { CsvError, type Info, parse } from 'csv-parse/sync'
import { stringify } from 'csv-stringify/sync'
import { decodeDocumentText } from '../../knowledge/parsing/document-text.server'
import {
  type FaqSheetEntry,
  type FaqSheetParse,
  faqSheetRows,
  readFaqSheet,
  refusedSheet,
  type SheetRecord,
} from './faq-sheet.server'

/** A quoted field that never closes: `row` is the record it opens in. */
export class CsvSyntaxError extends Error {
  constructor(readonly row: number) {
    super(`Row ${row}: a quoted field is never closed`)
  }
}

/**
 * RFC 4180: quoted fields may hold commas, doubled quotes and line breaks; CRLF, LF or CR end a
 * record. A record's `row` is its number as a spreadsheet shows it (a quoted line break does not count).
 */
export function parseCsv(text: string): SheetRecord[] {
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

/**
 * The CSV's text, decoded as uploaded documents are (UTF-8, UTF-16 with a mark, or Shift_JIS);
 * bytes that are no text come out as Shift_JIS and fail row by row, as they always did.
 */
export function decodeCsvBytes(bytes: Uint8Array): string {
  return decodeDocumentText(bytes) ?? new TextDecoder('shift_jis').decode(bytes)
}

export function faqEntriesToCsv(entries: readonly FaqSheetEntry[]): string {
  return stringify(faqSheetRows(entries), {
    bom: true,
    record_delimiter: '\r\n',
    // A lone LF or CR in a field is quoted too (off by default once record_delimiter is given).
    quote_record_delimiter: true,
    // Not csv-stringify's escape_formulas: it also marks full-width ＝＋－＠, which the reader keeps.
    cast: { string: guard },
  })
}

/** Reads an FAQ CSV (text, or bytes in UTF-8 or Shift_JIS) and checks every row. */
export function parseFaqCsv(input: string | Uint8Array, maxRows?: number): FaqSheetParse {
  let records: SheetRecord[]
  try {
    records = parseCsv(typeof input === 'string' ? input : decodeCsvBytes(input))
  } catch (error) {
    if (error instanceof CsvSyntaxError)
      return refusedSheet(error.row, 'errors.adminCatalogue.sheetUnclosedQuote')
    // Any other refusal of the parser is a file that is not CSV as we read it.
    if (error instanceof CsvError) return refusedSheet(0, 'errors.adminCatalogue.sheetUnreadable')
    throw error
  }
  return readFaqSheet(
    records.map(({ row, cells }) => ({ row, cells: cells.map(unguard) })),
    maxRows,
  )
}
