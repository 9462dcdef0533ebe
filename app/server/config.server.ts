import { type AppConfig, loadConfig, toPublicConfig } from '../../app.config'
import { buildId } from '../lib/build-id'

let cached: AppConfig | undefined

/** The validated server configuration, parsed once per process from the environment. */
export function getServerConfig(): AppConfig {
  cached ??= loadConfig(process.env)
  return cached
}

export function getPublicConfig() {
  return toPublicConfig(getServerConfig(), buildId)
}

/** Tests change the environment between cases. */
export function resetServerConfig() {
  cached = undefined
}
