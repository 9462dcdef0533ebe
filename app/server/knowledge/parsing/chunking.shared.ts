/**
 * Cuts a parsed document into passages for the knowledge index (issue 17). A chunk never spans
 * two sections, so it never crosses a page, slide or sheet, and it keeps its section's
 * provenance. Within a section the text is cut on sentence ends (Japanese 。！？, English
 * ". " and friends) and line breaks, never between words, so Japanese without spaces cuts well.
 *
 * Spreadsheet rows (sections with `location.rows`) are the exception: consecutive rows of one
 * sheet are gathered into a chunk whose `rows` spans them. The parser writes each row as
 * "column: value" pairs, so every chunk keeps the header's names with its values.
 *
 * Pure: no I/O, so it runs in tests and anywhere else.
 */
import type { ParsedSection, SectionLocation } from './parsed-document.shared'

export interface DocumentChunk {
  /** The chunk's place in the document, from 0 without gaps. */
  position: number
  page: number | null
  location: SectionLocation
  text: string
}

export interface ChunkingOptions {
  /** The length a chunk grows to before the next sentence starts a new one. */
  targetChars?: number
  /** No chunk is longer: a longer sentence is cut. */
  maxChars?: number
  /** A chunk repeats the previous chunk's last sentence when it is at most this long. */
  overlapChars?: number
}

export const DEFAULT_CHUNKING = { targetChars: 600, maxChars: 1200, overlapChars: 150 } as const

type Settings = Required<ChunkingOptions>
type Passage = Omit<DocumentChunk, 'position'>

// A sentence ends after 。！？ (and closing brackets or quotes), after ASCII ! or ? before a space
// or non-ASCII text, after a full stop before a space; a line break always ends a piece.
const PIECE_END =
  /(?:[。！？]+|[!?]+(?=[\s\u0080-\u{10ffff}]|$)|\.(?=\s|$))[」』）〕】〉》”’"')\]]*[^\S\n]*\n*|\n+/gu

export function normaliseWhitespace(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/** Pieces that end on a sentence end or line break, each with its trailing whitespace. */
export function splitSentences(text: string): string[] {
  const pieces: string[] = []
  let start = 0
  for (const match of text.matchAll(PIECE_END)) {
    const end = match.index + match[0].length
    if (end > start) pieces.push(text.slice(start, end))
    start = end
  }
  if (start < text.length) pieces.push(text.slice(start))
  return pieces
}

/** Cuts a piece longer than `maxChars`, at a space near the end if there is one. */
function cutLongPiece(piece: string, maxChars: number): string[] {
  const parts: string[] = []
  let rest = piece
  while (rest.length > maxChars) {
    let cut = maxChars
    const space = rest.lastIndexOf(' ', maxChars)
    if (space > maxChars * 0.8) cut = space + 1
    // Never between the two halves of a surrogate pair.
    else if (/[\ud800-\udbff]/.test(rest.charAt(cut - 1))) cut -= 1
    parts.push(rest.slice(0, cut))
    rest = rest.slice(cut)
  }
  if (rest) parts.push(rest)
  return parts
}

/** Packs sentences into passages of about `targetChars`, never over `maxChars`. */
function chunkText(text: string, settings: Settings): string[] {
  const pieces = splitSentences(text).flatMap((piece) => cutLongPiece(piece, settings.maxChars))
  const passages: string[] = []
  let current: string[] = []
  let length = 0
  // The length of the sentence repeated from the previous passage: alone, it is no passage.
  let carried = 0
  for (const piece of pieces) {
    const own = length - carried
    const fits =
      length + piece.length <= settings.targetChars ||
      // A passage under half the target takes one more sentence, up to the hard maximum.
      (own < settings.targetChars / 2 && length + piece.length <= settings.maxChars)
    if (own > 0 && !fits) {
      passages.push(current.join(''))
      const last = current.at(-1) ?? ''
      const overlaps =
        last.trim().length <= settings.overlapChars && last.length + piece.length <= settings.maxChars
      current = overlaps ? [last] : []
      length = carried = overlaps ? last.length : 0
    }
    current.push(piece)
    length += piece.length
  }
  if (length > carried) passages.push(current.join(''))
  return passages.map((passage) => passage.trim()).filter((passage) => passage !== '')
}

interface RowGroup {
  page: number | null
  location: SectionLocation
  rows: [number, number]
  lines: string[]
  length: number
}

function sameSheet(group: RowGroup, section: ParsedSection): boolean {
  return group.page === section.page && group.location.sheet === section.location.sheet
}

export function chunkSections(sections: ParsedSection[], options: ChunkingOptions = {}): DocumentChunk[] {
  const maxChars = Math.max(1, options.maxChars ?? DEFAULT_CHUNKING.maxChars)
  const settings: Settings = {
    maxChars,
    targetChars: Math.min(maxChars, Math.max(1, options.targetChars ?? DEFAULT_CHUNKING.targetChars)),
    overlapChars: Math.max(0, options.overlapChars ?? DEFAULT_CHUNKING.overlapChars),
  }
  const passages: Passage[] = []
  let group: RowGroup | null = null
  const closeGroup = () => {
    if (group) {
      const { page, location, rows, lines } = group
      passages.push({ page, location: { ...location, rows }, text: lines.join('\n') })
    }
    group = null
  }

  for (const section of sections) {
    const text = normaliseWhitespace(section.text)
    if (!text) continue
    const rows = section.location.rows
    if (!rows) {
      closeGroup()
      for (const passage of chunkText(text, settings))
        passages.push({ page: section.page, location: { ...section.location }, text: passage })
      continue
    }
    if (text.length > settings.maxChars) {
      closeGroup()
      for (const passage of chunkText(text, settings))
        passages.push({
          page: section.page,
          location: { ...section.location, rows: [...rows] },
          text: passage,
        })
      continue
    }
    if (group && (!sameSheet(group, section) || group.length + 1 + text.length > settings.targetChars))
      closeGroup()
    if (group) {
      group.lines.push(text)
      group.length += 1 + text.length
      group.rows = [group.rows[0], rows[1]]
    } else {
      group = {
        page: section.page,
        location: section.location,
        rows: [...rows],
        lines: [text],
        length: text.length,
      }
    }
  }
  closeGroup()
  return passages.map((passage, position) => ({ position, ...passage }))
}
