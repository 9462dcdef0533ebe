import { style } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'
import { fontSize, space } from '../../ui/tokens'

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  gap: space.lg,
})

export const figures = style({ display: 'flex', gap: space.xl, flexWrap: 'wrap', margin: 0 })

export const figure = style({ display: 'flex', flexDirection: 'column-reverse', gap: space.xxs })

export const figureLabel = style({ color: vars.color.main1, fontSize: fontSize.xs })

export const figureValue = style({
  margin: 0,
  fontSize: fontSize.xl,
  fontWeight: 700,
  color: vars.color.text2,
  fontVariantNumeric: 'tabular-nums',
})
