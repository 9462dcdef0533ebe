import { style } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'
import { fontSize, radius, shadow, space } from '../tokens'

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
  padding: space.xl,
  borderRadius: radius.lg,
  border: `1px solid ${vars.color.base3}`,
  backgroundColor: vars.color.base1,
  color: vars.color.text1,
  boxShadow: shadow.raised,
  minWidth: 0,
})

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.md,
})

export const title = style({ margin: 0, fontSize: fontSize.lg, color: vars.color.text2 })

export const description = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.main1 })

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: space.sm,
  paddingTop: space.md,
  borderTop: `1px solid ${vars.color.base3}`,
})

/** A lighter card for items in a grid (payment packs, manual entries): the frame, no shadow. */
export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  padding: space.lg,
  borderRadius: radius.lg,
  border: `1px solid ${vars.color.base3}`,
  background: vars.color.base1,
})
