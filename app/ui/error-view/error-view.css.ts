import { style } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'
import { fontSize, space } from '../tokens'

export const page = style({
  minHeight: '70vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.md,
  padding: space.xl,
  textAlign: 'center',
})

export const band = style({
  width: 96,
  height: 6,
  borderRadius: 3,
  backgroundImage: `linear-gradient(90deg, ${vars.color.gradation1}, ${vars.color.gradation2})`,
})

export const status = style({
  margin: 0,
  fontSize: 72,
  fontWeight: 900,
  lineHeight: 1,
  color: vars.color.primary,
})

export const title = style({ margin: 0, fontSize: fontSize.xl, color: vars.color.text2 })

export const detail = style({ margin: 0, maxWidth: 640, color: vars.color.main2, wordBreak: 'break-all' })

export const actions = style({
  display: 'flex',
  gap: space.sm,
  marginTop: space.md,
  flexWrap: 'wrap',
  justifyContent: 'center',
})

/** The title in the reader's language, over the spec's English title (404 in Japanese). */
export const localTitle = style({ display: 'block' })

export const specTitle = style({ display: 'block', fontSize: '0.6em', fontWeight: 400 })
