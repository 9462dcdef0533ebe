import { style } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'
import { fontSize, space } from '../../ui/tokens'

export const form = style({ display: 'flex', flexDirection: 'column', gap: space.md, maxWidth: 560 })

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: space.lg, alignItems: 'flex-start' })

export const grow = style({ flex: '1 1 200px' })

export const filterField = style({ flex: '0 1 220px' })

export const reason = style({ overflowWrap: 'anywhere', fontSize: fontSize.sm })

export const result = style({ margin: 0, color: vars.color.success, fontWeight: 600 })

export const errorText = style({ margin: 0, color: vars.color.error, fontSize: fontSize.sm })
