import { Select, type SelectProps } from '../../ui/select/select'
import { useCatalogueTheme, useThemeCatalogue } from '../theme/theme-catalogue'
import * as css from './admin-applications.css'

/** A theme's colours at a glance: its primary colour and its gradation. */
export function ThemeSwatch({ themeKey }: { themeKey: string }) {
  const theme = useCatalogueTheme(themeKey)
  if (!theme) return null
  const { primary, gradation1, gradation2 } = theme.palette
  return (
    <span className={css.swatch} aria-hidden="true">
      <span className={css.swatchPart} style={{ backgroundColor: primary }} />
      <span
        className={css.swatchPart}
        style={{ backgroundImage: `linear-gradient(90deg, ${gradation1}, ${gradation2})` }}
      />
    </span>
  )
}

/**
 * The console's themes (from the server, ADR 023) as the UI's labelled listbox (app/ui/select) whose options
 * show each theme's swatch beside its name and key.
 */
export function ThemeSelect(props: Omit<SelectProps, 'options'>) {
  const themes = useThemeCatalogue()
  return (
    <Select
      {...props}
      options={themes.map((theme) => ({
        value: theme.key,
        label: `${theme.name} ${theme.key}`,
        content: (
          <span className={css.themeOption}>
            <ThemeSwatch themeKey={theme.key} />
            {theme.name} <span className={css.themeKey}>{theme.key}</span>
          </span>
        ),
      }))}
    />
  )
}
