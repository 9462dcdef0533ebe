import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'

export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 10,
  minWidth: 0,
  maxWidth: '100%',
  textDecoration: 'none',
})

/** A logo sits on a white chip, so any uploaded colours read on the brand's gradation. */
export const logoChip = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: '4px 10px',
  borderRadius: 8,
  background: vars.color.base1,
  boxShadow: '0 1px 2px rgba(0, 0, 0, 0.15)',
  maxWidth: '100%',
})

export const logo = styleVariants({
  header: { display: 'block', height: 28, width: 'auto', maxWidth: 200, objectFit: 'contain' },
  card: { display: 'block', height: 48, width: 'auto', maxWidth: 280, objectFit: 'contain' },
})

export const monogram = styleVariants({
  header: { width: 30, height: 30, fontSize: 16, borderRadius: 8 },
  card: { width: 44, height: 44, fontSize: 24, borderRadius: 12 },
})

export const monogramBase = style({
  display: 'inline-grid',
  placeItems: 'center',
  flex: 'none',
  fontWeight: 800,
  lineHeight: 1,
})

/** `inverse` on the brand's gradation (white), `plain` on a light page (the primary colour). */
export const monogramTone = styleVariants({
  inverse: { background: vars.color.base1, color: vars.color.primary },
  plain: { background: vars.color.primary, color: vars.color.base1 },
})

export const wordmarkTone = styleVariants({
  inverse: { color: vars.color.base1 },
  plain: { color: vars.color.primary },
})

/** The brand line above an error page. */
export const errorBrand = style({ padding: '16px 24px 0' })

/** The wordmark: the brand's name drawn in the theme's colours when no logo was uploaded. */
export const wordmark = styleVariants({
  header: { fontSize: 18 },
  card: { fontSize: 24 },
})

export const wordmarkBase = style({
  fontWeight: 700,
  letterSpacing: '0.01em',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  minWidth: 0,
})

/** Below 480 px the header shows the brand's short name instead of its full name. */
const NARROW = 'screen and (max-width: 479px)'
export const wideOnly = style({ '@media': { [NARROW]: { display: 'none' } } })
export const narrowOnly = style({ display: 'none', '@media': { [NARROW]: { display: 'inline' } } })
