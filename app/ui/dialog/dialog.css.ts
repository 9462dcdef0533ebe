import { keyframes, style, styleVariants } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'
import { fontSize, radius, shadow, space, zIndex } from '../tokens'

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: zIndex.overlay,
  backgroundColor: 'rgba(0, 0, 0, 0.45)',
  animation: `${fadeIn} 120ms ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
})

export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  zIndex: zIndex.overlay,
  display: 'flex',
  flexDirection: 'column',
  gap: space.lg,
  maxHeight: 'calc(100vh - 32px)',
  overflowY: 'auto',
  padding: space.xl,
  borderRadius: radius.lg,
  backgroundColor: vars.color.base1,
  color: vars.color.text1,
  boxShadow: shadow.overlay,
  outline: 'none',
  animation: `${fadeIn} 120ms ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
})

export const size = styleVariants({
  small: { width: 'min(400px, calc(100vw - 32px))' },
  medium: { width: 'min(560px, calc(100vw - 32px))' },
  large: { width: 'min(800px, calc(100vw - 32px))' },
})

export const header = style({ display: 'flex', alignItems: 'flex-start', gap: space.md })

export const title = style({ flex: 1, margin: 0, fontSize: fontSize.lg, color: vars.color.text2 })

export const description = style({ margin: 0, color: vars.color.main2, fontSize: fontSize.sm })

export const close = style({
  display: 'inline-flex',
  padding: space.xs,
  border: 'none',
  borderRadius: radius.sm,
  background: 'none',
  color: vars.color.main1,
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: vars.color.base2 } },
})

export const footer = style({ display: 'flex', justifyContent: 'flex-end', gap: space.sm, flexWrap: 'wrap' })
