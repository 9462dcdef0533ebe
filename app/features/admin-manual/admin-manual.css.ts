import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'
import { fontSize, space } from '../../ui/tokens'

export const lead = style({ margin: 0, color: vars.color.main1, fontSize: fontSize.sm })

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
  gap: space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
})

/** An entry of the manual: the UI's grid tile. */
export { tile as card } from '../../ui/card/card.css'

export const cardHeading = style({ margin: 0, fontSize: fontSize.lg })

globalStyle(`${cardHeading} a`, { color: vars.color.primary })

export const sectionHeading = style({
  margin: `${space.lg} 0 0`,
  fontSize: fontSize.lg,
  color: vars.color.text2,
})

export const chapters = style({ margin: 0, paddingLeft: space.xl, fontSize: fontSize.sm })
