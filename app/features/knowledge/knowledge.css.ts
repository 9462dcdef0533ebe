import { style } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'
import { pageColumn } from '../../ui/page/page.css'
import { hiddenFromSight } from '../../ui/style-rules'
import { fontSize, radius, space } from '../../ui/tokens'

export { pageHeading as heading, pageLead as lead } from '../../ui/page/page-heading.css'

export const page = pageColumn(1200)

export const section = style({ display: 'flex', flexDirection: 'column', gap: space.md, minWidth: 0 })

export const subheading = style({ margin: 0, fontSize: fontSize.lg, color: vars.color.text2 })

export const smallHeading = style({ margin: 0, fontSize: fontSize.md, color: vars.color.text2 })

export const muted = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.main1 })

export const errorText = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.error })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs, alignItems: 'center' })

export const form = style({ display: 'flex', flexDirection: 'column', gap: space.md })

export const visuallyHidden = style(hiddenFromSight)

export const nowrap = style({ whiteSpace: 'nowrap' })

/** Numbers line up in columns (sizes, scores). */
export const numeric = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' })

// The bases: one card each, as many per row as fit.
export const baseList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
})

export const baseCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  height: '100%',
  boxSizing: 'border-box',
  padding: space.lg,
  borderRadius: radius.md,
  border: `1px solid ${vars.color.base4}`,
  background: vars.color.base1,
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-selected="true"]': {
      borderColor: vars.color.primary,
      boxShadow: `inset 0 0 0 1px ${vars.color.primary}`,
    },
  },
})

export const baseName = style({ margin: 0, fontSize: fontSize.md, color: vars.color.text2 })

export const baseFacts = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: `${space.xxs} ${space.md}`,
  margin: 0,
  fontSize: fontSize.sm,
  color: vars.color.text1,
})

export const factLabel = style({ color: vars.color.main1 })

export const factValue = style({ margin: 0 })

export const chatList = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs })

/** Pushes the card's buttons to its bottom edge, so cards of one row align them. */
export const cardActions = style([actions, { marginTop: 'auto' }])

// The selected base's panel.
export const basePanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xl,
  paddingTop: space.lg,
  borderTop: `2px solid ${vars.color.base4}`,
  minWidth: 0,
})

export const panelHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.md,
  alignItems: 'center',
  justifyContent: 'space-between',
})

// Upload: the drop zone and each file's progress.
export const dropZone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: space.sm,
  padding: space.xl,
  borderRadius: radius.md,
  border: `2px dashed ${vars.color.main3}`,
  background: vars.color.base2,
  textAlign: 'center',
  selectors: { '&[data-active="true"]': { borderColor: vars.color.primary, background: vars.color.base3 } },
})

export const uploadList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
})

export const uploadItem = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${space.xxs} ${space.md}`,
  alignItems: 'center',
  fontSize: fontSize.sm,
})

export const fileName = style({ overflowWrap: 'anywhere', color: vars.color.text1 })

export const progress = style({
  gridColumn: '1 / -1',
  width: '100%',
  height: 8,
  accentColor: vars.color.primary,
})

export const uploadResult = style({ gridColumn: '1 / -1', margin: 0, fontSize: fontSize.sm })

// The documents table's status cell.
export const statusCell = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xxs,
  alignItems: 'flex-start',
})

export const failure = style({
  margin: 0,
  // Wide enough that a reason reads as sentences, not a column of a few characters.
  minWidth: '10em',
  maxWidth: 360,
  fontSize: fontSize.xs,
  color: vars.color.error,
  whiteSpace: 'normal',
})

/** The day and the time wrap onto lines of their own rather than widen the table. */
export const dateCell = style({ display: 'block', fontVariantNumeric: 'tabular-nums' })

/** A square icon button: three fit where one labelled button would. */
// Doubled class: wins over the button's own size padding whatever order the sheets load in.
export const iconButton = style({
  selectors: { '&&': { padding: space.xs, minWidth: 32, justifyContent: 'center' } },
})

/** Right-aligned, so each action sits in the same place on every row, whichever are offered. */
export const rowActions = style({
  display: 'flex',
  flexWrap: 'nowrap',
  gap: space.xxs,
  alignItems: 'center',
  justifyContent: 'flex-end',
})

export const nameCell = style({ display: 'block', minWidth: 100, maxWidth: 320, overflowWrap: 'anywhere' })

// Storage: a bar of the share used.
export const meter = style({ width: '100%', maxWidth: 480, height: 10, accentColor: vars.color.primary })

// The retrieval test's results.
export const hitList = style({
  margin: 0,
  paddingLeft: space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
})

export const hit = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  overflowWrap: 'anywhere',
})

export const hitHeader = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' })

export const snippet = style({
  margin: 0,
  fontSize: fontSize.sm,
  color: vars.color.text1,
  whiteSpace: 'pre-wrap',
})

export const modeNote = style({
  margin: 0,
  padding: `${space.sm} ${space.md}`,
  borderRadius: radius.sm,
  borderLeft: `4px solid ${vars.color.info}`,
  background: vars.color.base2,
  fontSize: fontSize.sm,
  color: vars.color.text1,
})

// The document viewer.
export const viewerGroup = style({ display: 'flex', flexDirection: 'column', gap: space.sm, minWidth: 0 })

export const groupHeading = style({
  margin: 0,
  paddingBottom: space.xs,
  fontSize: fontSize.md,
  color: vars.color.text2,
  borderBottom: `1px solid ${vars.color.base4}`,
  overflowWrap: 'anywhere',
})

export const passage = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xxs,
  margin: 0,
  padding: space.md,
  borderRadius: radius.sm,
  border: '1px solid transparent',
  // The header is sticky: a passage scrolled to stays below it.
  scrollMarginTop: 96,
  selectors: {
    '&[data-cited="true"]': {
      borderColor: vars.color.primary,
      background: vars.color.base2,
      boxShadow: `inset 4px 0 0 ${vars.color.primary}`,
    },
  },
})

export const passageText = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontSize: fontSize.sm,
  lineHeight: 1.8,
  color: vars.color.text1,
})

export const passageLabel = style({ fontSize: fontSize.xs, color: vars.color.main1 })

export const details = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${space.xs} ${space.lg}`,
  alignItems: 'center',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontSize: fontSize.sm,
  color: vars.color.main1,
})
