import { style } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'
import { highlightableItem } from '../style-rules'
import { radius, shadow, space, zIndex } from '../tokens'

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.sm,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: { '&[data-placeholder]': { color: vars.color.main1 } },
})

export const content = style({
  zIndex: zIndex.overlay,
  minWidth: 'var(--radix-select-trigger-width)',
  maxHeight: 'var(--radix-select-content-available-height)',
  overflow: 'hidden',
  backgroundColor: vars.color.base1,
  color: vars.color.text1,
  border: `1px solid ${vars.color.base3}`,
  borderRadius: radius.md,
  boxShadow: shadow.overlay,
})

export const viewport = style({ padding: space.xs })

export const item = style({
  ...highlightableItem,
  position: 'relative',
  padding: `${space.sm} ${space.md} ${space.sm} ${space.xxl}`,
})

export const indicator = style({ position: 'absolute', left: space.sm, display: 'inline-flex' })
