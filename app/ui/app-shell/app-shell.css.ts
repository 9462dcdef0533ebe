import { style } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'
import { slideInDrawer } from '../style-rules'
import { fontSize, radius, shadow, space, zIndex } from '../tokens'

const narrow = 'screen and (max-width: 767px)'
export const sidebarWidth = 256

export const shell = style({
  display: 'grid',
  gridTemplateColumns: `${sidebarWidth}px 1fr`,
  gridTemplateRows: 'auto 1fr',
  gridTemplateAreas: '"header header" "sidebar main"',
  minHeight: '100vh',
  backgroundColor: vars.color.base2,
  '@media': {
    [narrow]: { gridTemplateColumns: '1fr', gridTemplateAreas: '"header" "main"' },
    // Paper gets the content alone: no header, navigation or app background.
    print: { display: 'block', minHeight: 0, backgroundColor: 'transparent' },
  },
})

/** `fill`: exactly one screen high; the page's own regions scroll (the dynamic height follows a phone's toolbars). */
export const shellFill = style({
  height: '100dvh',
  minHeight: 0,
  '@media': { print: { height: 'auto' } },
})

export const skipLink = style({
  position: 'absolute',
  left: space.sm,
  top: -100,
  zIndex: zIndex.snackbar,
  padding: `${space.sm} ${space.md}`,
  borderRadius: radius.md,
  backgroundColor: vars.color.base1,
  color: vars.color.primary,
  fontWeight: 700,
  selectors: { '&:focus': { top: space.sm } },
})

/** The brand band: the theme's two gradation colours (DESIGN.md "Themes"). */
export const header = style({
  gridArea: 'header',
  position: 'sticky',
  top: 0,
  zIndex: zIndex.header,
  display: 'flex',
  alignItems: 'center',
  gap: space.md,
  minHeight: 56,
  padding: `0 ${space.lg}`,
  backgroundImage: `linear-gradient(90deg, ${vars.color.gradation1}, ${vars.color.gradation2})`,
  backgroundColor: vars.color.primary,
  color: vars.color.base1,
  boxShadow: shadow.raised,
  '@media': {
    print: { display: 'none' },
    // A phone's header holds menu, brand, language and account in 390 px (English included).
    'screen and (max-width: 480px)': { gap: space.xs, padding: `0 ${space.sm}` },
  },
})

export const menuToggle = style({
  display: 'none',
  padding: space.xs,
  border: 'none',
  borderRadius: radius.sm,
  background: 'none',
  color: 'inherit',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.base1}`, outlineOffset: '2px' } },
  '@media': { [narrow]: { display: 'inline-flex' } },
})

export const brand = style({
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  fontSize: fontSize.lg,
  fontWeight: 700,
  minWidth: 0,
})

export const headerEnd = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  flexShrink: 0,
  '@media': { 'screen and (max-width: 480px)': { gap: space.xxs } },
})

export const sidebar = style({
  gridArea: 'sidebar',
  position: 'sticky',
  top: 56,
  alignSelf: 'start',
  height: 'calc(100vh - 56px)',
  overflowY: 'auto',
  padding: `${space.lg} ${space.sm}`,
  backgroundColor: vars.color.base1,
  borderRight: `1px solid ${vars.color.base3}`,
  '@media': {
    [narrow]: { ...slideInDrawer, top: 56, width: sidebarWidth, height: 'auto' },
    print: { display: 'none' },
  },
})

export const navList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const sectionTitle = style({
  margin: `${space.lg} ${space.md} ${space.xs}`,
  fontSize: fontSize.xs,
  fontWeight: 700,
  color: vars.color.main1,
})

/** For links in the sidebar, router links included; the current page is marked by aria-current. */
export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  padding: `${space.sm} ${space.md}`,
  borderRadius: radius.md,
  color: vars.color.text1,
  textDecoration: 'none',
  fontSize: fontSize.sm,
  selectors: {
    '&:hover': { backgroundColor: vars.color.base2 },
    '&[aria-current="page"]': {
      backgroundColor: vars.color.primary,
      color: vars.color.base1,
      fontWeight: 700,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: '-2px' },
  },
})

export const main = style({
  gridArea: 'main',
  minWidth: 0,
  padding: space.xl,
  outline: 'none',
  '@media': { print: { padding: 0 } },
})

export const mainFill = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  padding: 0,
  overflow: 'hidden',
  '@media': { print: { display: 'block', overflow: 'visible' } },
})
