import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'
import { fontSize, monoFontStack, radius, space } from '../../ui/tokens'

export const column = style({ display: 'flex', flexDirection: 'column', gap: space.md, minWidth: 0 })

export const endpoint = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  padding: space.md,
  borderRadius: radius.md,
  background: vars.color.base2,
  minWidth: 0,
})

export const headline = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.sm })

/** URLs and secrets break anywhere rather than widen the card. */
export const mono = style({ fontFamily: monoFontStack, overflowWrap: 'anywhere', wordBreak: 'break-all' })

export const meta = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.main1 })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm })

export const secret = style([
  mono,
  { padding: space.sm, borderRadius: radius.sm, background: vars.color.base2, fontSize: fontSize.sm },
])

export const log = style({ width: '100%', borderCollapse: 'collapse', fontSize: fontSize.sm })

globalStyle(`${log} th, ${log} td`, { textAlign: 'start', padding: space.xs, verticalAlign: 'top' })

export const answer = style([mono, { margin: 0, maxHeight: '6em', overflow: 'auto', whiteSpace: 'pre-wrap' }])
