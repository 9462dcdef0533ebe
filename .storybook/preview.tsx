import type { Decorator, Preview } from '@storybook/react-vite'
import { useLayoutEffect } from 'react'
import { useGlobals } from 'storybook/preview-api'
import { sampleBrandIdentity } from '../app/features/branding/brand.fixtures'
import { BrandProvider } from '../app/features/branding/use-brand'
import { isLocale } from '../app/i18n/locale'
import { TestUiProviders } from '../app/ui/testing/ui-providers'
import { DEFAULT_THEME, getTheme, isThemeKey } from '../registry/catalog'
import { themeClassName } from '../registry/theme-class'
import { localeToolbarItems, themeToolbarItems } from './toolbar'

/**
 * The chosen theme's class goes on the preview's <html>, as the app puts it on the page's: the
 * contract variables then reach portals too (dialogs, menus, snackbars render into <body>).
 */
function ThemeRoot({ themeKey }: { themeKey: unknown }) {
  const key = isThemeKey(themeKey) ? themeKey : DEFAULT_THEME
  useLayoutEffect(() => {
    const root = document.documentElement
    const className = themeClassName(key)
    root.classList.add(className)
    root.dataset.theme = key
    return () => root.classList.remove(className)
  }, [key])
  return null
}

const withProviders: Decorator = (Story, context) => {
  const [, updateGlobals] = useGlobals()
  const locale = isLocale(context.globals.locale) ? context.globals.locale : 'ja'
  const theme = getTheme(isThemeKey(context.globals.theme) ? context.globals.theme : DEFAULT_THEME)
  // Components that speak as the brand get one named after the chosen theme (stories may set their own).
  const brand = sampleBrandIdentity({
    names: { ja: theme.name, en: theme.name },
    themeColor: theme.palette.primary,
  })
  return (
    <TestUiProviders locale={locale} onLocaleChange={(next) => updateGlobals({ locale: next })}>
      <BrandProvider identity={brand}>
        <ThemeRoot themeKey={context.globals.theme} />
        <div lang={locale}>
          <Story />
        </div>
      </BrandProvider>
    </TestUiProviders>
  )
}

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Theme / テーマ',
      toolbar: { title: 'Theme', icon: 'paintbrush', items: themeToolbarItems, dynamicTitle: true },
    },
    locale: {
      description: 'Language / 言語',
      toolbar: { title: 'Language', icon: 'globe', items: localeToolbarItems, dynamicTitle: true },
    },
  },
  initialGlobals: { theme: DEFAULT_THEME, locale: 'ja' },
  decorators: [withProviders],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i } },
  },
}

export default preview
