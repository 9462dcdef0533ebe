import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'

const base = style({ display: 'flex', flexDirection: 'column', gap: 6, fontSize: 13, lineHeight: 1.6 })

export const footer = styleVariants({
  /** On the brand's gradation (sign-in and registration pages). */
  inverse: [base, { color: vars.color.base1, textAlign: 'center' }],
  plain: [base, { color: vars.color.main1 }],
})

export const text = style({ margin: 0, whiteSpace: 'pre-line' })

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: '4px 16px',
  listStyle: 'none',
  margin: 0,
  padding: 0,
})

globalStyle(`${links} a`, { color: 'inherit', textDecoration: 'underline', textUnderlineOffset: 3 })
