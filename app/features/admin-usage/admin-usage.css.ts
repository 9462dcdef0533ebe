import { style } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'
import { fontSize, space } from '../../ui/tokens'

export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: space.lg, alignItems: 'flex-end' })

export const cellStack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xxs,
  fontSize: fontSize.sm,
})

export const muted = style({ color: vars.color.main1, fontSize: fontSize.xs })

export const wide = style({ gridColumn: '1 / -1' })

export const error = style({ margin: 0, color: vars.color.error })
