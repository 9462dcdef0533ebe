import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../../registry/contract.css'
import { fontSize, radius, space } from '../../ui/tokens'

export const page = style({ display: 'flex', flexDirection: 'column', gap: space.xl, maxWidth: 1200 })

export const heading = style({ margin: 0, fontSize: fontSize.xl, color: vars.color.text2 })

export const lead = style({ margin: 0, color: vars.color.main1 })

export const layout = style({
  display: 'grid',
  gap: space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 1024px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
})

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${space.xs} ${space.lg}`,
  margin: 0,
})

export const factLabel = style({ color: vars.color.main1, fontSize: fontSize.sm })

export const factValue = style({ margin: 0, color: vars.color.text1, fontWeight: 600 })

export const planName = style({
  margin: 0,
  fontSize: fontSize.lg,
  color: vars.color.primary,
  fontWeight: 700,
})

export const stack = style({ display: 'flex', flexDirection: 'column', gap: space.md })

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: space.md })

export const muted = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.main1 })

export const balance = style({ margin: 0, fontSize: fontSize.xxl, fontWeight: 700, color: vars.color.text2 })

export const packGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
})

export const packCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  padding: space.lg,
  borderRadius: radius.lg,
  border: `1px solid ${vars.color.base3}`,
  background: vars.color.base1,
})

export const packName = style({ margin: 0, fontSize: fontSize.md, fontWeight: 700, color: vars.color.text2 })

export const packTokens = style({
  margin: 0,
  fontSize: fontSize.lg,
  color: vars.color.primary,
  fontWeight: 700,
})

export const notice = style({
  margin: 0,
  padding: space.md,
  borderRadius: radius.md,
  borderLeft: `4px solid ${vars.color.info}`,
  background: vars.color.base2,
  color: vars.color.text1,
})

export const errorText = style({ margin: 0, color: vars.color.error, fontSize: fontSize.sm })

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

// Text colours stay dark enough on white in every theme; the border carries the status colour.
export const badge = styleVariants({
  pending: [badgeBase, { color: vars.color.main2, borderColor: vars.color.warning }],
  paid: [badgeBase, { color: vars.color.text2, borderColor: vars.color.success }],
  confirmed: [badgeBase, { color: vars.color.text2, borderColor: vars.color.success }],
  failed: [badgeBase, { color: vars.color.error }],
  canceled: [badgeBase, { color: vars.color.main1 }],
})
