import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'
import { fontSize, radius, space } from '../tokens'

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
  minWidth: 0,
})

export const scroller = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.base3}`,
  borderRadius: radius.lg,
  backgroundColor: vars.color.base1,
})

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: fontSize.sm })

export const caption = style({
  padding: `${space.md} ${space.lg}`,
  textAlign: 'left',
  fontWeight: 700,
  color: vars.color.text2,
  captionSide: 'top',
})

export const headerCell = style({
  padding: `${space.sm} ${space.lg}`,
  textAlign: 'left',
  whiteSpace: 'nowrap',
  fontWeight: 700,
  color: vars.color.text2,
  backgroundColor: vars.color.base2,
  borderBottom: `1px solid ${vars.color.base3}`,
})

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  padding: 0,
  border: 'none',
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  borderRadius: radius.sm,
})

export const sortIconIdle = style({ opacity: 0.35 })

export const row = style({ selectors: { '&:hover': { backgroundColor: vars.color.base2 } } })

export const cell = style({
  padding: `${space.sm} ${space.lg}`,
  borderBottom: `1px solid ${vars.color.base3}`,
  color: vars.color.text1,
  verticalAlign: 'top',
  selectors: { [`${row}:last-child > &`]: { borderBottom: 'none' } },
})

const sweep = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
})

/**
 * While rows load, a bar runs along the table's top edge; the rows keep their full contrast
 * (dimming them made every cell fail WCAG contrast while it was still being read).
 */
export const progress = style({
  position: 'absolute',
  zIndex: 1,
  top: 0,
  left: radius.lg,
  right: radius.lg,
  height: 3,
  overflow: 'hidden',
  borderRadius: radius.full,
  backgroundColor: vars.color.base3,
  '::after': {
    content: '""',
    display: 'block',
    width: '40%',
    height: '100%',
    backgroundColor: vars.color.primary,
    animation: `${sweep} 1.2s ease-in-out infinite`,
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { selectors: { '&::after': { animation: 'none', width: '100%' } } },
  },
})

export const emptyCell = style({ padding: space.xl, textAlign: 'center', color: vars.color.main1 })

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.md,
  flexWrap: 'wrap',
})

// Wraps on a phone: page size, status and the four buttons do not fit in 390 px on one line.
export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.xs,
  minWidth: 0,
})

export const pageStatus = style({
  margin: `0 ${space.sm}`,
  fontSize: fontSize.sm,
  color: vars.color.main2,
  whiteSpace: 'nowrap',
})

export const range = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.main1 })

export const pageSize = style({ width: 120 })

/** A time in a table cell: one line, digits aligned (a date split at its hyphen reads badly). */
export const instant = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' })
