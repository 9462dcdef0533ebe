import { style } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'
import { fontSize, radius, space } from '../tokens'

export const root = style({ display: 'flex', flexDirection: 'column', gap: space.sm, maxWidth: 360 })

export const preview = style({
  margin: 0,
  padding: space.md,
  borderRadius: radius.md,
  backgroundColor: vars.color.base2,
  color: vars.color.text1,
  fontSize: fontSize.lg,
})
