import { style } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'
import { tile } from '../../ui/card/card.css'
import { pageColumn, pageLayout } from '../../ui/page/page.css'
import { fontSize, radius, space } from '../../ui/tokens'

export const page = pageColumn(1200)

export const layout = pageLayout(1024, 'minmax(0, 1fr) minmax(0, 1fr)')

export const facts = style({
  display: 'grid',
  // A long label wraps rather than squeeze the values to a word a line on a phone.
  gridTemplateColumns: 'fit-content(50%) 1fr',
  gap: `${space.xs} ${space.lg}`,
  margin: 0,
})

export const factLabel = style({ color: vars.color.main1, fontSize: fontSize.sm })

/** "50,000 クレジット" breaks at its space, never inside the unit. */
export const factValue = style({ margin: 0, color: vars.color.text1, fontWeight: 600, wordBreak: 'keep-all' })

export const planName = style({
  margin: 0,
  fontSize: fontSize.lg,
  color: vars.color.primary,
  fontWeight: 700,
})

export const stack = style({ display: 'flex', flexDirection: 'column', gap: space.md })

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: space.md })

export const muted = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.main1 })

export const balance = style({
  margin: 0,
  fontSize: fontSize.xxl,
  fontWeight: 700,
  color: vars.color.text2,
  wordBreak: 'keep-all',
})

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
  // One size smaller than a heading: "5,000,000 クレジット" fits a quarter of 1280 px on one line.
  fontSize: fontSize.md,
  color: vars.color.primary,
  fontWeight: 700,
  // "1,000,000 クレジット" is one figure: never broken before its unit.
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

/** A notice that needs the owner's attention (a change that did not go through). */
export const warningNotice = style([
  notice,
  {
    borderLeftColor: vars.color.warning,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: space.md,
  },
])

export const noticeText = style({ margin: 0, flex: '1 1 20rem', overflowWrap: 'anywhere' })

export const planGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(230px, 1fr))',
})

export const planTile = tile

/** The plan the tenant is on stands out by its border, not by a colour of its own. */
export const planTileCurrent = style([tile, { borderColor: vars.color.primary, borderWidth: 2 }])

export const planTileName = style({
  margin: 0,
  fontSize: fontSize.md,
  fontWeight: 700,
  color: vars.color.text2,
})

export const planTileCredits = style({
  margin: 0,
  fontSize: fontSize.md,
  fontWeight: 700,
  color: vars.color.primary,
  whiteSpace: 'nowrap',
})

/** What choosing the plan does, above its button; the buttons line up at the bottom. */
export const planAction = style({
  marginTop: 'auto',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: space.sm,
  paddingTop: space.sm,
})

/** The change in progress inside the current plan's card. */
export const pendingBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  padding: space.md,
  borderRadius: radius.md,
  border: `1px solid ${vars.color.info}`,
  background: vars.color.base2,
})

export const pendingHeading = style({
  margin: 0,
  fontSize: fontSize.md,
  fontWeight: 700,
  color: vars.color.text2,
})

export const pendingLine = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.sm,
})

/** The withdraw button keeps its own width in the column. */
export const pendingAction = style({ alignSelf: 'flex-start' })
