import { FONT_FAMILIES, FONT_WEIGHTS } from '#root/app.constants'

export type FontFamily = (typeof FONT_FAMILIES)[number]
export type FontWeight = (typeof FONT_WEIGHTS)[number]

export interface FontEntry {
  /** The `@fontsource/<slug>` package that self-hosts the family (no public font service). */
  slug: string
  /** Generic family it falls back to within the stack. */
  generic: 'serif' | 'sans-serif' | 'monospace' | 'cursive'
  /**
   * One loader per weight of spec §7 the family has; each is a separate CSS chunk that the
   * bundler emits and the browser fetches only when the family is chosen. docs/fonts.md lists
   * the weights a family lacks; a test compares this table with the installed packages.
   */
  weights: Partial<Record<FontWeight, () => Promise<unknown>>>
}

export const fontCatalog: Record<FontFamily, FontEntry> = {
  'Cormorant Garamond': {
    slug: 'cormorant-garamond',
    generic: 'serif',
    weights: {
      300: () => import('@fontsource/cormorant-garamond/300.css'),
      400: () => import('@fontsource/cormorant-garamond/400.css'),
      500: () => import('@fontsource/cormorant-garamond/500.css'),
      700: () => import('@fontsource/cormorant-garamond/700.css'),
    },
  },
  'Dancing Script': {
    slug: 'dancing-script',
    generic: 'cursive',
    weights: {
      400: () => import('@fontsource/dancing-script/400.css'),
      500: () => import('@fontsource/dancing-script/500.css'),
      700: () => import('@fontsource/dancing-script/700.css'),
    },
  },
  'Fira Mono': {
    slug: 'fira-mono',
    generic: 'monospace',
    weights: {
      400: () => import('@fontsource/fira-mono/400.css'),
      500: () => import('@fontsource/fira-mono/500.css'),
      700: () => import('@fontsource/fira-mono/700.css'),
    },
  },
  Inconsolata: {
    slug: 'inconsolata',
    generic: 'monospace',
    weights: {
      300: () => import('@fontsource/inconsolata/300.css'),
      400: () => import('@fontsource/inconsolata/400.css'),
      500: () => import('@fontsource/inconsolata/500.css'),
      700: () => import('@fontsource/inconsolata/700.css'),
      900: () => import('@fontsource/inconsolata/900.css'),
    },
  },
  Lobster: {
    slug: 'lobster',
    generic: 'cursive',
    weights: { 400: () => import('@fontsource/lobster/400.css') },
  },
  Montserrat: {
    slug: 'montserrat',
    generic: 'sans-serif',
    weights: {
      100: () => import('@fontsource/montserrat/100.css'),
      300: () => import('@fontsource/montserrat/300.css'),
      400: () => import('@fontsource/montserrat/400.css'),
      500: () => import('@fontsource/montserrat/500.css'),
      700: () => import('@fontsource/montserrat/700.css'),
      900: () => import('@fontsource/montserrat/900.css'),
    },
  },
  'Noto Sans': {
    slug: 'noto-sans',
    generic: 'sans-serif',
    weights: {
      100: () => import('@fontsource/noto-sans/100.css'),
      300: () => import('@fontsource/noto-sans/300.css'),
      400: () => import('@fontsource/noto-sans/400.css'),
      500: () => import('@fontsource/noto-sans/500.css'),
      700: () => import('@fontsource/noto-sans/700.css'),
      900: () => import('@fontsource/noto-sans/900.css'),
    },
  },
  'Noto Serif': {
    slug: 'noto-serif',
    generic: 'serif',
    weights: {
      100: () => import('@fontsource/noto-serif/100.css'),
      300: () => import('@fontsource/noto-serif/300.css'),
      400: () => import('@fontsource/noto-serif/400.css'),
      500: () => import('@fontsource/noto-serif/500.css'),
      700: () => import('@fontsource/noto-serif/700.css'),
      900: () => import('@fontsource/noto-serif/900.css'),
    },
  },
  'Open Sans': {
    slug: 'open-sans',
    generic: 'sans-serif',
    weights: {
      300: () => import('@fontsource/open-sans/300.css'),
      400: () => import('@fontsource/open-sans/400.css'),
      500: () => import('@fontsource/open-sans/500.css'),
      700: () => import('@fontsource/open-sans/700.css'),
    },
  },
  Pacifico: {
    slug: 'pacifico',
    generic: 'cursive',
    weights: { 400: () => import('@fontsource/pacifico/400.css') },
  },
  Poppins: {
    slug: 'poppins',
    generic: 'sans-serif',
    weights: {
      100: () => import('@fontsource/poppins/100.css'),
      300: () => import('@fontsource/poppins/300.css'),
      400: () => import('@fontsource/poppins/400.css'),
      500: () => import('@fontsource/poppins/500.css'),
      700: () => import('@fontsource/poppins/700.css'),
      900: () => import('@fontsource/poppins/900.css'),
    },
  },
  'Roboto Slab': {
    slug: 'roboto-slab',
    generic: 'serif',
    weights: {
      100: () => import('@fontsource/roboto-slab/100.css'),
      300: () => import('@fontsource/roboto-slab/300.css'),
      400: () => import('@fontsource/roboto-slab/400.css'),
      500: () => import('@fontsource/roboto-slab/500.css'),
      700: () => import('@fontsource/roboto-slab/700.css'),
      900: () => import('@fontsource/roboto-slab/900.css'),
    },
  },
  'Rubik Dirt': {
    slug: 'rubik-dirt',
    generic: 'sans-serif',
    weights: { 400: () => import('@fontsource/rubik-dirt/400.css') },
  },
  Sacramento: {
    slug: 'sacramento',
    generic: 'cursive',
    weights: { 400: () => import('@fontsource/sacramento/400.css') },
  },
  'Source Code Pro': {
    slug: 'source-code-pro',
    generic: 'monospace',
    weights: {
      300: () => import('@fontsource/source-code-pro/300.css'),
      400: () => import('@fontsource/source-code-pro/400.css'),
      500: () => import('@fontsource/source-code-pro/500.css'),
      700: () => import('@fontsource/source-code-pro/700.css'),
      900: () => import('@fontsource/source-code-pro/900.css'),
    },
  },
  'Walter Turncoat': {
    slug: 'walter-turncoat',
    generic: 'cursive',
    weights: { 400: () => import('@fontsource/walter-turncoat/400.css') },
  },
}

export function isFontFamily(value: unknown): value is FontFamily {
  return typeof value === 'string' && FONT_FAMILIES.some((family) => family === value)
}

/** The weights of spec §7 that a family offers, lightest first. */
export function availableWeights(family: FontFamily): FontWeight[] {
  return FONT_WEIGHTS.filter((weight) => fontCatalog[family].weights[weight] !== undefined)
}
