import { style } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'
import { fontSize, space } from '../../ui/tokens'

export const rangeForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: space.md,
})

export const dateField = style({ minWidth: 160 })

export const summary = style({
  display: 'grid',
  gap: space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
})

export const figures = style({ display: 'grid', gap: space.sm, margin: 0 })

export const figure = style({ display: 'flex', justifyContent: 'space-between', gap: space.md })

export const figureLabel = style({ color: vars.color.main1, fontSize: fontSize.sm })

export const figureValue = style({ margin: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums' })
