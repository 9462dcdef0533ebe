import { type RenderOptions, render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { TestUiProviders, type UiProvidersOptions } from './ui-providers'

export { defaultUiConfig, TestUiProviders } from './ui-providers'

/** `render` from Testing Library inside the UI providers (Japanese by default). */
export function renderUi(
  ui: ReactElement,
  options: UiProvidersOptions & Omit<RenderOptions, 'wrapper'> = {},
) {
  const { locale, ui: uiConfig, onLocaleChange, ...renderOptions } = options
  return render(ui, {
    ...renderOptions,
    wrapper: ({ children }) => (
      <TestUiProviders locale={locale} ui={uiConfig} onLocaleChange={onLocaleChange}>
        {children}
      </TestUiProviders>
    ),
  })
}
