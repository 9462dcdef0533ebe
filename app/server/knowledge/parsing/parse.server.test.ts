import { readFileSync } from 'node:fs'
import ExcelJS from 'exceljs'
import { PNG } from 'pngjs'
import { describe, expect, it } from 'vitest'
import { chunkSections, normaliseWhitespace } from './chunking.shared'
import { type ParseResult, parseDocument } from './parse.server'
import type { ParsedDocument } from './parsed-document.shared'
import { minimalPdf } from './testing/minimal-pdf'
import { minimalDocx, minimalPptx } from './testing/office-files'

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`./testing/${name}`, import.meta.url)))
const utf8 = (text: string) => new TextEncoder().encode(text)

function parsed(result: ParseResult): ParsedDocument {
  if (!result.ok) throw new Error(`parse failed: ${result.code} ${result.detail ?? ''}`)
  return result.document
}

describe('parseDocument: PDF', () => {
  it('reads Japanese set in a font that is not embedded (through the CMaps), page by page', async () => {
    const progress: [number, number][] = []
    const document = parsed(
      await parseDocument(fixture('nonembedded-ja.pdf'), 'pdf', {
        onProgress: (...step) => progress.push(step),
      }),
    )
    expect(document).toEqual({
      pages: 2,
      sections: [
        { page: 1, location: {}, text: '日本語のテキスト 返品は30日以内' },
        { page: 2, location: {}, text: '第二ページ：お問い合わせ窓口' },
      ],
    })
    expect(progress).toEqual([
      [1, 2],
      [2, 2],
    ])
  })

  it('reads embedded fonts with the right page numbers, and leaves the caller its bytes', async () => {
    const bytes = readFileSync(new URL('./testing/embedded-ja.pdf', import.meta.url))
    const document = parsed(await parseDocument(bytes, 'pdf'))
    expect(document.pages).toBe(3)
    expect(document.sections.map((section) => section.page)).toEqual([1, 2, 3])
    expect(document.sections[2]?.text).toBe('Page 3 hello world\n第3章 返品ポリシーについて：購入後30日以内')
    expect(bytes.byteLength).toBe(7262)
  })

  it('calls a PDF without any text noText (a scan)', async () => {
    expect(await parseDocument(minimalPdf(['', '']), 'pdf')).toEqual({ ok: false, code: 'noText' })
  })
})

describe('parseDocument: Office', () => {
  it('DOCX: paragraphs under their heading path', async () => {
    const docx = minimalDocx([
      { text: '前文です。' },
      { heading: 1, text: '返品ポリシー' },
      { text: '購入後30日以内であれば返品できます。' },
      { heading: 2, text: '送料' },
      { text: '送料はお客様のご負担です。' },
      { heading: 1, text: 'お問い合わせ' },
      { text: 'サポート & 窓口 <平日>' },
    ])
    expect(parsed(await parseDocument(docx, 'docx'))).toEqual({
      pages: null,
      sections: [
        { page: null, location: {}, text: '前文です。' },
        {
          page: null,
          location: { headings: ['返品ポリシー'] },
          text: '返品ポリシー\n\n購入後30日以内であれば返品できます。',
        },
        {
          page: null,
          location: { headings: ['返品ポリシー', '送料'] },
          text: '送料\n\n送料はお客様のご負担です。',
        },
        {
          page: null,
          location: { headings: ['お問い合わせ'] },
          text: 'お問い合わせ\n\nサポート & 窓口 <平日>',
        },
      ],
    })
  })

  it('XLSX: one section per row as "column: value" pairs, formula results and ISO dates, per sheet', async () => {
    const workbook = new ExcelJS.Workbook()
    const prices = workbook.addWorksheet('価格表')
    prices.addRow(['2024年度 価格表'])
    prices.addRow([])
    prices.addRow(['商品', '価格', '日付'])
    prices.addRow(['りんご', 120, new Date(Date.UTC(2024, 0, 2))])
    prices.addRow(['合計', { formula: 'B4*2', result: 240 }, new Date(Date.UTC(2024, 0, 2, 9, 30))])
    workbook.addWorksheet('在庫').addRow(['倉庫A'])
    const progress: [number, number][] = []
    const xlsx = new Uint8Array(await workbook.xlsx.writeBuffer())
    const document = parsed(
      await parseDocument(xlsx, 'xlsx', { onProgress: (...step) => progress.push(step) }),
    )
    expect(document).toEqual({
      pages: 2,
      sections: [
        { page: 1, location: { sheet: '価格表', rows: [1, 1] }, text: '2024年度 価格表' },
        {
          page: 1,
          location: { sheet: '価格表', rows: [4, 4] },
          text: '商品: りんご / 価格: 120 / 日付: 2024-01-02',
        },
        {
          page: 1,
          location: { sheet: '価格表', rows: [5, 5] },
          text: '商品: 合計 / 価格: 240 / 日付: 2024-01-02T09:30:00',
        },
        { page: 2, location: { sheet: '在庫', rows: [1, 1] }, text: '倉庫A' },
      ],
    })
    expect(progress).toEqual([
      [1, 2],
      [2, 2],
    ])
  })

  it('XLSX and DOCX with pictures, comments and merged cells, whose media is left out', async () => {
    const png = new Uint8Array(PNG.sync.write(new PNG({ width: 4, height: 4 })))
    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet('画像')
    sheet.addRow(['項目', '値'])
    sheet.addRow(['色', '赤'])
    sheet.addImage(workbook.addImage({ buffer: png.buffer, extension: 'png' }), 'C3:D5')
    sheet.getCell('B2').note = 'メモ'
    sheet.mergeCells('A3:B3')
    sheet.getCell('A3').value = '結合セル'
    const xlsx = new Uint8Array(await workbook.xlsx.writeBuffer())
    expect(parsed(await parseDocument(xlsx, 'xlsx')).sections.map((section) => section.text)).toEqual([
      '項目: 色 / 値: 赤',
      '項目: 結合セル',
    ])
    const docx = minimalDocx([{ text: '図の前' }, { picture: png }, { text: '図の後' }])
    const text = parsed(await parseDocument(docx, 'docx')).sections.map((section) => section.text)
    expect(text.join('\n').replace(/\n+/g, '\n')).toBe('図の前\n図の後')
  })

  it('PPTX: slides in the order of the show, paragraphs per line, XML entities decoded', async () => {
    const pptx = minimalPptx(
      [
        ['営業時間は9時から17時', '土日&amp;祝日は休み'],
        ['スライド &lt;目次&gt;', '&#x3042;&#12356;'],
      ],
      [2, 1],
    )
    expect(parsed(await parseDocument(pptx, 'pptx'))).toEqual({
      pages: 2,
      sections: [
        { page: 1, location: { slide: 1 }, text: 'スライド <目次>\nあい' },
        { page: 2, location: { slide: 2 }, text: '営業時間は9時から17時\n土日&祝日は休み' },
      ],
    })
  })
})

