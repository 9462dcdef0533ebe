import { style } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'
import { tile } from '../../ui/card/card.css'
import { pageColumn, pageLayout } from '../../ui/page/page.css'
import { fontSize, radius, space } from '../../ui/tokens'

export const page = pageColumn(1200)

export const layout = pageLayout(1024, 'minmax(0, 1fr) minmax(0, 1fr)')

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

export const packCard = tile

export const packName = style({ margin: 0, fontSize: fontSize.md, fontWeight: 700, color: vars.color.text2 })

export const packTokens = style({
  margin: 0,
  // One size smaller than a heading: "5,000,000 トークン" fits a quarter of 1280 px on one line.
  fontSize: fontSize.md,
  color: vars.color.primary,
  fontWeight: 700,
  // "1,000,000 トークン" is one figure: never broken before its unit.
  whiteSpace: 'nowrap',
})

export const packPrice = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.main2 })

/** The buy buttons sit on one line across the cards, whatever the text above them. */
export const packBuy = style({ marginTop: 'auto', alignSelf: 'flex-start' })

export const notice = style({
  margin: 0,
  padding: space.md,
  borderRadius: radius.md,
  borderLeft: `4px solid ${vars.color.info}`,
  background: vars.color.base2,
  color: vars.color.text1,
})
