/**
 * What the help pages' loaders need, kept apart from the pages: route loaders ship in the
 * first-load bundle (this and the query are a few hundred bytes; the pages load with their route).
 */
import type { QueryClient } from '@tanstack/react-query'
import type { Locale } from '../../i18n/locale'
import { helpPageQuery } from './help-payload.functions'
import type { HelpPagePath } from './help-payload.shared'

export async function loadHelpPage(queryClient: QueryClient, page: HelpPagePath, locale: Locale) {
  await queryClient.ensureQueryData(helpPageQuery(page, locale))
}
