// @ts-check
/**
 * The document parser's worker thread (issue 17). parse.server.ts starts one per document with a
 * time limit and a heap limit, so a hostile or broken file costs a worker, never the server.
 *
 * Plain ESM JavaScript, loaded by path: it runs unchanged under vitest, tsx and the built server,
 * and imports its libraries from node_modules. It is one file because the import rules (ADR 002)
 * allow modules under app/server to import only *.server.ts and *.shared.ts files.
 *
 * In: workerData { format, bytes (binary formats) or text (text formats, decoded by the parent),
 * maxPages }. Out: { type: 'progress', done, total } per page, slide or sheet, then one
 * { type: 'result', document } or { type: 'failure', code, detail }.
 */
import { createRequire } from 'node:module'
import path from 'node:path'
import { parentPort, workerData } from 'node:worker_threads'
import { Unzip, UnzipInflate, unzipSync, zipSync } from 'fflate'

/** @typedef {{ sheet?: string, rows?: [number, number], slide?: number, headings?: string[] }} SectionLocation */
/** @typedef {{ page: number | null, location: SectionLocation, text: string }} ParsedSection */
/** @typedef {{ pages: number | null, sections: ParsedSection[] }} ParsedDocument */
/** @typedef {{ level?: number, text: string }} Line */

/** A document we refuse, with the code the ingestion job stores. */
class ParseFailure extends Error {
  /** @param {string} code @param {string} [detail] */
  constructor(code, detail) {
    super(detail ?? code)
    this.code = code
  }
}

/** @param {number} done @param {number} total */
function progress(done, total) {
  parentPort?.postMessage({ type: 'progress', done, total })
}

// --- PDF (pdf.js, legacy build for Node) -------------------------------------------------------

/** @param {unknown} error */
function pdfFailure(error) {
  if (error instanceof ParseFailure) return error
  const name = error instanceof Error ? error.name : ''
  const message = error instanceof Error ? error.message : String(error)
  return new ParseFailure(name === 'PasswordException' ? 'encrypted' : 'corrupt', `${name}: ${message}`)
}

/** @param {Uint8Array} bytes @param {number} maxPages @returns {Promise<ParsedDocument>} */
async function parsePdf(bytes, maxPages) {
  // pdf.js runs its "worker" in this thread from this module instead of importing workerSrc.
  // @ts-expect-error pdf.js publishes no types for its worker module, which only pdf.js uses.
  const pdfjsWorker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs')
  Object.assign(globalThis, { pdfjsWorker })
  const { getDocument, VerbosityLevel } = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const packageDir = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))
  const task = getDocument({
    data: bytes,
    // Without the CMaps, Japanese text in fonts that are not embedded comes out empty.
    cMapUrl: path.join(packageDir, 'cmaps/'),
    cMapPacked: true,
    standardFontDataUrl: path.join(packageDir, 'standard_fonts/'),
    isEvalSupported: false,
    disableFontFace: true,
    verbosity: VerbosityLevel.ERRORS,
  })
  const pdf = await task.promise.catch((error) => {
    throw pdfFailure(error)
  })
  try {
    // Counted before any page is read, so a 100,000-page file costs nothing.
    if (pdf.numPages > maxPages) throw new ParseFailure('tooManyPages', `${pdf.numPages} > ${maxPages}`)
    /** @type {ParsedSection[]} */
    const sections = []
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number)
      const content = await page.getTextContent()
      const text = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
      sections.push({ page: number, location: {}, text: text.join('') })
      page.cleanup()
      progress(number, pdf.numPages)
    }
    return { pages: pdf.numPages, sections }
  } catch (error) {
    throw pdfFailure(error)
  } finally {
    await pdf.destroy()
  }
}

// --- Office zips, guarded against zip bombs -----------------------------------------------------

