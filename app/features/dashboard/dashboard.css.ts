import { style } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'
import { headlineFigure } from '../../ui/style-rules'
import { fontSize, radius, space } from '../../ui/tokens'

export const page = style({ display: 'flex', flexDirection: 'column', gap: space.xl, maxWidth: 1200 })

export const header = style({ display: 'flex', flexDirection: 'column', gap: space.sm })

export const heading = style({
  margin: 0,
  fontSize: fontSize.xl,
  color: vars.color.text2,
  overflowWrap: 'anywhere',
})

export const muted = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.main1 })

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.md,
})

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: space.md, fontSize: fontSize.sm })

export const link = style({ color: vars.color.primary })

export const rangeGroup = style({
  display: 'flex',
  flexWrap: 'wrap',
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
  alignItems: 'center',
  gap: space.sm,
  fontSize: fontSize.sm,
  color: vars.color.text1,
})

// A legend does not lay out inline in a flex fieldset unless it floats.
export const rangeLegend = style({ float: 'left', padding: 0, marginRight: space.sm })

// Separate chips that wrap as whole buttons on a phone: a joined strip squeezed its labels one
// character per line ("今/月") and pushed "Last 90 days" out of the screen (issue 14).
export const rangeButtons = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.xs,
  minWidth: 0,
})

export const rangeButton = style({
  minHeight: 36,
  padding: `0 ${space.md}`,
  border: `1px solid ${vars.color.base4}`,
  borderRadius: radius.md,
  background: vars.color.base1,
  color: vars.color.text1,
  fontSize: fontSize.sm,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.primary, color: vars.color.base1, fontWeight: 700 },
    '&:hover:not([aria-pressed="true"])': { background: vars.color.base2 },
  },
})

export const totals = style({
  display: 'grid',
  gap: space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  margin: 0,
})

export const total = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: space.xxs,
  padding: space.lg,
  borderRadius: radius.lg,
  border: `1px solid ${vars.color.base3}`,
  backgroundColor: vars.color.base1,
})

export const totalLabel = style({ fontSize: fontSize.sm, color: vars.color.main1 })

export const totalValue = style({ ...headlineFigure, fontSize: fontSize.xl })

export const grid = style({
  display: 'grid',
  gap: space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 1100px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})

export const chart = style({ margin: 0, minHeight: 160, width: '100%' })

export const chartPlaceholder = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 160,
  margin: 0,
  fontSize: fontSize.sm,
  color: vars.color.main1,
  backgroundColor: vars.color.base2,
  borderRadius: radius.md,
})

export const details = style({ fontSize: fontSize.sm })

export const summary = style({ cursor: 'pointer', color: vars.color.primary, padding: `${space.xs} 0` })

export const question = style({ overflowWrap: 'anywhere' })

/** A day (2026-11-28) never breaks at its hyphens. */
export const nowrap = style({ whiteSpace: 'nowrap' })
