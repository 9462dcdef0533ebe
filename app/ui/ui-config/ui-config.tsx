import { createContext, type ReactNode, use } from 'react'
import type { AppConfig } from '#root/app.config'

/** The display constants of spec §9 (snackbar timeout and swipe, textarea rows, font timeout…). */
export type UiConfig = AppConfig['ui']

const UiConfigContext = createContext<UiConfig | null>(null)

/**
 * Hands the validated configuration's `ui` part to the components, so their defaults come from
 * app.config.ts (and its environment overrides) rather than from numbers repeated here.
 */
export function UiConfigProvider({ config, children }: { config: UiConfig; children: ReactNode }) {
  return <UiConfigContext value={config}>{children}</UiConfigContext>
}

export function useUiConfig(): UiConfig {
  const config = use(UiConfigContext)
  if (!config) throw new Error('useUiConfig needs a <UiConfigProvider> above it')
  return config
}