// Beyond 100 MB of XML, mammoth and exceljs would not fit the worker's heap anyway.
const ZIP_LIMITS = { maxEntries: 10_000, maxInflatedBytes: 100 << 20 }
// The parts the parsers read. Media (images, embedded files) is never inflated.
const XML_PART = /\.(xml|rels|vml)$/i

/**
 * Refuses an archive whose central directory declares too much to inflate; inflates nothing.
 * @param {Uint8Array} bytes @param {(name: string) => boolean} wanted
 */
function checkDeclaredSizes(bytes, wanted) {
  let entries = 0
  let total = 0
  unzipSync(bytes, {
    filter(file) {
      entries += 1
      if (entries > ZIP_LIMITS.maxEntries)
        throw new ParseFailure('zipBomb', `over ${ZIP_LIMITS.maxEntries} entries`)
      if (wanted(file.name)) total += file.originalSize
      if (total > ZIP_LIMITS.maxInflatedBytes)
        throw new ParseFailure('zipBomb', `${file.name} declares ${file.originalSize} bytes`)
      return false
    },
  })
}

/**
 * Inflates the wanted parts while counting the bytes that really come out (the headers can lie).
 * @param {Uint8Array} bytes @param {(name: string) => boolean} wanted
 * @returns {{ names: string[], parts: Map<string, Uint8Array> }}
 */
function inflateCapped(bytes, wanted) {
  checkDeclaredSizes(bytes, wanted)
  /** @type {string[]} */
  const names = []
  const parts = new Map()
  let total = 0
  /** @type {Error | null} */
  let failure = null
  const unzip = new Unzip((file) => {
    names.push(file.name)
    if (!wanted(file.name)) return
    /** @type {Uint8Array[]} */
    const chunks = []
    file.ondata = (error, chunk, final) => {
      if (failure) return
      if (error) {
        failure = error
        return
      }
      total += chunk.length
      if (total > ZIP_LIMITS.maxInflatedBytes) {
        failure = new ParseFailure('zipBomb', `over ${ZIP_LIMITS.maxInflatedBytes} bytes inflated`)
        file.terminate()
        return
      }
      chunks.push(chunk)
      if (final) parts.set(file.name, Buffer.concat(chunks))
    }
    file.start()
  })
  unzip.register(UnzipInflate)
  const step = 64 << 10
  for (let offset = 0; offset < bytes.length && !failure; offset += step)
    unzip.push(bytes.subarray(offset, offset + step), offset + step >= bytes.length)
  if (failure) throw failure
  return { names, parts }
}

/**
 * An archive rebuilt from the checked parts only (media left empty), so mammoth and exceljs
 * read exactly what was measured, whatever the original central directory says.
 */
function cleanOfficeArchive(/** @type {Uint8Array} */ bytes) {
  const { names, parts } = inflateCapped(bytes, (name) => XML_PART.test(name))
  const files = Object.fromEntries(names.map((name) => [name, parts.get(name) ?? new Uint8Array(0)]))
  // zipSync's output fills its own buffer, which exceljs takes as is.
  return zipSync(files, { level: 0 }).buffer
}

// --- Headings to sections (DOCX via HTML, HTML, Markdown) ---------------------------------------

/** @param {Line[]} lines @returns {ParsedSection[]} */
function sectionsByHeadings(lines) {
  /** @type {ParsedSection[]} */
  const sections = []
  /** @type {{ level: number, text: string }[]} */
  const headingPath = []
  /** @type {string[]} */
  let body = []
  const close = () => {
    const text = body.join('\n').trim()
    if (text)
      sections.push({
        page: null,
        location: headingPath.length ? { headings: headingPath.map((heading) => heading.text) } : {},
        text,
      })
    body = []
  }
  for (const line of lines) {
    if (line.level === undefined) {
      body.push(line.text)
      continue
    }
    close()
    const level = line.level
    while ((headingPath.at(-1)?.level ?? 0) >= level) headingPath.pop()
    headingPath.push({ level, text: line.text.trim() })
    body.push(line.text.trim())
  }
  close()
  return sections
}

