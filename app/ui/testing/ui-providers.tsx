import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { loadConfig } from '#root/app.config'
import { compiledThemeCatalogue } from '../../features/theme/compiled-theme-catalogue'
import { ThemeCatalogueProvider } from '../../features/theme/theme-catalogue'
import { I18nProvider } from '../../i18n/i18n-provider'
import type { Locale } from '../../i18n/locale'
import { en } from '../../i18n/locales/en'
import { ja } from '../../i18n/locales/ja'
import { SnackbarProvider } from '../snackbar/snackbar'
import { type UiConfig, UiConfigProvider } from '../ui-config/ui-config'
import '../styles.css'

export const messagesByLocale = { ja, en } as const

/** The configuration's real defaults (app.config.ts), as the app gets them without overrides. */
export function defaultUiConfig(overrides: Partial<UiConfig> = {}): UiConfig {
  return { ...loadConfig({}).ui, ...overrides }
}

export interface UiProvidersOptions {
  locale?: Locale
  ui?: Partial<UiConfig>
  onLocaleChange?: (locale: Locale) => void
}

/** The providers every component expects, outside the app: for tests and Storybook. */
export function TestUiProviders({
  locale = 'ja',
  ui,
  onLocaleChange = () => {},
  children,
}: UiProvidersOptions & { children: ReactNode }) {
  // Components that load their own data (the brand sections) find a query client, as in the app.
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }))
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider locale={locale} messages={messagesByLocale[locale]} onLocaleChange={onLocaleChange}>
        <UiConfigProvider config={defaultUiConfig(ui)}>
          <ThemeCatalogueProvider themes={compiledThemeCatalogue}>
            <SnackbarProvider>{children}</SnackbarProvider>
          </ThemeCatalogueProvider>
        </UiConfigProvider>
      </I18nProvider>
    </QueryClientProvider>
  )
}
