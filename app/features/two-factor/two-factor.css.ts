import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'
import { fontSize, monoFontStack, radius, space } from '../../ui/tokens'

export const column = style({ display: 'flex', flexDirection: 'column', gap: space.md, minWidth: 0 })

export const subheading = style({ margin: 0, fontSize: fontSize.md, fontWeight: 700 })

export const help = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.main1 })

const callout = { margin: 0, padding: '10px 12px', borderRadius: 6, background: vars.color.base2 } as const

export const alert = style({
  ...callout,
  color: vars.color.error,
  borderLeft: `4px solid ${vars.color.error}`,
})

export const notice = style({
  ...callout,
  color: vars.color.text1,
  borderLeft: `4px solid ${vars.color.info}`,
})

/** The QR code on white whatever the theme: scanners need the contrast. */
export const qr = style({
  alignSelf: 'center',
  width: 200,
  height: 200,
  padding: space.sm,
  background: '#ffffff',
  borderRadius: radius.md,
})

export const secret = style({
  fontFamily: monoFontStack,
  overflowWrap: 'anywhere',
  wordBreak: 'break-all',
  padding: space.sm,
  borderRadius: radius.md,
  background: vars.color.base2,
})

export const codes = style({
  margin: 0,
  padding: space.md,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: space.xs,
  listStyle: 'none',
  fontFamily: monoFontStack,
  borderRadius: radius.md,
  background: vars.color.base2,
})

globalStyle(`${codes} li`, { margin: 0 })

// A link and a text button side by side: centred on one line, not top-aligned.
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.sm })

/** A button whose label may be longer than the sign-in card is wide (Japanese "use a backup code"). */
export const wrappingButton = style({ whiteSpace: 'normal', textAlign: 'center' })
