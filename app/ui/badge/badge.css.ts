import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'
import { fontSize, radius, space } from '../tokens'

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  padding: `${space.xxs} ${space.sm}`,
  borderRadius: radius.full,
  border: '1px solid currentColor',
  background: vars.color.base1,
  fontSize: fontSize.xs,
  fontWeight: 700,
  lineHeight: 1.5,
  // A badge is one word: never broken one character per line in a narrow column.
  whiteSpace: 'nowrap',
  flexShrink: 0,
})

/**
 * Text stays in the dark text colours (legible on white in every theme); the tone is carried by
 * the border and the dot, so a theme whose "warning" is red does not turn a pending state into
 * an error. Only `error` writes its text in the error colour.
 */
export const tone = styleVariants({
  neutral: [base, { color: vars.color.main1, borderColor: vars.color.main3 }],
  info: [base, { color: vars.color.text2, borderColor: vars.color.info }],
  success: [base, { color: vars.color.text2, borderColor: vars.color.success }],
  warning: [base, { color: vars.color.text2, borderColor: vars.color.warning }],
  error: [base, { color: vars.color.error, borderColor: vars.color.error }],
})

export const dot = styleVariants({
  neutral: { width: 6, height: 6, borderRadius: radius.full, background: vars.color.main2 },
  info: { width: 6, height: 6, borderRadius: radius.full, background: vars.color.info },
  success: { width: 6, height: 6, borderRadius: radius.full, background: vars.color.success },
  warning: { width: 6, height: 6, borderRadius: radius.full, background: vars.color.warning },
  error: { width: 6, height: 6, borderRadius: radius.full, background: vars.color.error },
})
