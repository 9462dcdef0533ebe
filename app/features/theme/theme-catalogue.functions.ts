import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { getRequestSession } from '../../server/auth/session.server'
import { themeCatalogue } from '../../server/theme-css/theme-catalogue.server'
import type { CatalogueTheme } from './theme-catalogue'

export type ThemeCatalogueResult = { status: 'ok'; themes: CatalogueTheme[] } | { status: 'signed-out' }

/** Every theme, for the system administrator's console only: a brand's visitor gets nothing. */
export const getThemeCatalogue = createServerFn({ method: 'GET' }).handler(
  async (): Promise<ThemeCatalogueResult> => {
    const session = await getRequestSession(getRequest().headers)
    if (session?.user.isSystemAdminLogin !== true) return { status: 'signed-out' }
    return { status: 'ok', themes: themeCatalogue() }
  },
)

export const themeCatalogueQuery = queryOptions({
  queryKey: ['admin', 'theme-catalogue'],
  queryFn: () => getThemeCatalogue(),
  staleTime: Number.POSITIVE_INFINITY,
})
