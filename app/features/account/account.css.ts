import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'
import { fontSize, monoFontStack, radius, space } from '../../ui/tokens'

export const page = style({ display: 'flex', flexDirection: 'column', gap: space.xl, maxWidth: 960 })

export const heading = style({ margin: 0, fontSize: fontSize.xl, color: vars.color.text2 })

export const lead = style({ margin: 0, color: vars.color.main1 })

export const form = style({ display: 'flex', flexDirection: 'column', gap: space.md, maxWidth: 480 })

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' })

export const muted = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.main1 })

export const status = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.success })

export const alert = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.error })

// Positioned, so the visually hidden action header scrolls (and clips) with the table instead of
// widening a phone's page.
export const tableWrap = style({ overflowX: 'auto', position: 'relative' })

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: fontSize.sm })

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  padding: `${space.sm} ${space.md}`,
  borderBottom: `1px solid ${vars.color.base3}`,
  verticalAlign: 'middle',
})

globalStyle(`${table} th`, { color: vars.color.main1, fontWeight: 600 })

export const badge = style({
  display: 'inline-block',
  marginInlineStart: space.sm,
  padding: `0 ${space.sm}`,
  borderRadius: radius.full,
  background: vars.color.base2,
  color: vars.color.text2,
  fontSize: fontSize.xs,
})

export const mono = style({ fontFamily: monoFontStack, wordBreak: 'break-all' })

export const secret = style({
  fontFamily: monoFontStack,
  wordBreak: 'break-all',
  padding: space.md,
  borderRadius: radius.md,
  background: vars.color.base2,
  color: vars.color.text1,
  userSelect: 'all',
})
