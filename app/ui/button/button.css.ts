import { keyframes, style, styleVariants } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'
import { fontSize, radius, space } from '../tokens'

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.sm,
  border: '1px solid transparent',
  borderRadius: radius.md,
  fontFamily: 'inherit',
  fontWeight: 700,
  lineHeight: 1.2,
  cursor: 'pointer',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transition: 'background-color 120ms, border-color 120ms, color 120ms',
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed' },
    '&:disabled': { opacity: 0.5 },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
})

export const variant = styleVariants({
  primary: {
    backgroundColor: vars.color.primary,
    color: vars.color.base1,
    selectors: {
      '&:hover:not(:disabled), &:active:not(:disabled)': { backgroundColor: vars.color.primaryActive },
    },
  },
  secondary: {
    backgroundColor: vars.color.base1,
    color: vars.color.primary,
    borderColor: vars.color.primary,
    selectors: { '&:hover:not(:disabled), &:active:not(:disabled)': { backgroundColor: vars.color.base2 } },
  },
  ghost: {
    backgroundColor: 'transparent',
    color: vars.color.primary,
    selectors: { '&:hover:not(:disabled), &:active:not(:disabled)': { backgroundColor: vars.color.base2 } },
  },
  danger: {
    backgroundColor: vars.color.error,
    color: vars.color.base1,
    selectors: { '&:hover:not(:disabled), &:active:not(:disabled)': { filter: 'brightness(0.9)' } },
  },
})

export const size = styleVariants({
  small: { minHeight: 32, padding: `${space.xs} ${space.md}`, fontSize: fontSize.sm },
  medium: { minHeight: 40, padding: `${space.sm} ${space.lg}`, fontSize: fontSize.md },
  large: { minHeight: 48, padding: `${space.md} ${space.xl}`, fontSize: fontSize.md },
})

export const fullWidth = style({ width: '100%' })

const spin = keyframes({ to: { transform: 'rotate(360deg)' } })

export const spinner = style({
  width: '1em',
  height: '1em',
  borderRadius: radius.full,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 700ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2s' } },
})
