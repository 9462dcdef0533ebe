import { uiFontStack } from '../tokens'
import { availableWeights, type FontEntry, type FontFamily, fontCatalog } from './font-catalog'

export type FontLoadResult = 'loaded' | 'fallback'

/** The part of `document.fonts` the loader uses, so tests can stand in for the browser. */
export interface FontFaceLoader {
  load(font: string): Promise<unknown[]>
}

export interface LoadFontOptions {
  /** `ui.fontLoadTimeoutMs` (3000): past this, the system font is used. */
  timeoutMs: number
  fonts?: FontFaceLoader
  /** The family's stylesheet loaders; the catalog's by default. */
  stylesheets?: FontEntry['weights']
}

/**
 * Fetches a family's stylesheets (one per weight it has) and waits for its regular face, at most
 * `timeoutMs`. Anything short of a loaded face within the time, a missing stylesheet, a network
 * error or no matching face, gives 'fallback': the text keeps the system font.
 */
export async function loadFontFamily(family: FontFamily, options: LoadFontOptions): Promise<FontLoadResult> {
  const fonts = options.fonts ?? (typeof document === 'undefined' ? undefined : document.fonts)
  const stylesheets = options.stylesheets ?? fontCatalog[family].weights
  const load = async (): Promise<FontLoadResult> => {
    await Promise.all(availableWeights(family).map((weight) => stylesheets[weight]?.()))
    // Browsers without the Font Loading API still apply the stylesheet (font-display: swap).
    if (!fonts) return 'loaded'
    const faces = await fonts.load(`400 1em "${family}"`)
    return faces.length > 0 ? 'loaded' : 'fallback'
  }
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<FontLoadResult>((resolve) => {
    timer = setTimeout(() => resolve('fallback'), options.timeoutMs)
  })
  try {
    return await Promise.race([load().catch((): FontLoadResult => 'fallback'), timeout])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * The CSS font-family for chat text: the chosen family first, then the Japanese system stack,
 * because none of the 16 families has Japanese glyphs.
 */
export function fontStackFor(family: FontFamily | null): string {
  if (!family) return uiFontStack
  return `"${family}", ${uiFontStack}, ${fontCatalog[family].generic}`
}
