import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'
import { centredRow } from '../style-rules'
import { fontSize, radius, shadow, space, zIndex } from '../tokens'

export const viewport = style({
  position: 'fixed',
  bottom: 0,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: zIndex.snackbar,
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  width: 'min(560px, 100vw)',
  margin: 0,
  padding: space.lg,
  listStyle: 'none',
  outline: 'none',
  pointerEvents: 'none',
})

export const root = style({
  pointerEvents: 'auto',
  ...centredRow(space.md),
  padding: `${space.md} ${space.lg}`,
  borderRadius: radius.md,
  borderLeft: '6px solid transparent',
  backgroundColor: vars.color.main3,
  color: vars.color.base1,
  boxShadow: shadow.overlay,
  fontSize: fontSize.sm,
  // The swipe is ours (vertical, either way); the browser must not scroll instead.
  touchAction: 'none',
  userSelect: 'none',
  transition: 'transform 150ms ease-out, opacity 150ms ease-out',
  selectors: { '&[data-swiping="true"]': { transition: 'none' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
})

export const tone = styleVariants({
  info: { borderLeftColor: vars.color.info },
  success: { borderLeftColor: vars.color.success },
  warning: { borderLeftColor: vars.color.warning },
  error: { borderLeftColor: vars.color.error },
})

export const message = style({ flex: 1, margin: 0, wordBreak: 'break-word' })

export const action = style({
  background: 'none',
  border: 'none',
  color: vars.color.base1,
  fontWeight: 700,
  fontFamily: 'inherit',
  fontSize: fontSize.sm,
  textDecoration: 'underline',
  cursor: 'pointer',
  padding: space.xs,
})

export const close = style({
  display: 'inline-flex',
  background: 'none',
  border: 'none',
  color: vars.color.base1,
  cursor: 'pointer',
  padding: space.xs,
  borderRadius: radius.sm,
})
