import { style } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'
import { fontSize, space } from '../../ui/tokens'

export const form = style({ display: 'flex', flexDirection: 'column', gap: space.md, minWidth: 0 })

export const address = style({
  margin: 0,
  fontSize: fontSize.sm,
  color: vars.color.main1,
  overflowWrap: 'anywhere',
})

/** The two limits side by side on a desktop, one above the other on a phone. */
export const limits = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))',
  gap: space.md,
})

/** The refusal page's sentences break between words (the error view breaks anywhere, for long paths). */
export const refusalText = style({ wordBreak: 'normal', overflowWrap: 'anywhere' })
