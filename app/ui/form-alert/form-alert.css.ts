import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'
import { fontSize, radius, space } from '../tokens'

const base = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space.sm,
  margin: 0,
  padding: `${space.sm} ${space.md}`,
  borderRadius: radius.md,
  border: '1px solid',
  borderLeftWidth: 4,
  background: vars.color.base1,
  color: vars.color.text2,
  fontSize: fontSize.sm,
  overflowWrap: 'anywhere',
})

export const tone = styleVariants({
  error: [base, { borderColor: vars.color.error }],
  success: [base, { borderColor: vars.color.success }],
  info: [base, { borderColor: vars.color.info }],
})

export const icon = styleVariants({
  error: { color: vars.color.error, flexShrink: 0 },
  success: { color: vars.color.success, flexShrink: 0 },
  info: { color: vars.color.info, flexShrink: 0 },
})
