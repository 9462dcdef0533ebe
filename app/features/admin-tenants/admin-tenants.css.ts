import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'
import { fontSize, monoFontStack, radius, space } from '../../ui/tokens'
import * as listCss from '../admin-shell/admin-list.css'

export const searchBox = style({ minWidth: 240, flex: '1 1 240px' })

/** The application and plan filters: wide enough for "name (key)". */
export const pickerFilter = style({ minWidth: 220, flex: '0 1 280px' })

/** The tenant cell: name, slug and host. Long unbroken names wrap anywhere rather than push the
 * actions out of the table (a list of many test tenants did at 1280 px). */
export const cellStack = style([listCss.cellStack, { overflowWrap: 'anywhere' }])

/** The console's muted line (the list frame's). */
export const muted = listCss.muted

export const mono = style({ fontFamily: monoFontStack, fontSize: fontSize.xs, wordBreak: 'break-all' })

export const numeric = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' })

const badgeBase = style({
  display: 'inline-block',
  padding: `${space.xxs} ${space.sm}`,
  borderRadius: radius.full,
  fontSize: fontSize.xs,
  fontWeight: 700,
  border: '1px solid currentColor',
  background: vars.color.base1,
  whiteSpace: 'nowrap',
})

// Text stays dark on white in every theme; the border carries the status colour.
export const statusBadge = styleVariants({
  active: [badgeBase, { color: vars.color.text2, borderColor: vars.color.success }],
  suspended: [badgeBase, { color: vars.color.error }],
})

export const dialogBody = style({ display: 'flex', flexDirection: 'column', gap: space.lg })

export const formGrid = style({ display: 'flex', flexDirection: 'column', gap: space.md })

export const errorText = style({ margin: 0, color: vars.color.error, fontSize: fontSize.sm })

export const section = style({ display: 'flex', flexDirection: 'column', gap: space.sm })

export const sectionHeading = style({ margin: 0, fontSize: fontSize.md, color: vars.color.text2 })

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${space.xs} ${space.lg}`,
  margin: 0,
  fontSize: fontSize.sm,
})

export const term = style({ color: vars.color.main1 })

export const definition = style({ margin: 0 })

export const actions = style({ display: 'flex', gap: space.sm, flexWrap: 'wrap', alignItems: 'center' })

export const balanceRow = style({ display: 'flex', gap: space.xl, flexWrap: 'wrap' })

export const balanceValue = style({ fontSize: fontSize.lg, fontWeight: 700, color: vars.color.text2 })

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
})

export const listItem = style({
  display: 'flex',
  gap: space.sm,
  alignItems: 'center',
  flexWrap: 'wrap',
  padding: `${space.xs} 0`,
  borderBottom: `1px solid ${vars.color.base3}`,
})

export const grow = style({ flex: 1 })

export const smallTable = style({ width: '100%', borderCollapse: 'collapse', fontSize: fontSize.sm })

export const smallCell = style({
  textAlign: 'left',
  padding: `${space.xs} ${space.sm}`,
  borderBottom: `1px solid ${vars.color.base3}`,
  verticalAlign: 'top',
})

export const scroll = style({ overflowX: 'auto' })

export const mapForm = style({ display: 'flex', flexWrap: 'wrap', gap: space.md, alignItems: 'flex-end' })

/** One count of the deletion's first step: its term and number on one grid row. */
export const countRow = style({ display: 'contents' })

/** The deleted tenants below the list, apart from its pager. */
export const afterList = style({ marginTop: space.xl })

/** A table that keeps readable columns on a phone and scrolls sideways instead. */
export const wideTable = style([smallTable, { minWidth: 720 }])
