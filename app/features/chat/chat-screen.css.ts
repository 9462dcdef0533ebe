import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'
import { controlBox, stackedList } from '../../ui/style-rules'
import { fontSize, radius, shadow, space, zIndex } from '../../ui/tokens'

/** Phones and small tablets: the thread list becomes a drawer (issue 14: "≤ 768 px"). */
export const narrow = 'screen and (max-width: 768px)'
export const print = 'print'
/** The readable measure of a conversation, as in the chat products people know. */
const conversationWidth = 880
/** The app header's height (app/ui/app-shell): the drawer opens below it. */
export const appHeaderHeight = 56

/** Fills the shell's main area; only the conversation and the thread list scroll. */
export const screen = style({
  flex: 1,
  minHeight: 0,
  display: 'grid',
  gridTemplateColumns: '280px minmax(0, 1fr)',
  '@media': {
    [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' },
    [print]: { display: 'block' },
  },
})

/** Behind the open drawer on a phone: a click on it closes the drawer. */
export const backdrop = style({
  display: 'none',
  '@media': {
    [narrow]: {
      display: 'block',
      position: 'fixed',
      inset: `${appHeaderHeight}px 0 0 0`,
      zIndex: zIndex.overlay - 1,
      border: 'none',
      padding: 0,
      backgroundColor: 'rgba(0, 0, 0, 0.4)',
    },
    [print]: { display: 'none' },
  },
})

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.xs,
  minWidth: 32,
  minHeight: 32,
  padding: space.xs,
  border: 'none',
  borderRadius: radius.sm,
  background: 'none',
  color: vars.color.text2,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.base2, color: vars.color.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: '1px' },
  },
})

export const muted = style({ margin: 0, color: vars.color.text2, fontSize: fontSize.sm })

/** The conversation column: compact header, the scrolling conversation, the pinned composer. */
export const main = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  minHeight: 0,
  '@media': { [print]: { display: 'block' } },
})

export const chatHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  minHeight: 56,
  padding: `${space.xs} ${space.md}`,
  backgroundColor: vars.color.base1,
  borderBottom: `1px solid ${vars.color.base3}`,
  '@media': { [print]: { display: 'none' } },
})

/** Only on a phone: the button that opens the thread drawer. */
export const drawerToggle = style([
  iconButton,
  { display: 'none', '@media': { [narrow]: { display: 'inline-flex' } } },
])

/** Only on a phone, where the thread list (and its "new thread") is in the closed drawer. */
export const narrowOnlyButton = style([
  iconButton,
  { display: 'none', '@media': { [narrow]: { display: 'inline-flex' } } },
])

export const kindIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 36,
  height: 36,
  borderRadius: radius.md,
  backgroundColor: vars.color.base2,
  color: vars.color.primary,
  selectors: {
    // Ops chats are worked step by step: their badge stands out from the general chat's.
    '&[data-kind="opschat"]': { backgroundColor: vars.color.primary, color: vars.color.base1 },
  },
})

export const chatHeading = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' })

export const chatTitleRow = style({ display: 'flex', alignItems: 'baseline', gap: space.sm, minWidth: 0 })

export const chatTitle = style({
  margin: 0,
  fontSize: fontSize.md,
  lineHeight: 1.4,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})

export const kindBadge = style({
  flexShrink: 0,
  padding: `0 ${space.sm}`,
  borderRadius: radius.full,
  border: `1px solid ${vars.color.base4}`,
  fontSize: fontSize.xs,
  color: vars.color.text2,
  whiteSpace: 'nowrap',
  '@media': { [narrow]: { display: 'none' } },
})

/** Two lines at most: enough for a catalogue description on a phone, the rest on hover. */
export const chatDescription = style({
  margin: 0,
  fontSize: fontSize.xs,
  lineHeight: 1.4,
  color: vars.color.text2,
  overflow: 'hidden',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
})

export const headerActions = style({ display: 'flex', alignItems: 'center', gap: space.xxs, flexShrink: 0 })

/** The part that scrolls: the conversation, with "jump to latest" over its bottom edge. */
export const scrollRegion = style({
  position: 'relative',
  flex: 1,
  minHeight: 0,
  overflow: 'hidden',
  '@media': { [print]: { overflow: 'visible' } },
})

export const scroller = style({
  overflowY: 'auto',
  '@media': { [print]: { overflow: 'visible', height: 'auto !important' } },
})

