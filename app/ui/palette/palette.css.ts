import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'
import { centredRow, framedSurface, stack } from '../style-rules'
import { fontSize, monoFontStack, radius, space } from '../tokens'

export const theme = style({
  ...stack(space.md),
  ...framedSurface,
  padding: space.lg,
  borderRadius: radius.lg,
})

export const band = style({
  ...centredRow(space.md),
  justifyContent: 'space-between',
  padding: `${space.sm} ${space.lg}`,
  borderRadius: radius.md,
  backgroundImage: `linear-gradient(90deg, ${vars.color.gradation1}, ${vars.color.gradation2})`,
  color: vars.color.base1,
  fontWeight: 700,
})

export const note = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.main1 })

export const swatches = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
  gap: space.sm,
})

export const swatch = style({ ...stack(space.xxs), fontSize: fontSize.xs })

export const chip = style({ height: 40, borderRadius: radius.sm, border: `1px solid ${vars.color.base3}` })

export const code = style({ fontFamily: monoFontStack })

export const checks = style({ width: '100%', borderCollapse: 'collapse', fontSize: fontSize.xs })

export const checkCell = style({
  padding: `${space.xxs} ${space.sm}`,
  borderBottom: `1px solid ${vars.color.base3}`,
  textAlign: 'left',
})

export const sample = style({ padding: `${space.xxs} ${space.sm}`, borderRadius: radius.sm, fontWeight: 700 })

/** The verdict is read in the text colour (a theme's green or red may itself fail on white); a mark tells them apart. */
export const level = styleVariants({
  AAA: { color: vars.color.text1 },
  AA: { color: vars.color.text1 },
  'AA large': { color: vars.color.text1 },
  fail: { color: vars.color.text1, fontWeight: 700 },
})

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(460px, 1fr))',
  gap: space.lg,
})