// Private-use characters mark a heading's level in html-to-text's output; stripped from the input.
const HEADING_MARK = /^\uE000([1-6])\uE001(.*)$/

/** @param {string} html @returns {Promise<ParsedSection[]>} */
async function htmlSections(html) {
  const { convert } = await import('html-to-text')
  const headingSelectors = [1, 2, 3, 4, 5, 6].map((level) => ({
    selector: `h${level}`,
    format: 'sectionHeading',
    options: { level },
  }))
  const text = convert(html.replace(/[\uE000\uE001]/g, ''), {
    wordwrap: false,
    limits: { maxInputLength: 64 << 20 },
    formatters: {
      sectionHeading(element, walk, builder, options) {
        builder.openBlock({ leadingLineBreaks: 2 })
        builder.addLiteral(`\uE000${options.level}\uE001`)
        walk(element.children, builder)
        builder.closeBlock({ trailingLineBreaks: 2 })
      },
    },
    selectors: [
      ...headingSelectors,
      ...['script', 'style', 'noscript', 'template', 'svg', 'img'].map((selector) => ({
        selector,
        format: 'skip',
      })),
      { selector: 'a', options: { ignoreHref: true } },
      // A row per line, its cells side by side (wide columns: a wrapped cell would mix rows).
      {
        selector: 'table',
        format: 'dataTable',
        options: { uppercaseHeaderCells: false, maxColumnWidth: 1000 },
      },
    ],
  })
  return sectionsByHeadings(
    text.split('\n').map((line) => {
      const heading = HEADING_MARK.exec(line)
      return heading ? { level: Number(heading[1]), text: heading[2] ?? '' } : { text: line }
    }),
  )
}

/** ATX headings (# …) outside fenced code blocks. @param {string} text */
function markdownSections(text) {
  /** @type {string | null} */
  let fence = null
  /** @type {Line[]} */
  const lines = []
  for (const line of text.split(/\r\n?|\n/)) {
    const fenceMark = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1]
    if (fenceMark && (fence === null || (fenceMark[0] === fence[0] && fenceMark.length >= fence.length)))
      fence = fence === null ? fenceMark : null
    const heading = fence === null ? /^ {0,3}(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/.exec(line) : null
    lines.push(heading?.[2] ? { level: heading[1]?.length, text: heading[2] } : { text: line })
  }
  return sectionsByHeadings(lines)
}

// --- Spreadsheets (XLSX, CSV) -------------------------------------------------------------------

/** @param {number} index from 0 */
function columnName(index) {
  let name = ''
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26))
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name
  return name
}

/**
 * One section per row, written "column: value / column: value" after the header row, so every
 * chunk of rows keeps the column names. The header is the first row with two or more cells;
 * rows above it (a title) stay plain.
 * @param {{ number: number, cells: string[] }[]} rows
 * @param {{ page: number | null, sheet?: string }} where
 * @returns {ParsedSection[]}
 */
function rowSections(rows, where) {
  const filled = rows
    .map((row) => ({ number: row.number, cells: row.cells.map((cell) => cell.replace(/\s+/g, ' ').trim()) }))
    .filter((row) => row.cells.some(Boolean))
  const headerIndex = Math.max(
    0,
    filled.findIndex((row) => row.cells.filter(Boolean).length >= 2),
  )
  const header = filled[headerIndex]?.cells ?? []
  const location = where.sheet === undefined ? {} : { sheet: where.sheet }
  return filled.flatMap((row, index) => {
    // The header row lives on in every row's pairs, unless no row follows it.
    if (index === headerIndex && index < filled.length - 1) return []
    const text =
      index > headerIndex
        ? row.cells
            .map((value, column) => value && `${header[column] || columnName(column)}: ${value}`)
            .filter(Boolean)
            .join(' / ')
        : row.cells.filter(Boolean).join(' / ')
    return [
      {
        page: where.page,
        location: { ...location, rows: /** @type {[number, number]} */ ([row.number, row.number]) },
        text,
      },
    ]
  })
}

