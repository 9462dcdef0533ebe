import { LOCALES } from '../app/i18n/locale'
import { themes } from '../registry/catalog'

/** One entry per registered theme, in registry order: adding a brand adds an entry, nothing else. */
export const themeToolbarItems = themes.map((theme) => ({
  value: theme.key,
  title: theme.name,
  right: theme.key,
}))

const localeTitles: Record<(typeof LOCALES)[number], string> = { ja: '日本語', en: 'English' }

export const localeToolbarItems = LOCALES.map((locale) => ({ value: locale, title: localeTitles[locale] }))
