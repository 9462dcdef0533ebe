/**
 * The prerendered help payloads (spec §7: "Prerendered payloads are fetched from
 * {path}/_payload.json", ADR 046). The build renders every article of docs/help, docs/admin-help
 * and docs/manual once (help-prerender.tsx, scripts/help-payload-plugin.ts) and writes one payload
 * per page, both languages in it; the server reads the built file, the browser fetches it.
 */
export type {
  HelpArticle,
  HelpBlock,
  HelpChapter,
  HelpPageContent,
  HelpPayload,
} from './help-payload-schema.shared'

/** The pages that show prerendered articles; each has its payload at `{page}/_payload.json`. */
export const HELP_PAGES = ['/help', '/admin/help', '/admin/manual', '/admin/manual/adminManual'] as const
export type HelpPagePath = (typeof HELP_PAGES)[number]

export const HELP_PAYLOAD_FILE = '_payload.json'

/** Where a page's payload is served, and written under the client build's folder. */
export function helpPayloadPath(page: HelpPagePath): string {
  return `${page}/${HELP_PAYLOAD_FILE}`
}
