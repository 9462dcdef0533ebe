import { themes } from '#registry/catalog'
import type { CatalogueTheme } from '../../features/theme/theme-catalogue'
import { pageTheme } from './theme-stylesheet.server'

/** Every theme as the console shows it: name, colours and its stylesheet by URL (ADR 023). */
export function themeCatalogue(): CatalogueTheme[] {
  return themes.map((theme) => {
    const { className, href } = pageTheme(theme.key)
    const { primary, gradation1, gradation2 } = theme.palette
    return { key: theme.key, name: theme.name, className, href, palette: { primary, gradation1, gradation2 } }
  })
}
