/** The thread list: a column beside the conversation, a drawer on a phone (chat-screen.css.ts). */
import { style } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'
import { slideInDrawer, stackedList } from '../../ui/style-rules'
import { fontSize, radius, shadow, space } from '../../ui/tokens'
import { appHeaderHeight, narrow, print } from './chat-screen.css'

const linkLook = {
  padding: space.sm,
  color: vars.color.text1,
  textDecoration: 'none',
  borderRadius: radius.md,
  selectors: { '&:hover': { color: vars.color.primary } },
} as const

export const sidebar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  minHeight: 0,
  padding: space.md,
  backgroundColor: vars.color.base1,
  borderRight: `1px solid ${vars.color.base3}`,
  '@media': {
    [narrow]: { ...slideInDrawer, top: appHeaderHeight, width: 'min(320px, 88vw)' },
    [print]: { display: 'none' },
  },
})

export const sidebarTop = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' })

export const sidebarHeading = style({ margin: 0, fontSize: fontSize.md })

export const scopeGroup = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: space.xxs,
  padding: space.xxs,
  margin: 0,
  border: 'none',
  borderRadius: radius.md,
  backgroundColor: vars.color.base2,
})

export const scopeLegend = style({
  gridColumn: '1 / -1',
  padding: 0,
  fontSize: fontSize.xs,
  fontWeight: 700,
  color: vars.color.text2,
})

export const scopeOption = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 32,
  padding: `0 ${space.xs}`,
  borderRadius: radius.sm,
  fontSize: fontSize.sm,
  color: vars.color.text1,
  cursor: 'pointer',
  textAlign: 'center',
  whiteSpace: 'nowrap',
  selectors: {
    '&:has(input:checked)': { backgroundColor: vars.color.base1, fontWeight: 700, boxShadow: shadow.raised },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.primary}`, outlineOffset: '1px' },
  },
})

export const threadList = style({
  ...stackedList,
  gap: space.xxs,
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
})

export const threadItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.xs,
  borderRadius: radius.md,
  selectors: { '&[data-active="true"]': { backgroundColor: vars.color.base2 } },
})

export const threadLink = style({
  ...linkLook,
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
})

export const newThreadLink = style({
  ...linkLook,
  display: 'flex',
  alignItems: 'center',
  gap: space.xs,
  fontWeight: 700,
})

export const threadTitle = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })

/** The chat an all-chats search found the thread in. */
export const threadChat = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: fontSize.xs,
  color: vars.color.text2,
})

/** The scope's radio itself: hidden, its label is the segment (still focusable and announced). */
export const scopeRadio = style({
  position: 'absolute',
  opacity: 0,
  width: 1,
  height: 1,
  margin: 0,
  pointerEvents: 'none',
})
