import { style } from '@vanilla-extract/css'
import { vars } from '../../../registry/contract.css'
import { fontSize, space } from '../../ui/tokens'

export const page = style({ display: 'flex', flexDirection: 'column', gap: space.xl, maxWidth: 1400 })

export const heading = style({ margin: 0, fontSize: fontSize.xl, color: vars.color.text2 })

export const lead = style({ margin: 0, color: vars.color.main1 })

export const form = style({ display: 'flex', flexDirection: 'column', gap: space.md, maxWidth: 560 })

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: space.lg, alignItems: 'flex-start' })

export const grow = style({ flex: '1 1 200px' })

export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: space.lg, alignItems: 'flex-end' })

export const filterField = style({ flex: '0 1 220px' })

export const cellStack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xxs,
  fontSize: fontSize.sm,
})

export const muted = style({ color: vars.color.main1, fontSize: fontSize.xs })

export const reason = style({ overflowWrap: 'anywhere', fontSize: fontSize.sm })

export const result = style({ margin: 0, color: vars.color.success, fontWeight: 600 })

export const errorText = style({ margin: 0, color: vars.color.error, fontSize: fontSize.sm })
