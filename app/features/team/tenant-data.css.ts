import { style } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'
import { fontSize, space } from '../../ui/tokens'

/** The section's two parts side by side on a desktop, one above the other on a phone. */
export const parts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 360px), 1fr))',
  gap: space.xl,
})

export const part = style({ display: 'flex', flexDirection: 'column', gap: space.md, minWidth: 0 })

export const partHeading = style({ margin: 0, fontSize: fontSize.md, color: vars.color.text2 })

export const lead = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.main1, lineHeight: 1.6 })

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: space.md, alignItems: 'center' })

export const progress = style({ width: '100%', height: 8, accentColor: vars.color.primary })

export const itemText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xxs,
  minWidth: 0,
  fontSize: fontSize.sm,
  color: vars.color.text1,
})

export const muted = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.main1 })

export const failure = style({
  margin: 0,
  fontSize: fontSize.sm,
  color: vars.color.error,
  overflowWrap: 'anywhere',
})

export const daysField = style({ maxWidth: 360 })
