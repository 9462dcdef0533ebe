import { style } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'
import { fontSize, space } from '../../ui/tokens'

export const form = style({ display: 'flex', flexDirection: 'column', gap: space.lg, minWidth: 0 })

export const lead = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.text1, lineHeight: 1.6 })

export const kinds = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))',
  gap: space.md,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
})

export const legend = style({
  padding: 0,
  marginBottom: space.sm,
  fontSize: fontSize.md,
  fontWeight: 700,
  color: vars.color.text1,
})

export const note = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.text2 })

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: space.md })
