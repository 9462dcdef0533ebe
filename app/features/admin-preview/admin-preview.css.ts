import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'
import { fontSize, radius, space } from '../../ui/tokens'

export const page = style({ display: 'flex', flexDirection: 'column', gap: space.lg })

export const heading = style({ margin: 0, fontSize: fontSize.xl, color: vars.color.text2 })

export const lead = style({ margin: 0, color: vars.color.main1 })

export const muted = style({ margin: 0, color: vars.color.main1, fontSize: fontSize.sm })

export const controls = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(180px, 240px) minmax(0, 1fr)',
  gap: space.xl,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 700px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
})

export const tenantPicker = style({ display: 'flex', flexDirection: 'column', gap: space.sm })

export const tenantList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
})

export const columnControls = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.lg,
  alignItems: 'flex-end',
})

export const columnControl = style({ display: 'flex', flexDirection: 'column', gap: space.xs, minWidth: 220 })

export const panels = style({
  display: 'grid',
  gap: space.lg,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr) !important' } },
})

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  margin: 0,
  minWidth: 0,
})

export const caption = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  alignItems: 'baseline',
  fontSize: fontSize.sm,
  color: vars.color.text1,
})

export const themeKey = style({ fontSize: fontSize.xs, color: vars.color.main1 })

/** A window onto the page: its own background (the theme's), scrolled inside, never the console's. */
export const frame = style({
  height: 640,
  overflow: 'auto',
  borderRadius: radius.md,
  border: `1px solid ${vars.color.base4}`,
  background: vars.color.base2,
  color: vars.color.text1,
})

/** The page at about two thirds of its size, laid out as on a laptop, so a column shows most of it. */
export const frameContent = style({ padding: space.lg, minWidth: 760, zoom: 0.65 })

/**
 * The page inside is a picture (inert): its own scrolling regions (thread list, conversation)
 * clip instead of scrolling, since nothing in them can take focus to scroll them by keys.
 */
globalStyle(`${frameContent} *`, { overflow: 'hidden' })

/** The brand a column speaks as, beside its theme. */
export const identity = style({ display: 'inline-flex', alignItems: 'center', gap: 8, minWidth: 0 })

export const identityLogo = style({ height: 20, width: 'auto', maxWidth: 120, objectFit: 'contain' })

export const identityIcon = style({ width: 20, height: 20, borderRadius: 4 })

/** The signed-in header above a preview's home or chat page, as on the tenant's site. */
export const frameHeader = style({ position: 'static' })
