import { eq } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { loadFaqEntries } from '../../chat/chat-definition.server'
import { rankFaqEntries } from '../../faq/retrieval.shared'
import { JAPANESE_FAQ } from '../../faq/testing/faq-fixtures'
import { runAdminCatalogueOperation } from './admin-catalogue-api.server'
import { MAX_FAQ_FILE_BYTES, MAX_REPORTED_ERRORS } from './admin-faq-transfer.server'
import { consoleCaller, consoleSession } from './testing/console-caller'

const ADMIN = consoleSession('transfer-admin', true)
const base64 = (content: string | Uint8Array) =>
  Buffer.from(typeof content === 'string' ? new TextEncoder().encode(content) : content).toString('base64')
const quoted = (rows: string[][]) =>
  `\uFEFF${rows.map((cells) => cells.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(',')).join('\r\n')}\r\n`

const tricky = [
  {
    question: '料金は、いくらですか？',
    answer: '月額 "1,000円" です。\n税込みです。',
    alternateQuestions: ['値段を知りたい', '費用は, どれくらい'],
  },
  { question: '=SUM(A1) と書くと？', answer: '- 箇条書きの回答', alternateQuestions: [] },
  ...JAPANESE_FAQ.map((entry) => ({
    question: entry.question,
    answer: entry.answer,
    alternateQuestions: [],
  })),
]

