import { style } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'
import { layoutColumn, pageColumn, pageLayout } from '../../ui/page/page.css'
import { headlineFigure, stackedList } from '../../ui/style-rules'
import { fontSize, radius, space } from '../../ui/tokens'

export const page = pageColumn(1200)

export const layout = pageLayout(1024, 'minmax(0, 2fr) minmax(0, 1fr)')

export const column = layoutColumn

export const section = style({ display: 'flex', flexDirection: 'column', gap: space.md })

export const sectionHeading = style({ margin: 0, fontSize: fontSize.lg, color: vars.color.text2 })

export const categoryDescription = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.main1 })

export const chatGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
})

export const chatCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  height: '100%',
  boxSizing: 'border-box',
  padding: space.lg,
  borderRadius: radius.lg,
  border: `1px solid ${vars.color.base3}`,
  backgroundColor: vars.color.base1,
})

export const chatName = style({
  margin: 0,
  fontSize: fontSize.md,
  fontWeight: 700,
  color: vars.color.primary,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
})

export const chatDescription = style({
  margin: 0,
  flexGrow: 1,
  fontSize: fontSize.sm,
  color: vars.color.main1,
})

export const chatFooter = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.sm,
  fontSize: fontSize.xs,
})

export const kindBadge = style({
  padding: `${space.xxs} ${space.sm}`,
  borderRadius: radius.full,
  backgroundColor: vars.color.base2,
  color: vars.color.main2,
})

export const smallLink = style({ color: vars.color.primary, fontSize: fontSize.sm })

export const threadList = style({
  ...stackedList,
})

export const threadItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xxs,
  padding: `${space.sm} 0`,
  borderBottom: `1px solid ${vars.color.base3}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
})

export const threadTitle = style({
  color: vars.color.text1,
  fontWeight: 700,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { textDecoration: 'underline', color: vars.color.primary } },
})

export const threadMeta = style({ fontSize: fontSize.xs, color: vars.color.main1 })

export const muted = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.main1 })

export const balanceValue = style({ ...headlineFigure, fontSize: fontSize.xxl })

export const balanceUnit = style({
  fontSize: fontSize.sm,
  fontWeight: 400,
  color: vars.color.main1,
  marginLeft: space.xs,
})

export const alert = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  padding: space.md,
  borderRadius: radius.md,
  borderLeft: `4px solid ${vars.color.warning}`,
  backgroundColor: vars.color.base2,
  color: vars.color.text1,
})

export const alertDanger = style({ borderLeftColor: vars.color.error })

export const alertTitle = style({ margin: 0, fontSize: fontSize.md, fontWeight: 700 })

export const alertText = style({ margin: 0, fontSize: fontSize.sm })
