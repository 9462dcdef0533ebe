import { style } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: 24,
  background: `linear-gradient(135deg, ${vars.color.gradation1}, ${vars.color.gradation2})`,
})

export const panel = style({
  width: '100%',
  maxWidth: 420,
  display: 'flex',
  flexDirection: 'column',
  gap: 16,
})

export const brand = style({
  color: vars.color.base1,
  fontSize: 22,
  fontWeight: 700,
  textAlign: 'center',
  margin: 0,
})

/** The box a message above the form sits in; the alert adds its colour and bar. */
const callout = { margin: 0, padding: '10px 12px', borderRadius: 6, background: vars.color.base2 } as const

export const alert = style({
  ...callout,
  color: vars.color.error,
  borderLeft: `4px solid ${vars.color.error}`,
})

export const notice = style({ ...callout, color: vars.color.text1 })

export const links = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  fontSize: 14,
})

export const toolbar = style({ display: 'flex', justifyContent: 'flex-end' })