describeEachDatabase('FAQ files in the console: CSV and XLSX import and export', (database) => {
  const db = () => database.handle().db
  const { run, ok } = consoleCaller(db, ADMIN)
  const stored = async () =>
    (await loadFaqEntries(db(), chatId)).map(({ question, answer, alternateQuestions }) => ({
      question,
      answer,
      alternateQuestions,
    }))
  const imports = async () =>
    (await db().select().from(auditLog).where(eq(auditLog.action, 'faq.import'))).map((row) => row.details)

  let chatId = ''
  beforeAll(async () => {
    chatId = (
      await ok('chats.create', { console: 'faqchats', kind: 'faq', keyword: 'transfer-faq', name: '転送FAQ' })
    ).id
  })

  it('round-trips CSV (BOM, quotes, commas, line breaks, Japanese, formula-like text, alternates)', async () => {
    const csv = quoted([
      ['question', 'answer', 'alternates'],
      ...tricky.map((entry) => [entry.question, entry.answer, entry.alternateQuestions.join('\n')]),
    ])
    expect(
      await ok('faq.import', { chatId, file: base64(csv), filename: 'faq.csv', mode: 'replace' }),
    ).toEqual({
      ok: true,
      imported: tricky.length,
      total: tricky.length,
    })
    expect(await stored()).toEqual(tricky)
    const exported = await ok('faq.export', { chatId, format: 'csv' })
    expect(exported).toMatchObject({ filename: 'faq-transfer-faq.csv', count: tricky.length })
    const text = Buffer.from(exported.base64, 'base64').toString('utf8')
    expect(text.startsWith('\uFEFFquestion,answer,alternate_question_1,alternate_question_2\r\n')).toBe(true)
    await ok('faq.import', { chatId, file: exported.base64, mode: 'replace' })
    expect(await stored()).toEqual(tricky)
    expect((await ok('faq.export', { chatId })).base64).toBe(exported.base64)
  })

  it('round-trips XLSX and appends after the current entries', async () => {
    const exported = await ok('faq.export', { chatId, format: 'xlsx' })
    expect(exported.filename).toBe('faq-transfer-faq.xlsx')
    expect(exported.mediaType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    await ok('faq.import', { chatId, file: exported.base64, filename: 'faq.xlsx', mode: 'replace' })
    expect(await stored()).toEqual(tricky)
    const appended = await ok('faq.import', { chatId, file: exported.base64, mode: 'append' })
    expect(appended).toEqual({ ok: true, imported: tricky.length, total: tricky.length * 2 })
    expect(await stored()).toEqual([...tricky, ...tricky])
    expect((await imports()).at(-1)).toMatchObject({
      mode: 'append',
      format: 'xlsx',
      rows: tricky.length,
      alternates: 2,
      before: tricky.length,
      after: tricky.length * 2,
    })
  })

  it('reads a Shift_JIS CSV as Excel in Japan saves it', async () => {
    // 「質問,回答\r\nあ,い\r\n」 in Shift_JIS.
    const bytes = Uint8Array.from([
      0x8e, 0xbf, 0x96, 0xe2, 0x2c, 0x89, 0xf1, 0x93, 0x9a, 0x0d, 0x0a, 0x82, 0xa0, 0x2c, 0x82, 0xa2, 0x0d,
      0x0a,
    ])
    const check = await ok('faq.importCheck', { chatId, file: base64(bytes), mode: 'replace' })
    expect(check).toMatchObject({
      ok: true,
      format: 'csv',
      rows: 1,
      sample: [{ question: 'あ', answer: 'い' }],
    })
  })

  it('checks a file before importing: counts, a sample and ignored columns, nothing written', async () => {
    const before = await stored()
    const auditsBefore = (await imports()).length
    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet('シート1')
    sheet.addRow(['質問', '回答', '言い換え1', '言い換え2', 'メモ'])
    sheet.addRow(['退会したい', '「解約する」から手続きできます。', 'やめたい', 'サービスをやめる', '社内用'])
    sheet.addRow(['領収書', 'PDF でダウンロードできます。', '', '', ''])
    const file = base64(new Uint8Array(await workbook.xlsx.writeBuffer()))
    expect(await ok('faq.importCheck', { chatId, file, mode: 'append' })).toEqual({
      ok: true,
      format: 'xlsx',
      mode: 'append',
      rows: 2,
      withAlternates: 1,
      alternates: 2,
      before: before.length,
      after: before.length + 2,
      ignoredColumns: ['メモ'],
      sample: [
        {
          question: '退会したい',
          answer: '「解約する」から手続きできます。',
          alternateQuestions: ['やめたい', 'サービスをやめる'],
        },
        { question: '領収書', answer: 'PDF でダウンロードできます。', alternateQuestions: [] },
      ],
    })
    expect(await stored()).toEqual(before)
    expect((await imports()).length).toBe(auditsBefore)

    // Imported, the alternate wordings are what retrieval matches: 「やめたい」 is in no answer.
    await ok('faq.import', { chatId, file, mode: 'replace' })
    expect(
      rankFaqEntries('サービスをやめたいです', await loadFaqEntries(db(), chatId)).matches[0]?.entry,
    ).toMatchObject({
      question: '退会したい',
    })
    const tested = await ok('faq.test', { chatId, question: 'サービスをやめたいです' })
    expect(tested.answered).toBe(true)
    expect(tested.matches[0]?.question).toBe('退会したい')
  })

  it('refuses the whole file when any row is bad, listing every bad row, writing nothing', async () => {
    const before = await stored()
    const auditsBefore = (await imports()).length
    const csv = [
      '質問,回答,言い換え',
      '良い質問,良い回答,',
      ',回答だけ,',
      '"改行を含む\n質問",,',
      '項目が,多すぎる,行,です',
    ].join('\n')
    for (const operation of ['faq.importCheck', 'faq.import'] as const) {
      const result = await ok(operation, { chatId, file: base64(csv), mode: 'replace' })
      expect(result.ok).toBe(false)
      if (result.ok) continue
      expect(result.errors.map((error) => [error.row, error.field ?? null])).toEqual([
        [3, 'question'],
        [4, 'answer'],
        [5, null],
      ])
      expect(result.errors[0]?.message).toEqual({ ja: '質問が空です。', en: 'The question is empty.' })
      expect(result.errorCount).toBe(3)
    }
    expect(await stored()).toEqual(before)
    expect((await imports()).length).toBe(auditsBefore)

    // Thousands of bad rows: the first MAX_REPORTED_ERRORS come back, and how many there are.
    const many = `question,answer\n${Array.from({ length: 300 }, () => 'q,').join('\n')}`
    const refused = await ok('faq.import', { chatId, file: base64(many), mode: 'replace' })
    expect(refused).toMatchObject({ ok: false, errorCount: 300 })
    if (!refused.ok) expect(refused.errors).toHaveLength(MAX_REPORTED_ERRORS)
    expect(await stored()).toEqual(before)
  })

  it('refuses files that are too large, unreadable or missing, without a 500', async () => {
    const big = new Uint8Array(MAX_FAQ_FILE_BYTES + 1).fill(0x61)
    expect(await ok('faq.importCheck', { chatId, file: base64(big), mode: 'replace' })).toMatchObject({
      ok: false,
      errors: [{ row: 0, message: { ja: 'ファイルが大きすぎます（5MBまで）。' } }],
    })
    expect(
      await run('faq.import', { chatId, file: 'A'.repeat(8 * 1024 * 1024), mode: 'replace' }),
    ).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { file: { en: 'The file is too large (5 MB at most).' } },
    })
    expect(await run('faq.import', { chatId, mode: 'replace' })).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { file: { en: 'Choose a CSV or XLSX file.' } },
    })
    expect(
      await run('faq.import', { chatId, file: base64('question,answer\nq,a'), mode: 'merge' }),
    ).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { mode: expect.anything() },
    })
    // An old binary .xls is not read as nonsense CSV.
    const xls = Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
    expect(
      await ok('faq.importCheck', { chatId, file: base64(xls), filename: 'faq.xls', mode: 'replace' }),
    ).toMatchObject({
      ok: false,
      errors: [
        { row: 0, message: { en: 'The file could not be read as CSV (UTF-8 or Shift_JIS) or XLSX.' } },
      ],
    })
    expect(await run('faq.export', { chatId, format: 'pdf' })).toMatchObject({ ok: false, status: 400 })
    expect(await run('faq.export', { chatId: 'no-such-chat' })).toMatchObject({ ok: false, status: 404 })
  })

  describe('who may', () => {
    it('refuses a tenant user (403) and no session (401) for every file operation', async () => {
      const member = consoleSession('tenant-owner', false, 'some-tenant')
      const input = { chatId, file: base64('question,answer\nq,a'), mode: 'replace' }
      for (const operation of ['faq.importCheck', 'faq.import', 'faq.export'] as const) {
        expect(await run(operation, input, member)).toMatchObject({ ok: false, status: 403 })
        expect(await runAdminCatalogueOperation(db(), null, operation, input)).toMatchObject({
          ok: false,
          status: 401,
        })
      }
      expect(await stored()).not.toEqual([{ question: 'q', answer: 'a', alternateQuestions: [] }])
    })
  })
})
