import { style } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'
import { fontSize, radius, space } from '../tokens'

export const group = style({
  display: 'inline-flex',
  padding: space.xxs,
  gap: space.xxs,
  borderRadius: radius.full,
  border: `1px solid ${vars.color.base4}`,
  backgroundColor: vars.color.base1,
})

export const option = style({
  padding: `${space.xxs} ${space.md}`,
  border: 'none',
  borderRadius: radius.full,
  background: 'none',
  color: vars.color.main2,
  fontFamily: 'inherit',
  fontSize: fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      backgroundColor: vars.color.primary,
      color: vars.color.base1,
      fontWeight: 700,
    },
    '&:hover:not([aria-pressed="true"])': { backgroundColor: vars.color.base2 },
  },
})
