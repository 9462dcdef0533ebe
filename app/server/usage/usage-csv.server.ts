/**
 * The usage CSV (RFC 4180, written by csv-stringify): CRLF line ends, fields with a comma, quote
 * or line break quoted and their quotes doubled, and a UTF-8 byte-order mark so Excel opens
 * Japanese text as UTF-8. A text field that starts like a formula (= + - @, tab, CR) gets a
 * leading apostrophe: a user's name must not run as a spreadsheet formula on an administrator's
 * machine.
 */
import { type Options, stringify } from 'csv-stringify/sync'
import { japanDateTime } from '#app/lib/japan-day.shared'

/** What `bom: true` writes first; readers of our CSV files strip it. */
export const CSV_BOM = '\uFEFF'

type Cell = string | number | null | undefined

/**
 * csv-stringify's own `escape_formulas` would also prefix full-width ＝＋－＠, which Japanese
 * text starts with legitimately; the guard stays ours, applied before the quoting.
 */
const defuseFormula = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value)

/** A lone CR or LF is quoted too (csv-stringify stops doing so once the delimiter is set). */
const OPTIONS: Options = {
  record_delimiter: '\r\n',
  quote_record_delimiter: true,
  cast: { string: defuseFormula },
}

export function csvField(value: Cell): string {
  return stringify([[value]], { ...OPTIONS, eof: false })
}

export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): string {
  return stringify([header, ...rows], { ...OPTIONS, bom: true })
}

/** `2026-03-01 08:30:00` in Japan time, the zone of the page's days. */
export function tokyoDateTime(at: Date): string {
  return japanDateTime(at)
}
