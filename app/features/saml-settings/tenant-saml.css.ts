import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'
import { fontSize, monoFontStack, radius, space } from '../../ui/tokens'

export const column = style({ display: 'flex', flexDirection: 'column', gap: space.md, minWidth: 0 })

export const status = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.sm,
  fontSize: fontSize.sm,
  color: vars.color.main1,
})

/** The values to copy into the IdP: long URLs break anywhere rather than widen the card. */
export const values = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  padding: space.md,
  borderRadius: radius.md,
  background: vars.color.base2,
  minWidth: 0,
})

export const subheading = style({ margin: 0, fontSize: fontSize.md, fontWeight: 700 })

export const list = style({
  margin: 0,
  display: 'grid',
  gap: space.xs,
  fontSize: fontSize.sm,
})

globalStyle(`${list} dd`, { margin: 0 })

export const mono = style({
  fontFamily: monoFontStack,
  overflowWrap: 'anywhere',
  wordBreak: 'break-all',
})

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm })
