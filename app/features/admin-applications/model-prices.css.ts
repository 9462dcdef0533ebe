import { style } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'
import { fontSize, monoFontStack, radius, space } from '../../ui/tokens'

/** The prices dialog and the page's default section: headed blocks one under another. */
export const body = style({ display: 'flex', flexDirection: 'column', gap: space.xl, minWidth: 0 })

export const block = style({ display: 'flex', flexDirection: 'column', gap: space.sm, minWidth: 0 })

export const editor = style({ display: 'flex', flexDirection: 'column', gap: space.lg, minWidth: 0 })

export const heading = style({ margin: 0, fontSize: fontSize.md, color: vars.color.text2 })

export const subheading = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.text2 })

export const note = style({ margin: 0, color: vars.color.main1, fontSize: fontSize.sm })

/** Model ids are identifiers (gpt-4o, meta-llama/Llama-3): monospace, broken anywhere if long. */
export const model = style({ fontFamily: monoFontStack, fontSize: fontSize.sm, overflowWrap: 'anywhere' })

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
  padding: space.lg,
  border: `1px solid ${vars.color.base3}`,
  borderRadius: radius.md,
})

export const formActions = style({ display: 'flex', justifyContent: 'flex-end' })

/** Where a price comes from, under it: the scope, and `*` when the catch-all priced it. */
export const source = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xxs,
  fontSize: fontSize.sm,
})

/** "150 クレジット" on one line: Japanese would otherwise break inside the unit on a phone. */
export const weight = style({ whiteSpace: 'nowrap' })

export const free = style([weight, { color: vars.color.text2, fontWeight: 700 }])

/** The page's section of system default prices, under the applications list. */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
  maxWidth: 1400,
  paddingTop: space.xl,
  borderTop: `1px solid ${vars.color.base3}`,
})

export const sectionHeading = style({ margin: 0, fontSize: fontSize.lg, color: vars.color.text2 })
