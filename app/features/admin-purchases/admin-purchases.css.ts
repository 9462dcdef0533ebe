import { style } from '@vanilla-extract/css'
import { vars } from '../../../registry/contract.css'
import { fontSize, space } from '../../ui/tokens'

export const page = style({ display: 'flex', flexDirection: 'column', gap: space.xl, maxWidth: 1400 })

export const heading = style({ margin: 0, fontSize: fontSize.xl, color: vars.color.text2 })

export const lead = style({ margin: 0, color: vars.color.main1 })

export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: space.lg, alignItems: 'flex-end' })

/** The tenant filter: wide enough for "name (slug)". */
export const tenantFilter = style({ minWidth: 240, flex: '0 1 320px' })

export const cellStack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xxs,
  fontSize: fontSize.sm,
})

export const muted = style({ color: vars.color.main1, fontSize: fontSize.xs })

/** Addresses and e-mails have no spaces: let them wrap anywhere rather than widen the table. */
export const breakable = style({ overflowWrap: 'anywhere' })

export const actions = style({ display: 'flex', gap: space.sm, flexWrap: 'wrap' })

export const dialogBody = style({ display: 'flex', flexDirection: 'column', gap: space.md })

export const errorText = style({ margin: 0, color: vars.color.error, fontSize: fontSize.sm })