describe('parseDocument: text formats', () => {
  it('CSV: strings stay strings, quoted commas and line breaks, Shift_JIS, row numbers', async () => {
    const document = parsed(await parseDocument(fixture('shift-jis.csv'), 'csv'))
    expect(document).toEqual({
      pages: null,
      sections: [
        { page: null, location: { rows: [2, 2] }, text: '商品: りんご / 価格: 0120 / 備考: カンマ,入り' },
        { page: null, location: { rows: [3, 3] }, text: '商品: みかん / 価格: 80 / 備考: 改行 あり' },
      ],
    })
  })

  it('TXT in Shift_JIS comes out as Japanese', async () => {
    const document = parsed(await parseDocument(fixture('shift-jis.txt'), 'txt'))
    expect(document.sections).toHaveLength(1)
    expect(document.sections[0]?.text).toContain('返品は購入後30日以内です。')
  })

  it('Markdown: heading path from # lines, not from # inside code fences', async () => {
    const markdown = '前書き\n# 規程\n本文A\n## 返品 ##\n本文B\n```\n# not a heading\n```\n# 付録\n本文C'
    expect(parsed(await parseDocument(utf8(markdown), 'md')).sections).toEqual([
      { page: null, location: {}, text: '前書き' },
      { page: null, location: { headings: ['規程'] }, text: '規程\n本文A' },
      {
        page: null,
        location: { headings: ['規程', '返品'] },
        text: '返品\n本文B\n```\n# not a heading\n```',
      },
      { page: null, location: { headings: ['付録'] }, text: '付録\n本文C' },
    ])
  })

  it('HTML: headings give the path, tables a row per line; scripts, styles and link targets stay out', async () => {
    const html = `<!doctype html><html><head><title>t</title><style>h1{color:red}</style>
      <script>alert("秘密")</script></head><body><h1>案内</h1><p>営業時間は<a href="https://x.example">こちら</a></p>
      <h2>料金</h2><table><tr><th>プラン</th><th>月額</th></tr><tr><td>ベーシック</td><td>1,000円</td></tr></table>
      <script>var leaked = 1</script></body></html>`
    const document = parsed(await parseDocument(utf8(html), 'html'))
    expect(
      document.sections.map(({ location, text }) => ({ location, text: normaliseWhitespace(text) })),
    ).toEqual([
      { location: { headings: ['案内'] }, text: '案内\n\n営業時間はこちら' },
      { location: { headings: ['案内', '料金'] }, text: '料金\n\nプラン 月額\nベーシック 1,000円' },
    ])
    const allText = document.sections.map((section) => section.text).join('\n')
    expect(allText).not.toMatch(/alert|秘密|leaked|color|x\.example/)
  })

  it('gives chunks that keep the provenance of what was parsed', async () => {
    const document = parsed(await parseDocument(fixture('nonembedded-ja.pdf'), 'pdf'))
    expect(chunkSections(document.sections)).toEqual([
      { position: 0, page: 1, location: {}, text: '日本語のテキスト 返品は30日以内' },
      { position: 1, page: 2, location: {}, text: '第二ページ：お問い合わせ窓口' },
    ])
  })
})