/** @param {Date} date Excel dates have no zone; exceljs reads them as UTC. */
function isoDate(date) {
  const iso = date.toISOString()
  if (date.getUTCFullYear() < 1900) return iso.slice(11, 19) // a time of day without a date
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 19)
}

/** @param {unknown} value an exceljs cell value @returns {string} */
function cellText(value) {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) return isoDate(value)
  // Excel shows 15 significant digits; formulas give 0.30000000000000004.
  if (typeof value === 'number') return String(Number(value.toPrecision(15)))
  if (typeof value !== 'object') return String(value)
  if ('result' in value) return cellText(value.result) // formula
  if ('richText' in value && Array.isArray(value.richText))
    return value.richText.map((/** @type {{ text: string }} */ run) => run.text).join('')
  if ('text' in value) return cellText(value.text) // hyperlink
  if ('error' in value) return String(value.error)
  return ''
}

/** @param {Uint8Array} bytes @returns {Promise<ParsedDocument>} */
async function parseXlsx(bytes) {
  const archive = cleanOfficeArchive(bytes)
  const { default: ExcelJS } = await import('exceljs')
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(archive)
  const sheets = workbook.worksheets
  /** @type {ParsedSection[]} */
  const sections = []
  sheets.forEach((sheet, index) => {
    /** @type {{ number: number, cells: string[] }[]} */
    const rows = []
    sheet.eachRow((row, number) => {
      /** @type {string[]} */
      const cells = []
      row.eachCell((cell, column) => {
        // A merged range holds its value once, in its top-left cell.
        if (cell.isMerged && cell.master.address !== cell.address) return
        cells[column - 1] = cellText(cell.value)
      })
      rows.push({ number, cells: Array.from(cells, (cell) => cell ?? '') })
    })
    sections.push(...rowSections(rows, { page: index + 1, sheet: sheet.name }))
    progress(index + 1, sheets.length)
  })
  return { pages: sheets.length, sections }
}

/** @param {string} text @returns {Promise<ParsedDocument>} */
async function parseCsv(text) {
  const { parse } = await import('csv-parse/sync')
  // Every field stays a string ("0120" is a phone number); blank lines are kept so that the
  // record number is the row number a spreadsheet shows.
  /** @type {string[][]} */
  const records = parse(text, {
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
  })
  return {
    pages: null,
    sections: rowSections(
      records.map((cells, index) => ({ number: index + 1, cells })),
      { page: null },
    ),
  }
}

// --- PPTX: the slides' XML, read directly --------------------------------------------------------

/** @param {string} text */
function decodeXmlEntities(text) {
  return text.replace(/&(lt|gt|amp|quot|apos|#\d+|#x[0-9a-f]+);/gi, (entity, name) => {
    const named = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" }[String(name).toLowerCase()]
    if (named) return named
    const code =
      name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1))
    return code <= 0x10ffff ? String.fromCodePoint(code) : entity
  })
}

/** Paragraphs (</a:p>) of <a:t> runs, with <a:br/> as a line break. @param {string} xml */
function slideText(xml) {
  return xml
    .split('</a:p>')
    .map((paragraph) =>
      [...paragraph.matchAll(/<a:t(?:\s[^>]*)?>([^<]*)<\/a:t>|<a:br\b[^>]*>/g)]
        .map((match) => (match[1] === undefined ? '\n' : decodeXmlEntities(match[1])))
        .join(''),
    )
    .filter((paragraph) => paragraph.trim())
    .join('\n')
}

