import { style } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'
import { fontSize, space, zIndex } from '../../ui/tokens'

export const banner = style({
  position: 'sticky',
  top: 0,
  zIndex: zIndex.overlay,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.md,
  padding: `${space.sm} ${space.lg}`,
  backgroundColor: vars.color.primary,
  color: vars.color.base1,
  fontSize: fontSize.sm,
})

export const message = style({ fontWeight: 700 })
