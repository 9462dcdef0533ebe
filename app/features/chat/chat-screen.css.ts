import { style } from '@vanilla-extract/css'
import { vars } from '../../../registry/contract.css'
import { fontSize, radius, space } from '../../ui/tokens'

const narrow = 'screen and (max-width: 900px)'

export const screen = style({
  display: 'grid',
  gridTemplateColumns: '280px minmax(0, 1fr)',
  gap: space.lg,
  alignItems: 'start',
  '@media': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
})

export const sidebar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  padding: space.md,
  borderRadius: radius.lg,
  backgroundColor: vars.color.base1,
  border: `1px solid ${vars.color.base3}`,
})

export const sidebarHeading = style({ margin: 0, fontSize: fontSize.md })

export const threadList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: space.xxs,
  maxHeight: '60vh',
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
  flex: 1,
  minWidth: 0,
  padding: `${space.sm} ${space.sm}`,
  color: vars.color.text1,
  textDecoration: 'none',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  borderRadius: radius.md,
  selectors: { '&:hover': { color: vars.color.primary } },
})

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 32,
  minHeight: 32,
  padding: space.xs,
  border: 'none',
  borderRadius: radius.sm,
  background: 'none',
  color: vars.color.text2,
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: vars.color.base2, color: vars.color.primary } },
})

export const muted = style({ margin: 0, color: vars.color.text2, fontSize: fontSize.sm })

export const main = style({ display: 'flex', flexDirection: 'column', gap: space.md, minWidth: 0 })

export const chatHeader = style({ display: 'flex', flexDirection: 'column', gap: space.xs })

export const chatTitle = style({ margin: 0, fontSize: fontSize.xl })

export const messages = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
})

export const message = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  padding: space.md,
  borderRadius: radius.lg,
  backgroundColor: vars.color.base1,
  border: `1px solid ${vars.color.base3}`,
  selectors: {
    '&[data-role="user"]': { backgroundColor: vars.color.main3, marginLeft: '10%' },
    '&[data-role="assistant"]': { marginRight: '10%' },
  },
})

export const messageAuthor = style({ fontSize: fontSize.sm, fontWeight: 700, color: vars.color.text2 })

export const userText = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })

export const messageFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.sm,
  fontSize: fontSize.sm,
  color: vars.color.text2,
})

export const notice = style({
  margin: 0,
  padding: `${space.sm} ${space.md}`,
  borderRadius: radius.md,
  borderLeft: `4px solid ${vars.color.info}`,
  backgroundColor: vars.color.base2,
  fontSize: fontSize.sm,
  whiteSpace: 'pre-wrap',
  selectors: {
    '&[data-tone="error"]': { borderLeftColor: vars.color.error, color: vars.color.error },
    '&[data-tone="warning"]': { borderLeftColor: vars.color.warning },
  },
})

export const sources = style({ margin: 0, paddingLeft: space.xl, fontSize: fontSize.sm })

export const composer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  padding: space.md,
  borderRadius: radius.lg,
  backgroundColor: vars.color.base1,
  border: `1px solid ${vars.color.base3}`,
})

export const composerActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.sm,
})

export const hints = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.xs })

export const hint = style({
  padding: `${space.xxs} ${space.sm}`,
  border: `1px solid ${vars.color.base4}`,
  borderRadius: radius.full,
  background: 'none',
  color: vars.color.text1,
  fontSize: fontSize.sm,
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.primary, color: vars.color.primary } },
})