/** The slides in show order: sldIdLst in presentation.xml, through its relationships. */
function slideOrder(/** @type {Map<string, Uint8Array>} */ parts) {
  const xml = (/** @type {string} */ name) => new TextDecoder().decode(parts.get(name) ?? new Uint8Array(0))
  /** @type {Map<string, string>} */
  const targets = new Map()
  for (const [, attributes = ''] of xml('ppt/_rels/presentation.xml.rels').matchAll(
    /<Relationship\b([^>]*)>/g,
  )) {
    const id = /\bId="([^"]+)"/.exec(attributes)?.[1]
    const target = /\bTarget="([^"]+)"/.exec(attributes)?.[1]
    if (id && target)
      targets.set(id, target.startsWith('/') ? target.slice(1) : path.posix.normalize(`ppt/${target}`))
  }
  const listed = [...xml('ppt/presentation.xml').matchAll(/<(?:\w+:)?sldId\b([^>]*)>/g)]
    .map(([, attributes = '']) => targets.get(/\s\w+:id="([^"]+)"/.exec(attributes)?.[1] ?? ''))
    .filter((name) => name !== undefined && parts.has(name))
  if (listed.length) return /** @type {string[]} */ (listed)
  const number = (/** @type {string} */ name) => Number(/(\d+)\.xml$/.exec(name)?.[1])
  return [...parts.keys()]
    .filter((name) => name.startsWith('ppt/slides/'))
    .sort((a, b) => number(a) - number(b))
}

/** @param {Uint8Array} bytes @returns {ParsedDocument} */
function parsePptx(bytes) {
  const { parts } = inflateCapped(bytes, (name) =>
    /^ppt\/(presentation\.xml|_rels\/presentation\.xml\.rels|slides\/slide\d+\.xml)$/.test(name),
  )
  const slides = slideOrder(parts)
  const sections = slides.map((name, index) => {
    progress(index + 1, slides.length)
    const text = slideText(new TextDecoder().decode(parts.get(name)))
    return { page: index + 1, location: { slide: index + 1 }, text }
  })
  return { pages: slides.length, sections }
}

// --- DOCX ------------------------------------------------------------------------------------------

/** @param {Uint8Array} bytes @returns {Promise<ParsedDocument>} */
async function parseDocx(bytes) {
  const archive = cleanOfficeArchive(bytes)
  const { default: mammoth } = await import('mammoth')
  // HTML keeps Word's headings; images are left out (their bytes were never inflated).
  const { value: html } = await mammoth.convertToHtml(
    { buffer: Buffer.from(archive) },
    { convertImage: mammoth.images.imgElement(async () => ({ src: '' })) },
  )
  return { pages: null, sections: await htmlSections(html) }
}

// --- Dispatch ------------------------------------------------------------------------------------

/** @param {{ format: string, bytes?: Uint8Array, text?: string, maxPages: number }} input */
async function parse({ format, bytes = new Uint8Array(0), text = '', maxPages }) {
  /** @type {ParsedDocument} */
  let document
  if (format === 'pdf') return parsePdf(bytes, maxPages)
  if (format === 'xlsx') return parseXlsx(bytes)
  if (format === 'pptx') return parsePptx(bytes)
  if (format === 'docx') document = await parseDocx(bytes)
  else if (format === 'csv') document = await parseCsv(text)
  else if (format === 'html') document = { pages: null, sections: await htmlSections(text) }
  else if (format === 'md') document = { pages: null, sections: markdownSections(text) }
  else if (format === 'txt') document = { pages: null, sections: [{ page: null, location: {}, text }] }
  else throw new ParseFailure('unsupportedType', format)
  progress(1, 1)
  return document
}

/** @param {unknown} error */
function failureOf(error) {
  if (error instanceof ParseFailure) return { code: error.code, detail: error.message }
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  // Strings and buffers live outside the heap limit; V8 refuses them with a RangeError.
  if (error instanceof RangeError && /string length|allocation|array length/i.test(message))
    return { code: 'outOfMemory', detail: message }
  return { code: 'corrupt', detail: message }
}

try {
  const document = await parse(workerData)
  const sections = document.sections.filter((section) => section.text.trim() !== '')
  parentPort?.postMessage({ type: 'result', document: { pages: document.pages, sections } })
} catch (error) {
  parentPort?.postMessage({ type: 'failure', ...failureOf(error) })
}
