import { style } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'
import { controlBox } from '../style-rules'
import { fontSize, radius, space } from '../tokens'

export const field = style({ display: 'flex', flexDirection: 'column', gap: space.xs, minWidth: 0 })

export const inline = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: space.sm,
  alignItems: 'start',
})

export const inlineText = style({ display: 'flex', flexDirection: 'column', gap: space.xxs })

export const label = style({ fontSize: fontSize.sm, fontWeight: 700, color: vars.color.text2 })

export const requiredMark = style({ marginLeft: space.xs, color: vars.color.error, fontWeight: 400 })

export const description = style({ margin: 0, fontSize: fontSize.xs, color: vars.color.main1 })

export const error = style({ margin: 0, fontSize: fontSize.xs, color: vars.color.error, fontWeight: 700 })

/** Shared look of text inputs, textareas and select triggers. */
export const control = style({
  width: '100%',
  minHeight: 40,
  ...controlBox,
  borderRadius: radius.md,
  fontFamily: 'inherit',
  fontSize: fontSize.md,
  lineHeight: 1.5,
  selectors: {
    '&::placeholder': { color: vars.color.main1 },
    '&:hover:not(:disabled)': { borderColor: vars.color.main1 },
    '&:focus-visible': {
      outline: `2px solid ${vars.color.primary}`,
      outlineOffset: '1px',
      borderColor: vars.color.primary,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.error },
    '&:disabled': { backgroundColor: vars.color.base2, color: vars.color.main1, cursor: 'not-allowed' },
  },
})
