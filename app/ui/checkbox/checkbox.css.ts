import { style } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'
import { radius } from '../tokens'

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 20,
  height: 20,
  marginTop: 3,
  padding: 0,
  flexShrink: 0,
  border: `2px solid ${vars.color.main1}`,
  borderRadius: radius.sm,
  backgroundColor: vars.color.base1,
  color: vars.color.base1,
  cursor: 'pointer',
  selectors: {
    '&[data-state="checked"], &[data-state="indeterminate"]': {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.error },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
})

export const indicator = style({ display: 'inline-flex' })
