import { style } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'
import { fontSize, radius, space } from '../../ui/tokens'

export const swatch = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: 36,
  height: 18,
  borderRadius: radius.sm,
  overflow: 'hidden',
  border: `1px solid ${vars.color.base3}`,
})

export const swatchPart = style({ flex: 1 })

export const themeOption = style({ display: 'inline-flex', alignItems: 'center', gap: space.sm })

export const themeKey = style({ color: 'inherit', opacity: 0.7, fontSize: fontSize.xs })

export const fieldset = style({
  border: `1px solid ${vars.color.base3}`,
  borderRadius: radius.md,
  padding: space.md,
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
})

export const legend = style({ padding: `0 ${space.xs}`, color: vars.color.text2, fontWeight: 600 })

export const keyState = style({ margin: 0, fontSize: fontSize.sm })

/** The list, then the system default prices: sections of one page. */
export const page = style({ display: 'flex', flexDirection: 'column', gap: space.xxl, minWidth: 0 })
