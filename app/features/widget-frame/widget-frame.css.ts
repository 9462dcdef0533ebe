import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'
import { fontSize, radius, shadow, space, uiFontStack } from '../../ui/tokens'

export const LAUNCHER_PX = 56
/** Room around the launcher and the panel for their shadows, inside the frame. */
export const FRAME_MARGIN_PX = 12

export const root = style({
  position: 'fixed',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'flex-end',
  gap: space.md,
  padding: FRAME_MARGIN_PX,
  fontFamily: uiFontStack,
  color: vars.color.text1,
})

export const side = styleVariants({
  'bottom-right': { alignItems: 'flex-end' },
  'bottom-left': { alignItems: 'flex-start' },
})

// The frame is transparent around the launcher and the panel: the host page shows through.
globalStyle(`html:has(${root}), html:has(${root}) body`, {
  background: 'transparent',
  colorScheme: 'normal',
  overflow: 'hidden',
})

export const panel = style({
  flex: 1,
  minHeight: 0,
  width: '100%',
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.color.base1,
  borderRadius: radius.lg,
  boxShadow: shadow.overlay,
  overflow: 'hidden',
})

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  padding: `${space.sm} ${space.md}`,
  backgroundColor: vars.color.primary,
  color: vars.color.base1,
})

export const title = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  fontSize: fontSize.md,
  fontWeight: 700,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})

export const logo = style({
  display: 'block',
  maxHeight: 28,
  maxWidth: 96,
  padding: space.xxs,
  borderRadius: radius.sm,
  backgroundColor: '#ffffff',
})

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 36,
  border: 'none',
  borderRadius: radius.full,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover, &:focus-visible': { backgroundColor: 'rgba(255, 255, 255, 0.18)' } },
})

export const conversation = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  padding: space.md,
  backgroundColor: vars.color.base2,
})

const bubbleBase = style({
  maxWidth: '85%',
  padding: `${space.sm} ${space.md}`,
  borderRadius: radius.lg,
  fontSize: fontSize.sm,
  lineHeight: 1.6,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-wrap',
})

export const bubble = styleVariants({
  user: [bubbleBase, { alignSelf: 'flex-end', backgroundColor: vars.color.primary, color: vars.color.base1 }],
  assistant: [
    bubbleBase,
    { alignSelf: 'flex-start', backgroundColor: vars.color.base1, color: vars.color.text1 },
  ],
})

export const error = style({ color: vars.color.error, fontSize: fontSize.xs, marginTop: space.xs })

export const muted = style({ color: vars.color.text2 })

export const composer = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: space.sm,
  padding: space.sm,
  borderTop: `1px solid ${vars.color.base3}`,
  backgroundColor: vars.color.base1,
})

export const input = style({
  flex: 1,
  minHeight: 40,
  maxHeight: 120,
  resize: 'none',
  padding: space.sm,
  border: `1px solid ${vars.color.base4}`,
  borderRadius: radius.md,
  font: 'inherit',
  fontSize: fontSize.sm,
  color: vars.color.text1,
  backgroundColor: vars.color.base1,
})

export const sendButton = style({
  minHeight: 40,
  padding: `0 ${space.md}`,
  border: 'none',
  borderRadius: radius.md,
  backgroundColor: vars.color.primary,
  color: vars.color.base1,
  fontWeight: 700,
  cursor: 'pointer',
  selectors: { '&:disabled': { opacity: 0.5, cursor: 'default' } },
})

export const notice = style({
  margin: 0,
  padding: `${space.xxs} ${space.md} ${space.sm}`,
  fontSize: fontSize.xs,
  color: vars.color.text2,
  backgroundColor: vars.color.base1,
})

export const launcher = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: LAUNCHER_PX,
  height: LAUNCHER_PX,
  border: 'none',
  borderRadius: radius.full,
  backgroundColor: vars.color.primary,
  color: vars.color.base1,
  boxShadow: shadow.overlay,
  cursor: 'pointer',
  selectors: { '&:hover, &:focus-visible': { backgroundColor: vars.color.primaryActive } },
})

export const unavailable = style({
  margin: 0,
  padding: space.md,
  fontSize: fontSize.sm,
  color: vars.color.text2,
})
