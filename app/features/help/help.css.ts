import { style } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'
import { pageColumn, pageLayout } from '../../ui/page/page.css'
import { fontSize, radius, space } from '../../ui/tokens'

export const page = pageColumn(1100)

export const layout = pageLayout(900, '220px minmax(0, 1fr)')

export const toc = style({
  alignSelf: 'start',
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  '@media': { 'screen and (min-width: 900px)': { position: 'sticky', top: space.lg } },
})

export const tocHeading = style({ margin: 0, fontSize: fontSize.md, color: vars.color.text2 })

export const tocList = style({
  margin: 0,
  paddingInlineStart: space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
})

export const articles = style({ display: 'flex', flexDirection: 'column', gap: space.xl, minWidth: 0 })

export const article = style({
  padding: space.xl,
  borderRadius: radius.lg,
  background: vars.color.base1,
  border: `1px solid ${vars.color.base3}`,
  scrollMarginTop: space.lg,
})

export const articleTitle = style({
  margin: `0 0 ${space.md}`,
  fontSize: fontSize.lg,
  color: vars.color.text2,
})

export const muted = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.main1 })
