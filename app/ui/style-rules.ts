/**
 * Style rules that several .css.ts files spread into their own styles. Plain objects, imported
 * only by .css.ts files: vanilla-extract evaluates them at build time, so none reaches the browser.
 */
import { vars } from '#registry/contract.css'
import { radius, shadow, space, zIndex } from './tokens'

/** Out of sight but still read and focusable: the rules, for use inside a media query too. */
export const hiddenFromSight = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const

/** Read by screen readers only: `visuallyHidden` (styles.css.ts), and markup styled by attribute. */
export const visuallyHiddenRule = { ...hiddenFromSight, padding: 0, margin: -1, border: 0 } as const

/** A side panel that becomes a drawer: off-screen and hidden until `data-open="true"` slides it in. */
export const slideInDrawer = {
  position: 'fixed',
  left: 0,
  bottom: 0,
  zIndex: zIndex.overlay,
  boxShadow: shadow.overlay,
  transform: 'translateX(-100%)',
  visibility: 'hidden',
  transition: 'transform 150ms ease-out, visibility 150ms',
  selectors: { '&[data-open="true"]': { transform: 'none', visibility: 'visible' } },
} as const

/** An option of a menu or listbox: a row the keyboard highlights (Radix's data-highlighted). */
export const highlightableItem = {
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  borderRadius: radius.sm,
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  selectors: {
    '&[data-highlighted]': { backgroundColor: vars.color.primary, color: vars.color.base1 },
    '&[data-disabled]': { color: vars.color.base4, cursor: 'not-allowed' },
  },
} as const

/** A <ul>/<ol> without bullets or indent, its items stacked (add a gap where they need one). */
export const stackedList = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
} as const

/** A framed panel: the theme's hairline border on the base surface, body text colour. */
export const framedSurface = {
  border: `1px solid ${vars.color.base3}`,
  backgroundColor: vars.color.base1,
  color: vars.color.text1,
} as const

/** The box of an input-like control (inputs, selects, a prompt starter): strong border, base surface. */
export const controlBox = {
  padding: `${space.sm} ${space.md}`,
  border: `1px solid ${vars.color.base4}`,
  backgroundColor: vars.color.base1,
  color: vars.color.text1,
} as const

/** A headline number (a balance, a period's total): bold, in the heading colour; add its size. */
export const headlineFigure = { margin: 0, fontWeight: 700, color: vars.color.text2 } as const

/** Children stacked in a column, `gap` apart. */
export const stack = (gap: string) => ({ display: 'flex', flexDirection: 'column', gap }) as const

/** Children in a vertically centred row, `gap` apart. */
export const centredRow = (gap: string) => ({ display: 'flex', alignItems: 'center', gap }) as const
