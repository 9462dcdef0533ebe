import { createServerFn } from '@tanstack/react-start'
import { getPublicConfig } from '../../server/config.server'

/** What every page needs before it renders: the public configuration. */
export const getBootstrap = createServerFn({ method: 'GET' }).handler(async () => {
  return { config: getPublicConfig() }
})
