/**
 * A PDF of full pages for the ingestion benchmark: A4, Helvetica 10 pt, the text wrapped into
 * lines as a word processor sets it. The test fixture (parsing/testing/minimal-pdf.ts) draws one
 * line on a small page, and pdf.js keeps only what falls on the page (some 60 characters), so
 * it cannot stand for a page of a real manual.
 */

const LINE_CHARACTERS = 95
const LEADING = 13

function wrap(text: string): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > LINE_CHARACTERS) {
      lines.push(line)
      line = word
    } else {
      line = line ? `${line} ${word}` : word
    }
  }
  if (line) lines.push(line)
  return lines
}

const pdfString = (text: string) => `(${text.replace(/[\\()]/g, (character) => `\\${character}`)})`

/** A PDF whose page n holds `pages[n - 1]` (ASCII), wrapped to the page's width. */
export function textPdf(pages: string[]): Uint8Array {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pages.map((_, index) => `${4 + index * 2} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ]
  for (const [index, text] of pages.entries()) {
    // The first line is shown where the text starts; each next one with ', which moves down a line first.
    const lines = wrap(text)
      .map((line, number) => `${pdfString(line)} ${number === 0 ? 'Tj' : "'"}`)
      .join('\n')
    const content = `BT /F1 10 Tf ${LEADING} TL 56 786 Td\n${lines}\nET`
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + index * 2} 0 R >>`,
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    )
  }
  const parts = ['%PDF-1.4\n']
  let length = parts[0]?.length ?? 0
  const offsets = objects.map((body, index) => {
    const offset = length
    const part = `${index + 1} 0 obj\n${body}\nendobj\n`
    parts.push(part)
    length += part.length
    return offset
  })
  const table = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  parts.push(
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${table}`,
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
  )
  return new TextEncoder().encode(parts.join(''))
}
