import { style } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'
import { stack } from '../style-rules'
import { fontSize, space } from '../tokens'

export const root = style({
  ...stack(space.md),
  alignItems: 'center',
  padding: `${space.xxl} ${space.lg}`,
  textAlign: 'center',
  color: vars.color.main1,
})

export const icon = style({ color: vars.color.base4 })

export const title = style({ margin: 0, fontSize: fontSize.lg, color: vars.color.text2 })

export const description = style({ margin: 0, fontSize: fontSize.sm, maxWidth: 480 })
