/**
 * Bundle sizes of the production build (deterministic, so budgets are absolute): the
 * first-load JavaScript a page's server-rendered HTML references, and the CSS of the themes.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { BUNDLE_BYTES } from './budgets'

export const CLIENT_DIR = join(import.meta.dirname, '../dist/client')
export const KB = 1024
/** The size budgets in bytes (their reasons are in bench/budgets.ts). */
export const BUNDLE_BUDGETS = BUNDLE_BYTES

export function gzipSize(content: string | Buffer) {
  return gzipSync(content, { level: 9 }).length
}

/** Every script and modulepreload in the HTML, gzipped and summed. */
export function firstLoadJs(html: string) {
  const urls = new Set<string>()
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="([^"]+\.js)"[^>]*>/g)) {
    const url = match[1]
    if (url?.startsWith('/')) urls.add(url)
  }
  let total = 0
  for (const url of urls) total += gzipSize(readFileSync(join(CLIENT_DIR, url)))
  return { total, files: [...urls] }
}

/** Every CSS rule that defines a theme-contract variable, gzipped together. */
export function themeCss() {
  const rules: string[] = []
  for (const file of readdirSync(join(CLIENT_DIR, 'assets')).filter((name) => name.endsWith('.css'))) {
    const css = readFileSync(join(CLIENT_DIR, 'assets', file), 'utf8')
    for (const rule of css.matchAll(/[^{}]+\{[^{}]*--color-primary[^{}]*\}/g)) rules.push(rule[0])
  }
  return { rules: rules.length, gzip: gzipSize(rules.join('\n')) }
}
