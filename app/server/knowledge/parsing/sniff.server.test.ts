import { readFileSync } from 'node:fs'
import ExcelJS from 'exceljs'
import { strToU8, zipSync } from 'fflate'
import { PNG } from 'pngjs'
import { describe, expect, it } from 'vitest'
import { decodeDocumentText } from './document-text.server'
import { sniffDocumentFormat } from './sniff.server'
import { minimalDocx, minimalPptx } from './testing/office-files'

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`./testing/${name}`, import.meta.url)))
const utf8 = (text: string) => new TextEncoder().encode(text)

function compoundFile(streamName: string): Uint8Array {
  const file = new Uint8Array(1024)
  file.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
  file.set(Buffer.from(streamName, 'utf16le'), 512)
  return file
}

/** The format, or the refusal code. */
async function sniffed(bytes: Uint8Array, fileName: string): Promise<string> {
  const result = await sniffDocumentFormat(bytes, fileName)
  return result.ok ? result.format : result.code
}

describe('sniffDocumentFormat', () => {
  it('recognises binary formats by their bytes, whatever the name says', async () => {
    const workbook = new ExcelJS.Workbook()
    workbook.addWorksheet('表').addRow(['a'])
    const xlsx = new Uint8Array(await workbook.xlsx.writeBuffer())
    expect(await sniffDocumentFormat(fixture('embedded-ja.pdf'), 'report.pdf')).toEqual({
      ok: true,
      format: 'pdf',
    })
    expect(await sniffed(fixture('embedded-ja.pdf'), 'notes.txt')).toBe('pdf')
    expect(await sniffed(minimalDocx([{ text: 'x' }]), '規程.pdf')).toBe('docx')
    expect(await sniffed(xlsx, 'book.xlsx')).toBe('xlsx')
    expect(await sniffed(minimalPptx([['x']]), 'deck')).toBe('pptx')
  })

  it('refuses other binaries, whatever the name says', async () => {
    const png = new Uint8Array(PNG.sync.write(new PNG({ width: 2, height: 2 })))
    expect(await sniffDocumentFormat(png, 'scan.pdf')).toEqual({ ok: false, code: 'unsupportedType' })
    expect(await sniffed(zipSync({ 'readme.txt': strToU8('hello') }), 'report.pdf')).toBe('unsupportedType')
    expect(await sniffed(new Uint8Array([0, 1, 2, 3, 0, 0, 7, 8, 9]), 'data.txt')).toBe('unsupportedType')
  })

  it('calls a password-protected Office file encrypted, and a legacy .doc unsupported', async () => {
    expect(await sniffed(compoundFile('EncryptedPackage'), 'secret.docx')).toBe('encrypted')
    expect(await sniffed(compoundFile('WordDocument'), 'old.doc')).toBe('unsupportedType')
  })

  it('takes text formats from the extension once the bytes decode as text', async () => {
    expect(await sniffed(utf8('# 見出し\n本文'), 'README.md')).toBe('md')
    expect(await sniffed(utf8('<h1>案内</h1>'), 'page.HTM')).toBe('html')
    expect(await sniffed(utf8('<?xml version="1.0"?><html/>'), 'page.html')).toBe('html')
    expect(await sniffed(fixture('shift-jis.csv'), '価格.csv')).toBe('csv')
    expect(await sniffed(fixture('shift-jis.txt'), 'memo.txt')).toBe('txt')
    expect(await sniffed(utf8('{"a":1}'), 'data.json')).toBe('unsupportedType')
  })

  it('calls a file without content empty', async () => {
    expect(await sniffDocumentFormat(new Uint8Array(0), 'a.pdf')).toEqual({ ok: false, code: 'empty' })
    expect(await sniffed(utf8('\ufeff \n\n'), 'a.txt')).toBe('empty')
  })
})

describe('decodeDocumentText', () => {
  it('reads UTF-8, UTF-16 with a byte order mark and Shift_JIS', () => {
    expect(decodeDocumentText(utf8('\ufeff日本語'))).toBe('日本語')
    expect(decodeDocumentText(new Uint8Array([0xff, 0xfe, ...Buffer.from('日本語', 'utf16le')]))).toBe(
      '日本語',
    )
    expect(decodeDocumentText(fixture('shift-jis.txt'))).toBe(
      '返品は購入後30日以内です。\r\nお問い合わせ窓口：サポートセンター\r\n',
    )
  })

  it('refuses bytes that are no text', () => {
    expect(decodeDocumentText(new Uint8Array([0x41, 0x00, 0x42]))).toBeNull()
    expect(decodeDocumentText(new Uint8Array([0xff, 0xff, 0xff, 0x80]))).toBeNull()
  })
})
