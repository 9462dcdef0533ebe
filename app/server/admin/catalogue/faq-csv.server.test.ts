import { describe, expect, it } from 'vitest'
import { faqEntriesToCsv, parseCsv, parseFaqCsv } from './faq-csv.server'

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

describe('FAQ CSV', () => {
  const entries = [
    { question: 'パスワードを忘れた', answer: '「再設定」から、メールで\nリンクを受け取ってください。' },
    { question: 'He said "no", why?', answer: '=1+1 is not a formula here' },
    { question: '-ハイフンで始まる', answer: '@メンション' },
  ]

  it('writes UTF-8 with BOM, CRLF, RFC 4180 quoting and a formula guard', () => {
    const csv = faqEntriesToCsv(entries)
    expect(csv.startsWith('\uFEFFquestion,answer\r\n')).toBe(true)
    expect(csv).toContain('"He said ""no"", why?"')
    expect(csv).toContain("'=1+1 is not a formula here")
    expect(csv).toContain("'-ハイフンで始まる")
  })

  it('reads back what it writes', () => {
    const parsed = parseFaqCsv(faqEntriesToCsv(entries))
    expect(parsed).toEqual({
      ok: true,
      entries: entries.map((entry, index) => ({ ...entry, row: index + 2 })),
    })
  })

  it('takes Japanese headers in either order', () => {
    expect(parseFaqCsv('回答,質問\nA,Q')).toEqual({
      ok: true,
      entries: [{ row: 2, question: 'Q', answer: 'A' }],
    })
  })

  it('reports every bad row with its number and field', () => {
    const parsed = parseFaqCsv(`question,answer\nq,\n,a\n"too, many",b,c\nok,ok\n${'x'.repeat(1001)},a`)
    expect(parsed.ok).toBe(false)
    if (parsed.ok) return
    expect(parsed.errors.map((error) => [error.row, error.field ?? null])).toEqual([
      [2, 'answer'],
      [3, 'question'],
      [4, null],
      [6, 'question'],
    ])
    expect(parsed.errors[3]?.message.en).toBe('The question must be at most 1000 characters.')
  })

  it('refuses a missing header, an unclosed quote and a file without rows', () => {
    expect(parseFaqCsv('foo,bar\nq,a')).toMatchObject({ ok: false, errors: [{ row: 1 }] })
    expect(parseFaqCsv('question,answer\n"open,a\nb,c')).toMatchObject({ ok: false, errors: [{ row: 2 }] })
    expect(parseFaqCsv('question,answer\r\n')).toMatchObject({ ok: false, errors: [{ row: 0 }] })
    expect(parseFaqCsv('')).toMatchObject({ ok: false, errors: [{ row: 1 }] })
  })
})
