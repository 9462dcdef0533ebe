import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { ThemeCatalogueProvider } from './theme-catalogue'
import { themeCatalogueQuery } from './theme-catalogue.functions'

/** The console's pages that pick or preview themes: the list, fetched from the server for the administrator. */
export function ConsoleThemeCatalogue({ children }: { children: ReactNode }) {
  const { data } = useQuery(themeCatalogueQuery)
  return (
    <ThemeCatalogueProvider themes={data?.status === 'ok' ? data.themes : []}>
      {children}
    </ThemeCatalogueProvider>
  )
}
