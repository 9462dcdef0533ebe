import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'
import { pageColumn, pageLayout } from '../../ui/page/page.css'
import { visuallyHiddenRule } from '../../ui/style-rules'
import { fontSize, radius, space } from '../../ui/tokens'
import { tableScrollRule } from '../chat/markdown/chat-markdown.css'

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

/**
 * An article's prerendered body (help-article-body.tsx): the chat's Markdown styles (`markdown`)
 * plus what the build-time renderer marks by attribute, as it cannot know hashed class names.
 */
export const articleBody = style({})
globalStyle(`${articleBody} [data-table-scroll]`, tableScrollRule)
globalStyle(`${articleBody} [data-visually-hidden]`, visuallyHiddenRule)
// The markup comes in blocks between code blocks: their first and last elements sit flush.
globalStyle(`${articleBody} > :first-child > :first-child`, { marginTop: 0 })
globalStyle(`${articleBody} > :last-child > :last-child`, { marginBottom: 0 })
// A code block nested in a list stays plain markup: it scrolls rather than widen the page.
globalStyle(`${articleBody} pre`, { overflowX: 'auto' })
