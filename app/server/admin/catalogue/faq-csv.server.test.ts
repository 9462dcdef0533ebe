import { describe, expect, it } from 'vitest'
import { decodeCsvBytes, faqEntriesToCsv, parseCsv, parseFaqCsv } from './faq-csv.server'

describe('parseCsv', () => {
  it('reads quoted commas, doubled quotes and line breaks, strips the BOM, counts records as rows', () => {
    const text = '\uFEFFa,b\r\n"x, y","say ""hi"""\r\n"two\nlines",z\n\nlast,"日本語"'
    expect(parseCsv(text)).toEqual([
      { row: 1, cells: ['a', 'b'] },
      { row: 2, cells: ['x, y', 'say "hi"'] },
      { row: 3, cells: ['two\nlines', 'z'] },
      { row: 5, cells: ['last', '日本語'] },
    ])
  })

  it('accepts CR-only line ends and empty fields', () => {
    expect(parseCsv('a,,c\r,b,\r').map((record) => record.cells)).toEqual([
      ['a', '', 'c'],
      ['', 'b', ''],
    ])
  })
})

// 「質問,回答\r\nあ,い\r\n」 as Excel in Japan saves it (Shift_JIS, no BOM).
const SHIFT_JIS = Uint8Array.from([
  0x8e, 0xbf, 0x96, 0xe2, 0x2c, 0x89, 0xf1, 0x93, 0x9a, 0x0d, 0x0a, 0x82, 0xa0, 0x2c, 0x82, 0xa2, 0x0d, 0x0a,
])

describe('decodeCsvBytes', () => {
  it('reads UTF-8 (its BOM dropped) and falls back to Shift_JIS when the bytes are not UTF-8', () => {
    expect(decodeCsvBytes(new TextEncoder().encode('\uFEFF質問,回答'))).toBe('質問,回答')
    expect(decodeCsvBytes(SHIFT_JIS)).toBe('質問,回答\r\nあ,い\r\n')
  })
})

describe('FAQ CSV', () => {
  const entries = [
    {
      question: 'パスワードを忘れた',
      answer: '「再設定」から、メールで\nリンクを受け取ってください。',
      alternateQuestions: ['ログインできない, パスワード', '"鍵"をなくした'],
    },
    { question: 'He said "no", why?', answer: '=1+1 is not a formula here', alternateQuestions: [] },
    { question: '-ハイフンで始まる', answer: '@メンション', alternateQuestions: ['+プラス'] },
  ]

  it('writes UTF-8 with BOM, CRLF, RFC 4180 quoting, a formula guard and a column per alternate', () => {
    const csv = faqEntriesToCsv(entries)
    expect(csv.startsWith('\uFEFFquestion,answer,alternate_question_1,alternate_question_2\r\n')).toBe(true)
    expect(csv).toContain('"He said ""no"", why?"')
    expect(csv).toContain("'=1+1 is not a formula here")
    expect(csv).toContain("'-ハイフンで始まる")
    expect(csv).toContain('"ログインできない, パスワード","""鍵""をなくした"')
    // One alternate column even when no entry has any, to show where they go.
    expect(faqEntriesToCsv([{ question: 'q', answer: 'a', alternateQuestions: [] }])).toBe(
      '\uFEFFquestion,answer,alternate_question_1\r\nq,a,\r\n',
    )
  })

  it('reads back what it writes, as text or as bytes', () => {
    const expected = {
      ok: true,
      entries: entries.map((entry, index) => ({ ...entry, row: index + 2 })),
      ignoredColumns: [],
    }
    expect(parseFaqCsv(faqEntriesToCsv(entries))).toEqual(expected)
    expect(parseFaqCsv(new TextEncoder().encode(faqEntriesToCsv(entries)))).toEqual(expected)
  })

  it('reads Shift_JIS files', () => {
    expect(parseFaqCsv(SHIFT_JIS)).toEqual({
      ok: true,
      entries: [{ row: 2, question: 'あ', answer: 'い', alternateQuestions: [] }],
      ignoredColumns: [],
    })
  })

  it('takes Japanese headers in any order, alternates in one column split at line breaks or |', () => {
    expect(parseFaqCsv('回答,言い換え,質問,メモ\nA,"別の聞き方|もう一つ\n三つ目",Q,x')).toEqual({
      ok: true,
      entries: [
        { row: 2, question: 'Q', answer: 'A', alternateQuestions: ['別の聞き方', 'もう一つ', '三つ目'] },
      ],
      ignoredColumns: ['メモ'],
    })
  })

  it('takes numbered alternate columns, full-width digits too, keeping | inside one wording', () => {
    const parsed = parseFaqCsv('質問,回答,言い換え１,alternate_question_2\nQ,A,a|b,Q\n')
    expect(parsed).toMatchObject({ ok: true, entries: [{ alternateQuestions: ['a|b'] }] })
  })

  it('reports every bad row with its number and field', () => {
    const long = 'x'.repeat(1001)
    const many = Array.from({ length: 21 }, (_, index) => `w${index}`).join('|')
    const parsed = parseFaqCsv(
      `question,answer,alternates\nq,,\n,a,\n"too, many",b,c,d\nok,ok,\n${long},a,\nq,a,${long}\nq,a,${many}\nq,a,"nul\u0000"`,
    )
    expect(parsed.ok).toBe(false)
    if (parsed.ok) return
    expect(parsed.errors.map((error) => [error.row, error.field ?? null])).toEqual([
      [2, 'answer'],
      [3, 'question'],
      [4, null],
      [6, 'question'],
      [7, 'alternateQuestions'],
      [8, 'alternateQuestions'],
      [9, 'alternateQuestions'],
    ])
    expect(parsed.errors[3]?.message.en).toBe('The question must be at most 1000 characters.')
    expect(parsed.errors[5]?.message).toEqual({
      ja: '言い換えは 20 件までです（21 件あります）。',
      en: 'At most 20 alternate wordings (this row has 21).',
    })
  })

  it('refuses a missing or doubled header, an unclosed quote, too many rows and a file without rows', () => {
    expect(parseFaqCsv('foo,bar\nq,a')).toMatchObject({ ok: false, errors: [{ row: 1 }] })
    expect(parseFaqCsv('question,質問,answer\nq,q,a')).toMatchObject({
      ok: false,
      errors: [{ row: 1, message: { en: 'The header has two "question" columns.' } }],
    })
    expect(parseFaqCsv('question,answer\n"open,a\nb,c')).toMatchObject({ ok: false, errors: [{ row: 2 }] })
    expect(parseFaqCsv('question,answer\nq,a\nq,a\nq,a', 2)).toMatchObject({
      ok: false,
      errors: [{ row: 0, message: { en: 'At most 2 rows can be imported at once (the file has 3).' } }],
    })
    expect(parseFaqCsv('question,answer\r\n,\r\n')).toMatchObject({ ok: false, errors: [{ row: 0 }] })
    expect(parseFaqCsv('')).toMatchObject({ ok: false, errors: [{ row: 1 }] })
  })
})
