import { globalStyle, style } from '@vanilla-extract/css'
import './default-palette.css'
import { vars } from '../../registry/contract.css'
import { visuallyHiddenRule } from './style-rules'
import { fontSize, uiFontStack } from './tokens'

/**
 * A visible keyboard focus ring for every interactive component (WCAG 2.4.7). It is drawn in
 * `primary`, which every theme keeps at ≥ 4.5:1 against white, so it shows on the page background.
 */
export const focusRing = style({
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: '2px' },
  },
})

/** Text for screen readers only. */
export const visuallyHidden = style(visuallyHiddenRule)

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' })

globalStyle('body', {
  margin: 0,
  fontFamily: uiFontStack,
  fontSize: fontSize.md,
  lineHeight: 1.6,
  color: vars.color.text1,
  backgroundColor: vars.color.base1,
  WebkitFontSmoothing: 'antialiased',
})

globalStyle('a', { color: vars.color.primary })
