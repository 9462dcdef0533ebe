/**
 * The plain constants of spec §7–§9 that browser code needs at import time. They belong to the
 * configuration (app.config.ts validates and re-exports them); they live in this zod-free file
 * so importing them does not put the configuration schema in the first-load bundle.
 */
export const FONT_FAMILIES = [
  'Cormorant Garamond',
  'Dancing Script',
  'Fira Mono',
  'Inconsolata',
  'Lobster',
  'Montserrat',
  'Noto Sans',
  'Noto Serif',
  'Open Sans',
  'Pacifico',
  'Poppins',
  'Roboto Slab',
  'Rubik Dirt',
  'Sacramento',
  'Source Code Pro',
  'Walter Turncoat',
] as const

export const FONT_WEIGHTS = [100, 300, 400, 500, 700, 900] as const

/** Statuses on which spec §8 retries: idempotent requests once, others never. */
export const RETRY_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504] as const
