import { crc32 } from 'node:zlib'
import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import {
  declaredUnpackedSize,
  faqEntriesToXlsx,
  looksLikeZip,
  MAX_UNPACKED_BYTES,
  parseFaqXlsx,
} from './faq-xlsx.server'

const entries = [
  {
    question: '料金は、いくらですか？',
    answer: '月額 "1,000円" です。\n税込みです。',
    alternateQuestions: ['値段を知りたい', '費用|コスト'],
  },
  { question: '=SUM(A1) と書くと？', answer: '- 箇条書きの回答', alternateQuestions: [] },
  {
    question: 'How do I reset my password?',
    answer: 'Use "Forgot password".',
    alternateQuestions: ['I forgot my password'],
  },
]

/**
 * A ZIP of stored (uncompressed) files; `declaredSize` overrides the size its directory claims,
 * as a ZIP bomb's would, without making the test allocate it.
 */
function zipOf(files: { name: string; content: string; declaredSize?: number }[]) {
  const parts: Buffer[] = []
  const directory: Buffer[] = []
  let offset = 0
  for (const file of files) {
    const name = Buffer.from(file.name)
    const content = Buffer.from(file.content)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt32LE(crc32(content), 14)
    local.writeUInt32LE(content.length, 18)
    local.writeUInt32LE(content.length, 22)
    local.writeUInt16LE(name.length, 26)
    const entry = Buffer.alloc(46)
    entry.writeUInt32LE(0x02014b50, 0)
    entry.writeUInt16LE(20, 4)
    entry.writeUInt16LE(20, 6)
    entry.writeUInt32LE(crc32(content), 16)
    entry.writeUInt32LE(content.length, 20)
    entry.writeUInt32LE(file.declaredSize ?? content.length, 24)
    entry.writeUInt16LE(name.length, 28)
    entry.writeUInt32LE(offset, 42)
    parts.push(local, name, content)
    directory.push(entry, name)
    offset += local.length + name.length + content.length
  }
  const directoryBytes = Buffer.concat(directory)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(files.length, 8)
  end.writeUInt16LE(files.length, 10)
  end.writeUInt32LE(directoryBytes.length, 12)
  end.writeUInt32LE(offset, 16)
  return new Uint8Array(Buffer.concat([...parts, directoryBytes, end]))
}

/** A workbook built the way a person would in Excel: their own header, rich text, a number. */
async function handMade(rows: ExcelJS.CellValue[][], sheets = 1) {
  const workbook = new ExcelJS.Workbook()
  for (let index = 0; index < sheets; index += 1) {
    const sheet = workbook.addWorksheet(`Sheet${index + 1}`)
    if (index === 0) for (const row of rows) sheet.addRow(row)
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer())
}

describe('FAQ XLSX', () => {
  it('round-trips entries with Japanese, commas, quotes, line breaks, formula-like text and alternates', async () => {
    const bytes = await faqEntriesToXlsx(entries)
    expect(looksLikeZip(bytes)).toBe(true)
    expect(await parseFaqXlsx(bytes)).toEqual({
      ok: true,
      entries: entries.map((entry, index) => ({ ...entry, row: index + 2 })),
      ignoredColumns: [],
    })
    // The header is bold and frozen, and formula-like text is stored as text, not as a formula.
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(bytes.slice().buffer)
    const sheet = workbook.getWorksheet('FAQ')
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      'question',
      'answer',
      'alternate_question_1',
      'alternate_question_2',
    ])
    expect(sheet?.getRow(1).font?.bold).toBe(true)
    expect(sheet?.getCell('A3').type).toBe(ExcelJS.ValueType.String)
  })

  it('reads Japanese headers, rich text and numbers as shown, pads short rows and skips empty ones', async () => {
    const bytes = await handMade([
      ['質問', '回答', '言い換え'],
      [
        { richText: [{ text: '請求書の' }, { text: '発行', font: { bold: true } }] },
        100,
        '領収書\nインボイス',
      ],
      [],
      ['解約の手続き', '「解約する」から'],
    ])
    expect(await parseFaqXlsx(bytes)).toEqual({
      ok: true,
      entries: [
        { row: 2, question: '請求書の発行', answer: '100', alternateQuestions: ['領収書', 'インボイス'] },
        { row: 4, question: '解約の手続き', answer: '「解約する」から', alternateQuestions: [] },
      ],
      ignoredColumns: [],
    })
  })

  it('reports bad rows by their sheet row number', async () => {
    const parsed = await parseFaqXlsx(await handMade([['question', 'answer'], ['q', ''], [], ['', 'a']]))
    expect(parsed).toMatchObject({
      ok: false,
      errors: [
        { row: 2, field: 'answer' },
        { row: 4, field: 'question' },
      ],
    })
  })

  it('refuses what is not an XLSX, an empty workbook and a ZIP that unpacks too large, without throwing', async () => {
    expect(await parseFaqXlsx(new TextEncoder().encode('PK\u0003\u0004not really a zip'))).toMatchObject({
      ok: false,
      errors: [
        { row: 0, message: { en: 'The file could not be read as CSV (UTF-8 or Shift_JIS) or XLSX.' } },
      ],
    })
    const notWorkbook = zipOf([{ name: 'hello.txt', content: 'not a workbook' }])
    expect(declaredUnpackedSize(notWorkbook)).toBe(14)
    expect(await parseFaqXlsx(notWorkbook)).toMatchObject({ ok: false, errors: [{ row: 0 }] })
    expect(await parseFaqXlsx(await handMade([], 0))).toMatchObject({
      ok: false,
      errors: [{ row: 0, message: { en: 'The XLSX has no worksheet.' } }],
    })
    const bombBytes = zipOf([
      { name: 'xl/sharedStrings.xml', content: 'a', declaredSize: MAX_UNPACKED_BYTES + 1 },
    ])
    expect(await parseFaqXlsx(bombBytes)).toMatchObject({
      ok: false,
      errors: [{ row: 0, message: { en: 'The XLSX holds too much (64 MB at most unpacked).' } }],
    })
  })
})
