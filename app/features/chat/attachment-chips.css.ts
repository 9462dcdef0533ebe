import { style } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'
import { fontSize, radius, space } from '../../ui/tokens'

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  minWidth: 0,
})

/** A file as a pill: icon, name (cut with an ellipsis), state, and in the composer a remove button. */
export const chip = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.xs,
  // Never wider than the composer, so a long name cannot push the layout sideways on a phone.
  maxWidth: '100%',
  minWidth: 0,
  padding: `${space.xxs} ${space.xs} ${space.xxs} ${space.sm}`,
  border: `1px solid ${vars.color.base3}`,
  borderRadius: radius.md,
  backgroundColor: vars.color.base2,
  color: vars.color.text1,
  fontSize: fontSize.sm,
  selectors: {
    '&[data-state="failed"]': { borderColor: vars.color.error },
    '&[data-state="ready"]': { borderColor: vars.color.success },
  },
})

export const chipIcon = style({
  flexShrink: 0,
  color: vars.color.text2,
  selectors: {
    [`${chip}[data-state="failed"] &`]: { color: vars.color.error },
    [`${chip}[data-state="ready"] &`]: { color: vars.color.success },
  },
})

export const chipText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 })

export const chipName = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: 600,
})

export const chipStatus = style({
  fontSize: fontSize.xs,
  color: vars.color.text2,
  overflowWrap: 'anywhere',
  selectors: { [`${chip}[data-state="failed"] &`]: { color: vars.color.error } },
})

/** The upload's progress, under the name. */
export const progressTrack = style({
  display: 'block',
  height: 3,
  marginTop: space.xxs,
  borderRadius: radius.full,
  backgroundColor: vars.color.base3,
  overflow: 'hidden',
})

export const progressBar = style({
  display: 'block',
  height: '100%',
  backgroundColor: vars.color.primary,
  transition: 'width 0.2s linear',
})

export const removeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 28,
  height: 28,
  padding: 0,
  border: 'none',
  borderRadius: radius.sm,
  background: 'none',
  color: vars.color.text2,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.base3, color: vars.color.text1 },
    '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: '1px' },
  },
})

/** The composer while files are dragged over it. */
export const dropping = style({
  outline: `2px dashed ${vars.color.primary}`,
  outlineOffset: '2px',
})

export const hint = style({ margin: 0, fontSize: fontSize.xs, color: vars.color.text2 })
