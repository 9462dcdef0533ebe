import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { getThemeSources } from '../../server/theme-sources.server'

/** The tenant and domain themes of the request being served (app/server/theme-sources.server.ts). */
export const getRequestThemeSources = createServerFn({ method: 'GET' }).handler(async () =>
  getThemeSources(getRequest()),
)
