/**
 * The FAQ entries' CSV for /admin/faqchats: `question,answer` (or 「質問,回答」), one entry per
 * record. Written like the usage CSV (app/server/usage/usage-csv.ts: UTF-8 with BOM for Excel,
 * RFC 4180 quoting, formula-looking text behind an apostrophe) and read back the same way, so an
 * export imports unchanged. Pure: the browser could use it too.
 */
import { CSV_BOM, csvField } from '../../usage/usage-csv'

export interface CsvRecord {
  /** 1-based record number as a spreadsheet shows it (the header is 1); a quoted line break does not count. */
  row: number
  cells: string[]
}

export class CsvSyntaxError extends Error {
  constructor(readonly row: number) {
    super(`Row ${row}: a quoted field is never closed / ${row}行目: 引用符で始まる項目が閉じられていません`)
  }
}

/** RFC 4180: quoted fields may hold commas, doubled quotes and line breaks; CRLF, LF or CR end a record. */
export function parseCsv(text: string): CsvRecord[] {
  const input = text.startsWith(CSV_BOM) ? text.slice(1) : text
  const records: CsvRecord[] = []
  let cells: string[] = []
  let field = ''
  let quoted = false
  let fieldStarted = false
  let row = 1
  const endField = () => {
    cells.push(field)
    field = ''
    fieldStarted = false
  }
  const endRecord = () => {
    endField()
    // A blank line (one empty cell) is not a record: spreadsheets leave them at the end.
    if (!(cells.length === 1 && cells[0] === '')) records.push({ row, cells })
    cells = []
    row += 1
  }
  for (let index = 0; index < input.length; index += 1) {
    const character = input[index]
    if (quoted) {
      if (character !== '"') field += character
      else if (input[index + 1] === '"') {
        field += '"'
        index += 1
      } else quoted = false
      continue
    }
    if (character === '"' && !fieldStarted) {
      quoted = true
      fieldStarted = true
    } else if (character === ',') endField()
    else if (character === '\r' || character === '\n') {
      if (character === '\r' && input[index + 1] === '\n') index += 1
      endRecord()
    } else {
      field += character
      fieldStarted = true
    }
  }
  if (quoted) throw new CsvSyntaxError(row)
  if (field !== '' || cells.length > 0) endRecord()
  return records
}

const FORMULA_GUARD = /^'[=+\-@\t\r]/

/** Undoes csvField's formula guard, so text that starts with `=` or `-` survives a round trip. */
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
  const lines = [
    FAQ_CSV_HEADER.join(','),
    ...entries.map((entry) => `${csvField(entry.question)},${csvField(entry.answer)}`),
  ]
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`
}

export interface FaqCsvRowError {
  /** The CSV row (header = 1); 0 for the file as a whole. */
  row: number
  field?: 'question' | 'answer'
  message: { ja: string; en: string }
}

export type FaqCsvParse =
  | { ok: true; entries: { row: number; question: string; answer: string }[] }
  | { ok: false; errors: FaqCsvRowError[] }

const MAX_QUESTION = 1000
const MAX_ANSWER = 10_000

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
    return {
      ok: false,
      errors: [
        {
          row: error.row,
          message: {
            ja: '引用符（"）で始まる項目が閉じられていません。',
            en: 'A quoted field (") is never closed.',
          },
        },
      ],
    }
  }
  const [header, ...rows] = records
  const columns = header?.cells.map(
    (cell) => HEADER_ALIASES[cell.trim().toLowerCase()] ?? HEADER_ALIASES[cell.trim()],
  )
  const questionAt = columns?.indexOf('question') ?? -1
  const answerAt = columns?.indexOf('answer') ?? -1
  if (!header || questionAt < 0 || answerAt < 0) {
    return {
      ok: false,
      errors: [
        {
          row: 1,
          message: {
            ja: '1行目は見出し「question,answer」（または「質問,回答」）にしてください。',
            en: 'Row 1 must be the header "question,answer" (or 「質問,回答」).',
          },
        },
      ],
    }
  }
  if (rows.length > limits.maxRows) {
    return {
      ok: false,
      errors: [
        {
          row: 0,
          message: {
            ja: `一度に取り込めるのは ${limits.maxRows} 行までです（${rows.length} 行あります）。`,
            en: `At most ${limits.maxRows} rows can be imported at once (the file has ${rows.length}).`,
          },
        },
      ],
    }
  }
  const errors: FaqCsvRowError[] = []
  const entries: { row: number; question: string; answer: string }[] = []
  for (const { row, cells } of rows) {
    if (cells.length !== header.cells.length) {
      errors.push({
        row,
        message: {
          ja: `項目が ${cells.length} 個あります（見出しは ${header.cells.length} 個）。カンマや改行を含む項目は "…" で囲んでください。`,
          en: `Has ${cells.length} fields; the header has ${header.cells.length}. Quote fields that contain commas or line breaks.`,
        },
      })
      continue
    }
    const question = unguard(cells[questionAt] ?? '').trim()
    const answer = unguard(cells[answerAt] ?? '').trim()
    const before = errors.length
    if (!question) errors.push({ row, field: 'question', message: emptyMessage('質問', 'question') })
    else if (question.length > MAX_QUESTION) {
      errors.push({ row, field: 'question', message: tooLongMessage('質問', 'question', MAX_QUESTION) })
    }
    if (!answer) errors.push({ row, field: 'answer', message: emptyMessage('回答', 'answer') })
    else if (answer.length > MAX_ANSWER) {
      errors.push({ row, field: 'answer', message: tooLongMessage('回答', 'answer', MAX_ANSWER) })
    }
    if (errors.length === before) entries.push({ row, question, answer })
  }
  if (rows.length === 0) {
    errors.push({
      row: 0,
      message: { ja: '見出しのほかに行がありません。', en: 'The file has no rows besides the header.' },
    })
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, entries }
}

function emptyMessage(ja: string, en: string) {
  return { ja: `${ja}が空です。`, en: `The ${en} is empty.` }
}

function tooLongMessage(ja: string, en: string, max: number) {
  return { ja: `${ja}は ${max} 文字以内にしてください。`, en: `The ${en} must be at most ${max} characters.` }
}
