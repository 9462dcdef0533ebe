import { style } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'

export const userButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  borderRadius: '50%',
  border: 'none',
  background: 'transparent',
  color: vars.color.base1,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.base1}`, outlineOffset: 2 } },
})

export const userHeader = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  padding: '8px 12px',
  fontSize: 14,
  color: vars.color.text1,
})

export const brandName = style({
  color: vars.color.base1,
  fontWeight: 700,
  fontSize: 18,
  minWidth: 0,
  textDecoration: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.base1}`, outlineOffset: 4, borderRadius: 4 },
  },
})

export const navList = style({ display: 'flex', flexDirection: 'column', gap: 2 })
