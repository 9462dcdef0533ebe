import { style } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'
import { fontSize, space } from '../tokens'

export const root = style({ display: 'flex', flexDirection: 'column', gap: space.lg })

export const list = style({
  display: 'flex',
  gap: space.xs,
  borderBottom: `1px solid ${vars.color.base3}`,
  overflowX: 'auto',
})

export const trigger = style({
  padding: `${space.sm} ${space.lg}`,
  border: 'none',
  borderBottom: '3px solid transparent',
  marginBottom: -1,
  background: 'none',
  color: vars.color.main2,
  fontFamily: 'inherit',
  fontSize: fontSize.md,
  fontWeight: 700,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { color: vars.color.primary },
    '&[data-state="active"]': { color: vars.color.primary, borderBottomColor: vars.color.primary },
    '&:disabled': { color: vars.color.base4, cursor: 'not-allowed' },
  },
})

export const panel = style({ outline: 'none' })
