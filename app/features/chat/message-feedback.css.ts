import { style } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'
import { framedSurface, stack } from '../../ui/style-rules'
import { fontSize, radius, space } from '../../ui/tokens'

/** The thumbs sit with the copy button in the reply's footer. */
export const thumbs = style({
  display: 'inline-flex',
  gap: space.xs,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
})

/** A chosen thumb keeps the primary colour, so the reader sees their own rating. */
export const chosen = style({
  color: vars.color.primary,
  backgroundColor: vars.color.base2,
})

export const form = style({
  ...stack(space.sm),
  ...framedSurface,
  flexBasis: '100%',
  maxWidth: 560,
  padding: space.md,
  borderRadius: radius.md,
})

export const reasons = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${space.xs} ${space.md}`,
  margin: 0,
  padding: 0,
  border: 'none',
})

export const legend = style({ padding: 0, marginBottom: space.xs, fontSize: fontSize.sm, fontWeight: 600 })

export const reason = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  minHeight: 32,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
})

export const formActions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm })

export const status = style({ fontSize: fontSize.sm, color: vars.color.text2 })
