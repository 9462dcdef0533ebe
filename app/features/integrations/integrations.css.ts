import { style } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'
import { fontSize, monoFontStack, radius, space } from '../../ui/tokens'

/** The page: a heading, a lead, then its sections one under another. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xl,
  maxWidth: 960,
  minWidth: 0,
})

export const heading = style({ margin: 0, fontSize: fontSize.xl, color: vars.color.text2 })

export const lead = style({ margin: 0, color: vars.color.main1 })

export const sections = style({ display: 'flex', flexDirection: 'column', gap: space.xl, minWidth: 0 })

export const column = style({ display: 'flex', flexDirection: 'column', gap: space.md, minWidth: 0 })

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' })

export const muted = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.main1 })

export const alert = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.error })

export const mono = style({ fontFamily: monoFontStack, overflowWrap: 'anywhere', wordBreak: 'break-all' })

export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  padding: space.md,
  borderRadius: radius.md,
  border: `1px solid ${vars.color.success}`,
})

export const chatChoices = style({
  margin: 0,
  padding: 0,
  border: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  minWidth: 0,
})

export const legend = style({ padding: 0, marginBottom: space.xs, fontSize: fontSize.sm, fontWeight: 700 })

/** Dates and the key's prefix stay on one line; the table scrolls sideways on a phone instead. */
export const nowrap = style({ whiteSpace: 'nowrap' })

/** Names and scopes wrap, but never down to a letter a line on a phone (the table scrolls instead). */
export const wrappingCell = style({ minWidth: '9em' })

export const revokedRow = style({ color: vars.color.main1 })
