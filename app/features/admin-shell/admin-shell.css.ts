import { style } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'
import { fontSize, space } from '../../ui/tokens'

/** A task group's name above its links: quieter than the links, so the links stay the targets. */
export const menuHeading = style({
  margin: `${space.md} 0 ${space.xs}`,
  padding: `0 ${space.md}`,
  fontSize: fontSize.xs,
  fontWeight: 700,
  color: vars.color.text2,
  letterSpacing: '0.04em',
})
