/**
 * The compiled class of each theme, for the app and Storybook. Importing this module brings in
 * every `themes/<key>.css.ts`: the app must be able to style any theme in the server-rendered
 * HTML (no flash, no second request), and all 38 together stay small (see ADR 004).
 */
import { DEFAULT_THEME, type ThemeKey } from './catalog'

// Discovered rather than listed: `opsai themes add` writes a new `<key>.css.ts`, nothing else.
const compiled = import.meta.glob<string>('./themes/*.css.ts', { eager: true, import: 'themeClass' })

const classByKey = new Map(
  Object.entries(compiled).map(([path, className]) => [
    path.slice('./themes/'.length, -'.css.ts'.length),
    className,
  ]),
)

/** The class that sets every `vars.color.*` of the contract to this theme's palette. */
export function themeClassName(key: ThemeKey): string {
  // A registered theme always has its file (a test checks it); if one were lost, the page still
  // renders in the default theme rather than failing.
  return classByKey.get(key) ?? classByKey.get(DEFAULT_THEME) ?? ''
}
