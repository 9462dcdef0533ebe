/**
 * One stylesheet per theme, compiled on the server and served by URL (ADR 023). A page links only
 * its own theme's file, so no asset a visitor loads lists the other brands: the class name and
 * the file name are digests, never a theme key, and the client bundle holds no theme table.
 *
 * The variable names come from the contract (registry/contract.css.ts: global, stable names), the
 * values from the registry, so these files set exactly what the compiled theme classes set.
 */
import { createHash } from 'node:crypto'
import { joinedText } from '#app/i18n/bilingual-text.shared'
import { bothLanguages } from '#app/i18n/texts.server'
import { DEFAULT_THEME, getTheme, isThemeKey, type ThemeKey, themeKeys } from '#registry/catalog'
import { vars } from '#registry/contract.css'
import type { PageTheme } from '../../features/theme/page-theme.shared'
import { jsonResponse } from '../chat/chat-http.server'

interface CompiledTheme extends PageTheme {
  css: string
}

function digest(text: string) {
  return createHash('sha256').update(text).digest('hex')
}

/** The scoping class of a theme: a digest, so markup never spells a brand's key. */
export function themeScopeClass(key: ThemeKey): string {
  return `t${digest(`theme-scope\u0000${key}`).slice(0, 10)}`
}

/** `var(--color-primary)` → `--color-primary` */
function propertyName(reference: string): string {
  const match = /^var\((--[\w-]+)\)$/.exec(reference)
  if (!match?.[1]) throw new Error(`not a CSS variable reference: ${reference}`)
  return match[1]
}

/**
 * The theme's rule. `:root.<class>` outweighs the default palette every page carries on `:root`
 * (app/ui/default-palette.css.ts) whatever the stylesheets' order; `.<class>` alone scopes a theme
 * to one element (the console's preview, which links every theme it shows).
 */
export function themeStylesheetText(key: ThemeKey): string {
  const palette = getTheme(key).palette
  const declarations = Object.entries(vars.color).map(
    ([name, reference]) => `${propertyName(reference)}:${palette[name as keyof typeof palette]}`,
  )
  const scope = themeScopeClass(key)
  return `:root.${scope},.${scope}{${declarations.join(';')}}\n`
}

let compiled: { byKey: Map<string, CompiledTheme>; byFile: Map<string, CompiledTheme> } | undefined

function compileAll() {
  if (!compiled) {
    const byKey = new Map<string, CompiledTheme>()
    const byFile = new Map<string, CompiledTheme>()
    for (const key of themeKeys) {
      const css = themeStylesheetText(key)
      // Named by content: a changed palette is a new URL, so the file can be cached for ever.
      const file = `${digest(css).slice(0, 16)}.css`
      const theme = { key, className: themeScopeClass(key), href: `/theme/${file}`, css }
      byKey.set(key, theme)
      byFile.set(file, theme)
    }
    compiled = { byKey, byFile }
  }
  return compiled
}

/** What a page needs to wear a theme: its key, scoping class and stylesheet URL. */
export function pageTheme(key: string | undefined): PageTheme {
  const themes = compileAll().byKey
  const theme = themes.get(isThemeKey(key) ? key : DEFAULT_THEME) ?? themes.get(DEFAULT_THEME)
  if (!theme) throw new Error('the default theme is not registered')
  return { key: theme.key, className: theme.className, href: theme.href }
}

/** Every theme as a page would wear it (the console's preview and theme picker only). */
export function allPageThemes(): PageTheme[] {
  return [...compileAll().byKey.values()].map(({ key, className, href }) => ({ key, className, href }))
}

/** The stylesheet served at `/theme/<file>`, or undefined for a name no theme has. */
export function themeStylesheetByFile(file: string): string | undefined {
  return compileAll().byFile.get(file)?.css
}

export function serveThemeStylesheet(file: string): Response {
  const css = themeStylesheetByFile(file)
  if (css === undefined) {
    const messages = bothLanguages('errors.http.noSuchStylesheet')
    return jsonResponse(
      404,
      { error: 'not_found', message: joinedText(messages), messages },
      { 'x-content-type-options': 'nosniff' },
    )
  }
  return new Response(css, {
    headers: {
      'content-type': 'text/css; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    },
  })
}
