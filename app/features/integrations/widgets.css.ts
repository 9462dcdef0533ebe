import { style } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'
import { fontSize, monoFontStack, radius, space } from '../../ui/tokens'

export const column = style({ display: 'flex', flexDirection: 'column', gap: space.md, minWidth: 0 })

export const list = style({ display: 'flex', flexDirection: 'column', gap: space.md, margin: 0, padding: 0 })

export const item = style({
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  padding: space.md,
  border: `1px solid ${vars.color.base3}`,
  borderRadius: radius.md,
  minWidth: 0,
})

export const itemHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.sm })

export const itemName = style({ margin: 0, fontSize: fontSize.md, fontWeight: 700, overflowWrap: 'anywhere' })

export const meta = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${space.xs} ${space.md}`,
  fontSize: fontSize.sm,
  color: vars.color.text2,
})

export const metaValue = style({ margin: 0, color: vars.color.text1, overflowWrap: 'anywhere' })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, marginLeft: 'auto' })

export const snippet = style({ display: 'flex', alignItems: 'flex-start', gap: space.sm, minWidth: 0 })

export const code = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  padding: space.sm,
  borderRadius: radius.sm,
  backgroundColor: vars.color.base2,
  color: vars.color.text1,
  fontFamily: monoFontStack,
  fontSize: fontSize.xs,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
})

export const muted = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.text2 })

export const caps = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
  gap: space.md,
})

export const snippetFigure = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  minWidth: 0,
})
