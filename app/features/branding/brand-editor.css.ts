import { style } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'
import { hiddenFromSight } from '../../ui/style-rules'
import { fontSize, radius, space } from '../../ui/tokens'

/** The identity dialog: the form beside a live preview; stacked on a phone. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 340px)',
  gap: space.lg,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 860px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
})

export const column = style({ display: 'flex', flexDirection: 'column', gap: space.md, minWidth: 0 })

export const previewColumn = style({
  position: 'sticky',
  top: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  '@media': { 'screen and (max-width: 860px)': { position: 'static' } },
})

export const sectionTitle = style({ margin: 0, fontSize: fontSize.md, color: vars.color.text2 })

export const lead = style({ margin: 0, color: vars.color.main1, fontSize: fontSize.sm })

export const picture = style({ display: 'flex', flexDirection: 'column', gap: space.xs })

export const pictureHead = style({ display: 'flex', flexDirection: 'column', gap: 2 })

export const pictureLabel = style({ fontWeight: 600, color: vars.color.text2 })

export const help = style({ margin: 0, color: vars.color.main1, fontSize: fontSize.xs })

export const pictureBody = style({ display: 'flex', alignItems: 'center', gap: space.sm, flexWrap: 'wrap' })

export const thumb = style({
  display: 'grid',
  placeItems: 'center',
  width: 132,
  height: 56,
  padding: space.xs,
  borderRadius: radius.md,
  border: `1px dashed ${vars.color.base4}`,
  background: vars.color.base1,
  color: vars.color.main1,
  fontSize: fontSize.xs,
  textAlign: 'center',
})

export const thumbImage = style({
  display: 'block',
  maxWidth: 124,
  maxHeight: 48,
  width: 'auto',
  height: 'auto',
  objectFit: 'contain',
})

/** The real input stays in the page (labelled, focusable by its label) but out of sight. */
export const fileInput = style(hiddenFromSight)

export const error = style({ margin: 0, color: vars.color.error, fontSize: fontSize.sm })

/** The brand card below /team's lists: apart from them, and no wider than a form reads well. */
export const teamSection = style({ marginTop: space.xl, maxWidth: 720 })
