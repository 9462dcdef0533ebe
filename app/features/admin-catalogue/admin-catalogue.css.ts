import { style } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'
import { fontSize, radius, space } from '../../ui/tokens'

export const page = style({ display: 'flex', flexDirection: 'column', gap: space.xl, maxWidth: 1400 })

export const heading = style({ margin: 0, fontSize: fontSize.xl, color: vars.color.text2 })

export const subheading = style({ margin: 0, fontSize: fontSize.lg, color: vars.color.text2 })

export const lead = style({ margin: 0, color: vars.color.main1 })

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: space.lg, alignItems: 'flex-end' })

export const grow = style({ flex: '1 1 240px' })

export const actions = style({ display: 'flex', gap: space.xs, flexWrap: 'wrap', alignItems: 'center' })

export const form = style({ display: 'flex', flexDirection: 'column', gap: space.md })

export const muted = style({ color: vars.color.main1, fontSize: fontSize.xs })

export const cellStack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xxs,
  fontSize: fontSize.sm,
})

export const clamp = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  maxWidth: 480,
  whiteSpace: 'pre-wrap',
  fontSize: fontSize.sm,
})

export const errorText = style({
  margin: 0,
  color: vars.color.error,
  fontSize: fontSize.sm,
  whiteSpace: 'pre-wrap',
})

export const successText = style({ margin: 0, color: vars.color.success, fontSize: fontSize.sm })

export const section = style({ display: 'flex', flexDirection: 'column', gap: space.lg })

export const score = style({ fontVariantNumeric: 'tabular-nums' })

export const fileInput = style({ fontSize: fontSize.sm, color: vars.color.text1 })

export const answer = style({ margin: 0, whiteSpace: 'pre-wrap', fontSize: fontSize.sm })

/** A check's result or a draft waiting for a decision: set apart from the form around it. */
export const preview = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
  padding: space.lg,
  border: `1px solid ${vars.color.base3}`,
  borderRadius: radius.md,
})