/** The conversation and, stuck to the bottom, the composer (conversation-scroller.tsx). */
export const scrollContent = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100%',
  maxWidth: conversationWidth,
  margin: '0 auto',
  padding: `${space.lg} ${space.md} 0`,
  '@media': { [print]: { padding: 0, maxWidth: 'none' } },
})

export const conversation = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
  paddingBottom: space.md,
})

export const jumpToLatest = style({
  position: 'absolute',
  bottom: `calc(100% + ${space.sm})`,
  left: '50%',
  transform: 'translateX(-50%)',
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  padding: `${space.xs} ${space.md}`,
  border: `1px solid ${vars.color.base4}`,
  borderRadius: radius.full,
  backgroundColor: vars.color.base1,
  color: vars.color.text1,
  boxShadow: shadow.overlay,
  font: 'inherit',
  fontSize: fontSize.sm,
  // Centred from the middle, it may only take half the region's width: on a phone the label
  // wrapped, leaving its last character alone on a second line.
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: '2px' },
  },
  '@media': { [print]: { display: 'none' } },
})

/** What prints above the conversation instead of the screen's header. */
export const printHeading = style({
  display: 'none',
  '@media': { [print]: { display: 'block', marginBottom: space.lg } },
})

export const messages = style({
  ...stackedList,
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
    // base-3 under text-1 is ≥ 9:1 in every theme (brands change only primary and gradations).
    '&[data-role="user"]': {
      alignSelf: 'flex-end',
      maxWidth: '85%',
      backgroundColor: vars.color.base3,
      color: vars.color.text1,
      borderColor: vars.color.base3,
    },
    '&[data-role="assistant"]': { marginRight: '5%' },
  },
  '@media': {
    [narrow]: { selectors: { '&[data-role="assistant"]': { marginRight: 0 } } },
    [print]: { breakInside: 'avoid-page', borderColor: vars.color.base4 },
  },
})

export const messageHead = style({ display: 'flex', alignItems: 'baseline', gap: space.sm, flexWrap: 'wrap' })

export const messageAuthor = style({ fontSize: fontSize.sm, fontWeight: 700, color: vars.color.text2 })

export const messageTime = style({ fontSize: fontSize.xs, color: vars.color.text2 })

export const userText = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })

export const messageFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.sm,
  fontSize: fontSize.sm,
  color: vars.color.text2,
  '@media': { [print]: { display: 'none' } },
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

/** An empty thread: what the chat is for, and questions to start with. */
export const emptyState = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: space.md,
  paddingTop: space.xl,
})

export const emptyTitle = style({ margin: 0, fontSize: fontSize.md })

export const starters = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: space.sm,
  width: '100%',
})

export const starter = style({
  width: '100%',
  height: '100%',
  ...controlBox,
  borderRadius: radius.lg,
  font: 'inherit',
  fontSize: fontSize.sm,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.primary, color: vars.color.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: '2px' },
  },
})

/** Under the conversation, never scrolled away: stuck to the bottom of the scrolling region. */
export const composerDock = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 1,
  paddingBottom: space.md,
  backgroundColor: vars.color.base2,
  '@media': { [print]: { display: 'none' } },
})

export const composer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  padding: space.sm,
  borderRadius: radius.lg,
  backgroundColor: vars.color.base1,
  border: `1px solid ${vars.color.base3}`,
})

export const composerField = style({})

// The box grows with its text (Chromium, Safari 18+ with field-sizing), capped so the
// conversation keeps most of the screen; elsewhere it keeps its rows and scrolls.
globalStyle(`${composerField} textarea`, {
  fieldSizing: 'content',
  maxHeight: '30vh',
  resize: 'none',
})

export const composerActions = style({
  display: 'flex',
  flexWrap: 'nowrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.sm,
})

export const composerStatus = style({
  flex: 1,
  display: 'flex',
  flexWrap: 'wrap',
  // A phone has room for one item a line: both lines always, so the balance arriving moves nothing.
  '@media': { [narrow]: { flexDirection: 'column' } },
  alignItems: 'center',
  columnGap: space.md,
  rowGap: space.xxs,
  minWidth: 0,
})

/** Holds its line before the balance has loaded, so the composer does not grow under the reader. */
// Japanese breaks between spaced phrases only: a narrow composer never splits "クレジット".
export const balanceLine = style([
  muted,
  { minHeight: '1.6em', display: 'inline-block', wordBreak: 'keep-all', overflowWrap: 'anywhere' },
])

export const counter = style({
  fontSize: fontSize.sm,
  color: vars.color.text2,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-over="true"]': { color: vars.color.error, fontWeight: 700 } },
})

export const startersSection = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  width: '100%',
})
