/**
 * What the document parser hands back (issue 17): the text of a document cut into sections, each
 * with where it came from. The schemas check what the parser's worker thread posts, and are the
 * single source of the types.
 */
import { z } from 'zod'

export const DOCUMENT_FORMATS = ['pdf', 'docx', 'xlsx', 'csv', 'pptx', 'txt', 'md', 'html'] as const
export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number]

/** Why a document gives no text; the ingestion job stores it as the document's error code. */
export const PARSE_FAILURE_CODES = [
  'empty',
  'unsupportedType',
  'encrypted',
  'corrupt',
  'tooManyPages',
  'zipBomb',
  'timeout',
  'outOfMemory',
  'noText',
] as const
export type ParseFailureCode = (typeof PARSE_FAILURE_CODES)[number]

export const sectionLocationSchema = z.object({
  /** XLSX: the sheet's name. */
  sheet: z.string().optional(),
  /** XLSX/CSV: the first and last row (as the spreadsheet numbers them, from 1). */
  rows: z.tuple([z.number().int(), z.number().int()]).optional(),
  /** PPTX: the slide number, from 1 (also the section's page). */
  slide: z.number().int().optional(),
  /** DOCX/HTML/Markdown: the path of headings above the text, outermost first. */
  headings: z.array(z.string()).optional(),
})
export type SectionLocation = z.infer<typeof sectionLocationSchema>

export const parsedSectionSchema = z.object({
  /** PDF page, PPTX slide or XLSX sheet number from 1; null for formats without pages. */
  page: z.number().int().nullable(),
  location: sectionLocationSchema,
  text: z.string(),
})
export type ParsedSection = z.infer<typeof parsedSectionSchema>

export const parsedDocumentSchema = z.object({
  /** PDF pages, PPTX slides or XLSX sheets; null for formats without pages. */
  pages: z.number().int().nullable(),
  sections: z.array(parsedSectionSchema),
})
export type ParsedDocument = z.infer<typeof parsedDocumentSchema>
