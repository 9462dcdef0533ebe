import { style } from '@vanilla-extract/css'
import { fontSize, space } from '#app/ui/tokens'
import { vars } from '#registry/contract.css'

/** The console's list pages (users, plans, applications, tenants, purchases, grants, catalogue). */
export const page = style({ display: 'flex', flexDirection: 'column', gap: space.xl, maxWidth: 1400 })

/** The title and lead as one block, the action beside them at the bottom. */
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.md,
  alignItems: 'flex-end',
  justifyContent: 'space-between',
})

/** The title with the action beside it; the lead is a paragraph of the page below. */
export const headingRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.md,
  alignItems: 'center',
  justifyContent: 'space-between',
})

export const heading = style({ margin: 0, fontSize: fontSize.xl, color: vars.color.text2 })

export const lead = style({ margin: 0, color: vars.color.main1 })

export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: space.lg, alignItems: 'flex-end' })

/** A tenant filter: wide enough for "name (slug)". */
export const tenantFilter = style({ minWidth: 240, flex: '0 1 320px' })

/** A cell of two or three lines: the value and, smaller, what identifies it. */
export const cellStack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xxs,
  fontSize: fontSize.sm,
})

export const muted = style({ color: vars.color.main1, fontSize: fontSize.xs })

export const actions = style({ display: 'flex', gap: space.sm, flexWrap: 'wrap' })

/** A row's own buttons before its Edit and Delete. */
export const rowActions = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.sm,
  flexWrap: 'wrap',
})

/** A figure with its unit ("50,000 クレジット") breaks at its space, never inside the unit. */
export const figure = style({ wordBreak: 'keep-all' })
