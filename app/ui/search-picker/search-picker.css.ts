import { style } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'
import { fontSize, radius, shadow, space, zIndex } from '../tokens'

export const root = style({ position: 'relative', width: '100%' })

/** Room on the right for the toggle button drawn over the input. */
export const input = style({ paddingRight: space.xxl, textOverflow: 'ellipsis' })

export const toggle = style({
  position: 'absolute',
  top: 0,
  right: 0,
  bottom: 0,
  display: 'inline-flex',
  alignItems: 'center',
  padding: `0 ${space.sm}`,
  border: 'none',
  background: 'none',
  color: vars.color.main1,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
})

export const popup = style({
  position: 'absolute',
  top: `calc(100% + ${space.xs})`,
  left: 0,
  right: 0,
  // Above the dialog's own content, which is itself above the page.
  zIndex: zIndex.overlay + 1,
  backgroundColor: vars.color.base1,
  color: vars.color.text1,
  border: `1px solid ${vars.color.base3}`,
  borderRadius: radius.md,
  boxShadow: shadow.overlay,
  overflow: 'hidden',
})

export const listbox = style({
  maxHeight: 280,
  margin: 0,
  padding: space.xs,
  overflowY: 'auto',
  listStyle: 'none',
  selectors: { '&:empty': { display: 'none' } },
})

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  padding: `${space.sm} ${space.md} ${space.sm} ${space.sm}`,
  borderRadius: radius.sm,
  cursor: 'pointer',
  userSelect: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&[aria-selected="true"]': { backgroundColor: vars.color.primary, color: vars.color.base1 },
  },
})

export const check = style({ display: 'inline-flex', flex: 'none', width: '1.25em' })

export const status = style({
  margin: 0,
  padding: `${space.sm} ${space.md}`,
  fontSize: fontSize.sm,
  color: vars.color.main2,
  borderTop: `1px solid ${vars.color.base3}`,
  selectors: { '&:first-child': { borderTop: 'none' } },
})

export const statusError = style({ color: vars.color.error, fontWeight: 700 })
