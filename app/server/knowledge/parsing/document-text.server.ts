/**
 * Text files arrive in whatever encoding the uploader's tool wrote: UTF-8, UTF-16 with a byte
 * order mark, or Shift_JIS from Japanese Excel and Windows. Sniffing and parsing both decode here,
 * so a file the sniffer accepts is decoded the same way by the parser.
 */

const UTF16_MARKS = [
  { mark: [0xff, 0xfe], encoding: 'utf-16le' },
  { mark: [0xfe, 0xff], encoding: 'utf-16be' },
] as const

// Control characters a text file does not hold (tab, line breaks, form feed and ^Z excepted).
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const BINARY_CONTROLS = /[\u0000-\u0008\u000e-\u0019\u001b-\u001f\u007f]/g
// A stray control character or two is a damaged text file; more is binary data.
const MAX_CONTROL_SHARE = 0.001

function decodeStrictly(bytes: Uint8Array, encoding: string): string | null {
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes)
  } catch {
    return null
  }
}

function looksBinary(text: string): boolean {
  if (text.includes('\u0000')) return true
  const controls = text.match(BINARY_CONTROLS)?.length ?? 0
  return controls > Math.max(1, text.length * MAX_CONTROL_SHARE)
}

/** The file's text, or null when it is not text in an encoding we read. The BOM is dropped. */
export function decodeDocumentText(bytes: Uint8Array): string | null {
  const marked = UTF16_MARKS.find(({ mark }) => mark.every((byte, index) => bytes[index] === byte))
  const text = marked
    ? decodeStrictly(bytes, marked.encoding)
    : (decodeStrictly(bytes, 'utf-8') ?? decodeStrictly(bytes, 'shift_jis'))
  return text === null || looksBinary(text) ? null : text
}
