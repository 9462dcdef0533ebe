/**
 * A help page's articles in one language (ADR 046): on the server from the built payload (read
 * once per process), in the browser from `{page}/_payload.json` (spec §7). The query holds one
 * language, so the page's server render sends only the reader's language to the browser; the
 * file holds both, and a switch of language asks for it again (the browser revalidates by ETag).
 */
import { queryOptions } from '@tanstack/react-query'
import { createIsomorphicFn } from '@tanstack/react-start'
import type { Locale } from '../../i18n/locale'
import { fetchJson } from '../../lib/http'
import { readHelpPayload } from '../../server/help/help-payload.server'
import { type HelpPagePath, type HelpPayload, helpPayloadPath } from './help-payload.shared'

const loadHelpPayload = createIsomorphicFn()
  .server((page: HelpPagePath) => readHelpPayload(page))
  // No schema check here: the file is this build's own (the server checks it), and zod would more
  // than double the page's code.
  .client((page: HelpPagePath) => fetchJson<HelpPayload>(helpPayloadPath(page)))

export function helpPageQuery(page: HelpPagePath, locale: Locale) {
  return queryOptions({
    queryKey: ['help', page, locale],
    queryFn: async () => (await loadHelpPayload(page))[locale],
    // What the build wrote does not change while this page is open.
    staleTime: Number.POSITIVE_INFINITY,
  })
}
