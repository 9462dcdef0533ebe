import { style } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'
import { fontSize, radius, space } from '../../ui/tokens'

export const banner = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  alignItems: 'baseline',
  marginBottom: space.lg,
  padding: `${space.md} ${space.lg}`,
  borderRadius: radius.md,
  borderLeft: `4px solid ${vars.color.secondary}`,
  background: vars.color.base2,
  color: vars.color.text1,
})

export const label = style({ fontSize: fontSize.sm, color: vars.color.text2 })

export const text = style({ margin: 0, whiteSpace: 'pre-wrap', fontSize: fontSize.sm })
