/**
 * The usage CSV (RFC 4180): CRLF line ends, fields with a comma, quote or line break quoted and
 * their quotes doubled, and a UTF-8 byte-order mark so Excel opens Japanese text as UTF-8. A
 * text field that starts like a formula (= + - @, tab, CR) gets a leading apostrophe: a user's
 * name must not run as a spreadsheet formula on an administrator's machine.
 */
export const CSV_BOM = '\uFEFF'

export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return String(value)
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): string {
  const line = (cells: readonly (string | number | null)[]) => cells.map(csvField).join(',')
  return `${CSV_BOM}${[line(header), ...rows.map(line)].join('\r\n')}\r\n`
}

/** `2026-03-01 08:30:00` in Japan time, the zone of the page's days. */
export function tokyoDateTime(at: Date): string {
  return new Date(at.getTime() + 9 * 60 * 60 * 1000).toISOString().slice(0, 19).replace('T', ' ')
}
