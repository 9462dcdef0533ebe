/**
 * What the screen sweep (e2e/sweep.spec.ts, ADR 017) visits: every route of spec §2 for each role
 * that can reach it, plus the 404 page, each once, in one of the twelve combinations of theme ×
 * language × width. The combinations are dealt out in turn (a different starting point per role),
 * so every combination is seen many times and neighbouring routes differ in all three, while each
 * page is loaded once: the sweep stays within a few minutes on two cores.
 */
import { PRODUCT_ROUTES, type SpecRoute } from '../spec-routes'

export type Role = 'anonymous' | 'member' | 'owner' | 'admin'
export type ThemeName = 'opsai' | 'dark' | 'light'
export type Lang = 'ja' | 'en'
export type WidthName = 'desktop' | 'phone'

export const VIEWPORTS: Record<WidthName, { width: number; height: number }> = {
  desktop: { width: 1280, height: 860 },
  phone: { width: 390, height: 844 },
}

/**
 * How each theme is reached. Anonymous pages take the theme of their Host (the demo seed maps
 * <slug>.localhost) or of the `{ai_type}` in their path; signed-in pages the theme of the user's
 * tenant. The demo brands' primaries are all dark enough for white text (the registry checks it):
 * "dark" is the darkest demo primary (Fortuna, #4F1265), "light" the lightest (Hirameki, #6F2FB7).
 */
export interface SweepTheme {
  /** The theme key <html data-theme> must show. */
  themeKey: string
  /** The application `{ai_type}` of /login/{ai_type}, /admin/login/{ai_type}, /freeRegist/{ai_type}. */
  aiType: string
  /** The tenant whose owner and member are swept in this theme. */
  tenant: string
  /** Host for anonymous pages (localhost: no tenant, so the default theme). */
  host: string
  owner: { email: string; password: string }
  member: { email: string; password: string }
}

const DEMO_PASSWORD = 'Demo-e2e-Passw0rd!'
const demo = (slug: string, role: 'owner' | 'member') => ({
  email: `${role}@${slug}.example`,
  password: DEMO_PASSWORD,
})

/** An application and tenant in the default theme, made by the sweep (the demo has none). */
export const OPSAI_APP = 'sweep_opsai'
export const OPSAI_TENANT = 'sweep-opsai'

export const SWEEP_THEMES: Record<ThemeName, SweepTheme> = {
  opsai: {
    themeKey: 'opsai',
    aiType: OPSAI_APP,
    tenant: OPSAI_TENANT,
    host: 'localhost',
    owner: { email: `owner@${OPSAI_TENANT}.test`, password: 'Owner-e2e-Passw0rd!' },
    member: { email: `member@${OPSAI_TENANT}.test`, password: 'Member-e2e-Passw0rd!' },
  },
  dark: {
    themeKey: 'fortuna',
    aiType: 'fortuna',
    tenant: 'fortuna',
    host: 'fortuna.localhost',
    owner: demo('fortuna', 'owner'),
    member: demo('fortuna', 'member'),
  },
  light: {
    themeKey: 'hirameki_ai',
    aiType: 'hirameki_ai',
    tenant: 'hirameki',
    host: 'hirameki.localhost',
    owner: demo('hirameki', 'owner'),
    member: demo('hirameki', 'member'),
  },
}

/** The 404 page, not a route of spec §2 but a screen every visitor can reach. */
export const NOT_FOUND: SpecRoute = { pattern: '(404)', path: '/sweep-no-such-page', area: 'tenant' }

/** Which routes each role reaches (spec §6): public pages for visitors, the console for the administrator. */
export function routesOf(role: Role): SpecRoute[] {
  if (role === 'anonymous') return [...PRODUCT_ROUTES.filter((route) => route.publicPage), NOT_FOUND]
  if (role === 'admin') return PRODUCT_ROUTES.filter((route) => route.area === 'admin' && !route.publicPage)
  return [...PRODUCT_ROUTES.filter((route) => route.area === 'tenant' && !route.publicPage), NOT_FOUND]
}

export interface Combination {
  theme: ThemeName
  lang: Lang
  width: WidthName
}

const THEME_ORDER: ThemeName[] = ['opsai', 'dark', 'light']
const LANG_ORDER: Lang[] = ['ja', 'en']
const WIDTH_ORDER: WidthName[] = ['desktop', 'phone']

/**
 * The twelve combinations, ordered so that any six in a row hold every theme × language pair and
 * the next six repeat them at the other width: k mod 3 and k mod 2 run through all six pairs.
 */
export const COMBINATIONS: Combination[] = Array.from({ length: 12 }, (_, k) => ({
  theme: THEME_ORDER[k % 3] as ThemeName,
  lang: LANG_ORDER[k % 2] as Lang,
  width: WIDTH_ORDER[Math.floor(k / 6) % 2] as WidthName,
}))

/**
 * Where each role starts in COMBINATIONS. The owner starts seven after the member, so the same
 * tenant page is seen by the two in another theme, language and (mostly) width.
 */
const OFFSET: Record<Role, number> = { anonymous: 0, member: 0, owner: 7, admin: 3 }

/**
 * The system administrator's console has no tenant, so it is always in the default theme; the
 * administrator's visits cycle through language × width only.
 */
const CONSOLE_COMBINATIONS = COMBINATIONS.filter((combination) => combination.theme === 'opsai')

export interface Visit extends Combination {
  role: Role
  route: SpecRoute
}

export function sweepPlan(): Visit[] {
  const visits: Visit[] = []
  for (const role of ['anonymous', 'member', 'owner', 'admin'] as const) {
    const combinations = role === 'admin' ? CONSOLE_COMBINATIONS : COMBINATIONS
    routesOf(role).forEach((route, index) => {
      const combination = combinations[(index + OFFSET[role]) % combinations.length] as Combination
      visits.push({ role, route, ...combination })
    })
  }
  return visits
}
