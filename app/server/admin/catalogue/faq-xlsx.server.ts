/**
 * The FAQ file as XLSX (faq-sheet.server.ts gives the columns), through exceljs: the first
 * worksheet is read, each cell as the text Excel shows; the export is one worksheet "FAQ" with a
 * bold, frozen header. Cells are written as text, never as formulas, so no apostrophe guard.
 *
 * An XLSX is a ZIP: before exceljs unpacks it, the ZIP's own directory is read and a file that
 * claims to unpack into more than MAX_UNPACKED_BYTES is refused (a small upload must not fill
 * the server's memory).
 */
import ExcelJS from 'exceljs'
import { unzipSync } from 'fflate'
import {
  type FaqSheetEntry,
  type FaqSheetParse,
  faqSheetRows,
  readFaqSheet,
  refusedSheet,
  type SheetRecord,
} from './faq-sheet.server'

export const MAX_UNPACKED_BYTES = 64 * 1024 * 1024
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

const ZIP_LOCAL_HEADER = 0x04034b50
/** Whether the bytes start like a ZIP (an XLSX), whatever the file is called. */
export function looksLikeZip(bytes: Uint8Array): boolean {
  return (
    bytes.length >= 4 &&
    new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0, true) === ZIP_LOCAL_HEADER
  )
}

/**
 * The total size the ZIP's directory says its files unpack to (fflate reads the directory and
 * inflates nothing), or undefined when it has no readable directory.
 */
export function declaredUnpackedSize(bytes: Uint8Array): number | undefined {
  let total = 0
  try {
    unzipSync(bytes, {
      filter: (file) => {
        total += file.originalSize
        return false
      },
    })
  } catch {
    return undefined
  }
  return total
}

/** The first worksheet's rows as text; rows are padded to the header's width, empty ones kept out. */
async function worksheetRecords(bytes: Uint8Array): Promise<SheetRecord[] | 'no-sheet'> {
  const workbook = new ExcelJS.Workbook()
  // exceljs types its input as an ArrayBuffer: a copy of exactly these bytes is one.
  await workbook.xlsx.load(bytes.slice().buffer)
  const sheet = workbook.worksheets[0]
  if (!sheet) return 'no-sheet'
  const records: SheetRecord[] = []
  let width = 0
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const cells = Array.from({ length: row.cellCount }, (_, index) => row.getCell(index + 1).text)
    if (records.length === 0) width = cells.length
    // Trailing empty cells beyond the header are formatting, not data.
    while (cells.length > width && cells.at(-1)?.trim() === '') cells.pop()
    while (cells.length < width) cells.push('')
    records.push({ row: number, cells })
  })
  return records
}

/** Reads an FAQ XLSX and checks every row; a file that is not an XLSX is refused, never thrown. */
export async function parseFaqXlsx(bytes: Uint8Array, maxRows?: number): Promise<FaqSheetParse> {
  const unpacked = declaredUnpackedSize(bytes)
  if (unpacked === undefined) return refusedSheet(0, 'errors.adminCatalogue.sheetUnreadable')
  if (unpacked > MAX_UNPACKED_BYTES) {
    return refusedSheet(0, 'errors.adminCatalogue.sheetUnpackedTooLarge', {
      maxMb: MAX_UNPACKED_BYTES / 1024 / 1024,
    })
  }
  let records: SheetRecord[] | 'no-sheet'
  try {
    records = await worksheetRecords(bytes)
  } catch {
    // exceljs throws on anything it cannot unpack or parse: the file is not a readable XLSX.
    return refusedSheet(0, 'errors.adminCatalogue.sheetUnreadable')
  }
  if (records === 'no-sheet') return refusedSheet(0, 'errors.adminCatalogue.sheetNoWorksheet')
  return readFaqSheet(records, maxRows)
}

export async function faqEntriesToXlsx(entries: readonly FaqSheetEntry[]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('FAQ', { views: [{ state: 'frozen', ySplit: 1 }] })
  const [header = [], ...rows] = faqSheetRows(entries)
  sheet.columns = header.map((name, index) => ({ header: name, key: name, width: index === 1 ? 80 : 40 }))
  sheet.getRow(1).font = { bold: true }
  for (const cells of rows) sheet.addRow(cells)
  // Line breaks inside answers show as line breaks.
  sheet.eachRow((row) => {
    row.alignment = { wrapText: true, vertical: 'top' }
  })
  return new Uint8Array(await workbook.xlsx.writeBuffer())
}
