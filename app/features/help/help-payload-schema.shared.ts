/**
 * The shape of a prerendered help payload (ADR 046). The server checks the built file against it
 * once per process; the browser takes the types only (the file is this build's own, and zod would
 * more than double the help page's code).
 */
import { z } from 'zod'
import type { Locale } from '../../i18n/locale'

const helpBlockSchema = z.discriminatedUnion('kind', [
  /** Markup of the fixed renderer: escaped text, safe links only, no raw HTML from the Markdown. */
  z.object({ kind: z.literal('html'), html: z.string() }),
  /** A fenced code block: the page shows it with its copy button (code-block.tsx). */
  z.object({ kind: z.literal('code'), code: z.string(), language: z.string().optional() }),
])

const helpArticleSchema = z.object({
  /** From the file name without its number: `getting-started`. */
  slug: z.string(),
  title: z.string(),
  /** The body as plain text, for the search (help-search.ts). */
  text: z.string(),
  blocks: z.array(helpBlockSchema),
})

const helpChapterSchema = z.object({ slug: z.string(), title: z.string() })

/** What one page shows in one language. */
const helpPageSchema = z.object({
  articles: z.array(helpArticleSchema),
  /** The administrator manual's chapters, listed by the manuals' index page; empty elsewhere. */
  chapters: z.array(helpChapterSchema),
})

// `satisfies`: a language added to LOCALES must get its part of the payload.
export const helpPayloadSchema = z.object({
  ja: helpPageSchema,
  en: helpPageSchema,
} satisfies Record<Locale, typeof helpPageSchema>)

export type HelpBlock = z.infer<typeof helpBlockSchema>
export type HelpArticle = z.infer<typeof helpArticleSchema>
export type HelpChapter = z.infer<typeof helpChapterSchema>
export type HelpPageContent = z.infer<typeof helpPageSchema>
export type HelpPayload = z.infer<typeof helpPayloadSchema>
