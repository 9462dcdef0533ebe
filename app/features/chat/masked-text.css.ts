import { style } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'
import { fontSize, radius, space } from '../../ui/tokens'

/**
 * A span masked before the model: text-1 on base-1 (the page's own text and ground, ≥ 12:1 in
 * every theme: brands change only primary and gradations), outlined dashed so it reads as
 * "taken out" without relying on colour.
 */
export const masked = style({
  backgroundColor: vars.color.base1,
  color: vars.color.text1,
  border: `1px dashed ${vars.color.text2}`,
  borderRadius: radius.sm,
  padding: '0 2px',
  '@media': { print: { border: '1px dashed currentColor' } },
})

export const note = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space.xs,
  margin: 0,
  fontSize: fontSize.sm,
  color: vars.color.text2,
})

export const noteIcon = style({ flex: 'none', marginTop: '0.15em' })
