import { style } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'
import { highlightableItem } from '../style-rules'
import { fontSize, radius, shadow, space, zIndex } from '../tokens'

export const content = style({
  zIndex: zIndex.overlay,
  minWidth: 200,
  padding: space.xs,
  borderRadius: radius.md,
  border: `1px solid ${vars.color.base3}`,
  backgroundColor: vars.color.base1,
  color: vars.color.text1,
  boxShadow: shadow.overlay,
})

export const item = style({
  ...highlightableItem,
  padding: `${space.sm} ${space.md}`,
  fontSize: fontSize.sm,
})

export const danger = style({
  color: vars.color.error,
  selectors: { '&[data-highlighted]': { backgroundColor: vars.color.error, color: vars.color.base1 } },
})

export const separator = style({ height: 1, margin: `${space.xs} 0`, backgroundColor: vars.color.base3 })

export const label = style({
  padding: `${space.xs} ${space.md}`,
  fontSize: fontSize.xs,
  color: vars.color.main1,
})
