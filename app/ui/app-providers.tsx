import type { ReactNode } from 'react'
import { SnackbarProvider } from './snackbar/snackbar'
import { type UiConfig, UiConfigProvider } from './ui-config/ui-config'
import './styles.css'

/** What the design system needs around the app: the display configuration and the snackbar queue. */
export function AppUiProviders({ ui, children }: { ui: UiConfig; children: ReactNode }) {
  return (
    <UiConfigProvider config={ui}>
      <SnackbarProvider>{children}</SnackbarProvider>
    </UiConfigProvider>
  )
}
