/**
 * The format of an upload, from its bytes rather than its name (issue 17): a name can lie, and
 * a parser fed the wrong format fails in confusing ways. Binary formats are recognised by
 * file-type; text has no signature, so the name's extension picks the text format once the bytes
 * decode as text (UTF-8, UTF-16 with a BOM, or Shift_JIS).
 */
import { extname } from 'node:path'
import { fileTypeFromBuffer } from 'file-type'
import { decodeDocumentText } from './document-text.server'
import type { DocumentFormat, ParseFailureCode } from './parsed-document.shared'

export type SniffResult = { ok: true; format: DocumentFormat } | { ok: false; code: ParseFailureCode }

// Macro-enabled files, templates and slide shows have the same parts as the plain formats.
const SNIFFED_FORMATS: Record<string, DocumentFormat> = {
  pdf: 'pdf',
  docx: 'docx',
  docm: 'docx',
  dotx: 'docx',
  xlsx: 'xlsx',
  xlsm: 'xlsx',
  xltx: 'xlsx',
  pptx: 'pptx',
  pptm: 'pptx',
  ppsx: 'pptx',
  potx: 'pptx',
}

const TEXT_EXTENSIONS: Record<string, DocumentFormat> = {
  '.txt': 'txt',
  '.text': 'txt',
  '.md': 'md',
  '.markdown': 'md',
  '.html': 'html',
  '.htm': 'html',
  '.csv': 'csv',
}

const COMPOUND_FILE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
// A password-protected DOCX/XLSX/PPTX is a compound file holding this stream (its name in UTF-16).
const ENCRYPTED_PACKAGE = Buffer.from('EncryptedPackage', 'utf16le')

export function isCompoundFile(bytes: Uint8Array): boolean {
  return COMPOUND_FILE_SIGNATURE.every((byte, index) => bytes[index] === byte)
}

/** A compound file is a password-protected Office file, or a legacy .doc/.xls/.ppt we do not read. */
export function compoundFileFailure(bytes: Uint8Array): ParseFailureCode {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(ENCRYPTED_PACKAGE)
    ? 'encrypted'
    : 'unsupportedType'
}

export async function sniffDocumentFormat(bytes: Uint8Array, fileName: string): Promise<SniffResult> {
  if (bytes.length === 0) return { ok: false, code: 'empty' }
  if (isCompoundFile(bytes)) return { ok: false, code: compoundFileFailure(bytes) }
  const textFormat = TEXT_EXTENSIONS[extname(fileName).toLowerCase()]
  const sniffed = await fileTypeFromBuffer(bytes)
  // XHTML and XML-declared HTML start like XML; any other signature is the file's true type.
  if (sniffed && !(sniffed.ext === 'xml' && textFormat === 'html')) {
    const format = SNIFFED_FORMATS[sniffed.ext]
    return format ? { ok: true, format } : { ok: false, code: 'unsupportedType' }
  }
  if (!textFormat) return { ok: false, code: 'unsupportedType' }
  const text = decodeDocumentText(bytes)
  if (text === null) return { ok: false, code: 'unsupportedType' }
  if (text.trim() === '') return { ok: false, code: 'empty' }
  return { ok: true, format: textFormat }
}
