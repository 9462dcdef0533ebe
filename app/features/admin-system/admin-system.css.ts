import { style } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'
import { fontSize, radius, space } from '../../ui/tokens'

export const page = style({ display: 'flex', flexDirection: 'column', gap: space.lg, maxWidth: 880 })

export const titleRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.lg,
  alignItems: 'baseline',
  justifyContent: 'space-between',
})

export const heading = style({ margin: 0, fontSize: fontSize.xl, color: vars.color.text2 })

export const previewLink = style({ color: vars.color.primary, fontWeight: 600 })

export const lead = style({ margin: 0, color: vars.color.main1 })

export const form = style({ display: 'flex', flexDirection: 'column', gap: space.xl })

export const fields = style({ display: 'flex', flexDirection: 'column', gap: space.lg })

export const badge = style({
  padding: `${space.xxs} ${space.sm}`,
  borderRadius: radius.full,
  background: vars.color.secondary,
  color: vars.color.text2,
  fontSize: fontSize.xs,
  fontWeight: 700,
})

export const errorText = style({ margin: 0, color: vars.color.error, fontSize: fontSize.sm })
