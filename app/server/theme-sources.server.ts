/**
 * Where a request's tenant and domain themes come from (DESIGN.md "Themes": after the route's
 * `ai_type`, the signed-in user's tenant theme, then the Host's domain mapping).
 *
 * Both are read per request on the server: the Host through the tenancy resolver's cache
 * (app/server/tenancy/host-resolver.server.ts: a mapping changed by the CLI or the console shows
 * within about a second), the session user's tenant's theme from a cache on the same version. The Host's tenant rides
 * along for the router context (suspended sites, later tenant guards). Values are returned as
 * stored; the resolver (app/features/theme/resolve-theme.ts) ignores any unregistered theme key.
 */
import { getDatabase } from '../../db/runtime'
import type { PageTheme } from '../features/theme/page-theme.shared'
import { getRequestSession } from './auth/session.server'
import { listApplications } from './tenancy/applications.server'
import { CACHE_READS } from './tenancy/cache-version.server'
import type { HostTenant } from './tenancy/host-resolver.server'
import { getCacheVersions } from './tenancy/process-cache-versions.server'
import { resolveRequestTenant } from './tenancy/request-tenant.server'
import { findTenantTheme } from './tenancy/tenants.server'
import { versionedCache } from './tenancy/versioned-cache.server'
import { resolveThemeKey } from './theme-css/resolve-theme.server'
import { pageTheme } from './theme-css/theme-stylesheet.server'

export interface ThemeSources {
  tenantTheme?: string
  domainTheme?: string
  /** The tenant the request's Host is mapped to; null for an unknown Host. */
  hostTenant?: HostTenant | null
  /**
   * Each application's theme by `ai_type`, so /login/{ai_type} and /freeRegist/{ai_type} show
   * the application's brand, on the server and on client navigations alike.
   */
  applicationThemes?: Record<string, string>
}

export async function getThemeSources(request: Request): Promise<ThemeSources> {
  const [host, tenantTheme, applicationThemes] = await Promise.all([
    resolveRequestTenant(request),
    sessionTenantTheme(request),
    listApplicationThemes(),
  ])
  return {
    hostTenant: host.tenant,
    applicationThemes,
    ...(host.theme && { domainTheme: host.theme }),
    ...(tenantTheme && { tenantTheme }),
  }
}

/**
 * The theme of the page at a path with this `{ai_type}` (or none): resolved here, on the server,
 * so the browser receives only its own theme, never the table of applications (ADR 023).
 */
export async function resolvePageTheme(request: Request, aiType?: string): Promise<PageTheme> {
  const sources = await getThemeSources(request)
  // An application's ai_type shows its theme; an ai_type that is itself a theme key shows that.
  const applicationTheme = aiType === undefined ? undefined : sources.applicationThemes?.[aiType]
  return pageTheme(resolveThemeKey({ ...sources, routeAiType: applicationTheme ?? aiType }))
}

let applicationThemes:
  | { reader: object; version: number; themes: Promise<Record<string, string>> }
  | undefined

/**
 * Read once per `domains` cache version, not per request: every application change bumps that
 * version (app/server/tenancy/applications.server.ts), so this is as fresh as the Host map.
 */
async function listApplicationThemes(): Promise<Record<string, string>> {
  // A new reader (tests switch databases) starts a new series of versions.
  const reader = getCacheVersions()
  const version = await reader.current(CACHE_READS.applicationThemes)
  if (applicationThemes?.reader !== reader || applicationThemes.version !== version) {
    const themes = (async () => {
      const applications = await listApplications((await getDatabase()).db)
      return Object.fromEntries(applications.map((application) => [application.key, application.themeKey]))
    })()
    applicationThemes = { reader, version, themes }
    // A failed read is not remembered.
    themes.catch(() => {
      if (applicationThemes?.themes === themes) applicationThemes = undefined
    })
  }
  return applicationThemes.themes
}

/**
 * Each tenant's theme, read once per `domains` cache version like the applications' (a tenant's
 * theme or application, and an application's theme, bump it): not a query on every page.
 */
const tenantThemes = versionedCache(CACHE_READS.tenantThemes, findTenantTheme)

async function sessionTenantTheme(request: Request): Promise<string | undefined> {
  const session = await getRequestSession(request.headers)
  const tenantId = session?.user.tenantId
  if (!tenantId) return undefined
  return tenantThemes((await getDatabase()).db, tenantId)
}
