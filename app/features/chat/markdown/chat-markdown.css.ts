import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { fontSize, monoFontStack, radius, space } from '#app/ui/tokens'
import { vars } from '#registry/contract.css'

export const markdown = style({
  color: vars.color.text1,
  lineHeight: 1.75,
  overflowWrap: 'anywhere',
})

// Spacing and lists for the elements Markdown produces inside a message.
globalStyle(`${markdown} > :first-child`, { marginTop: 0 })
globalStyle(`${markdown} > :last-child`, { marginBottom: 0 })
globalStyle(`${markdown} :is(p, ul, ol, blockquote, table)`, { margin: `${space.sm} 0` })
globalStyle(`${markdown} :is(ul, ol)`, { paddingLeft: space.xl })
globalStyle(`${markdown} :is(h1, h2, h3, h4, h5, h6)`, {
  margin: `${space.lg} 0 ${space.sm}`,
  fontSize: fontSize.md,
  fontWeight: 700,
})
globalStyle(`${markdown} h1`, { fontSize: fontSize.lg })
globalStyle(`${markdown} blockquote`, {
  paddingLeft: space.md,
  borderLeft: `3px solid ${vars.color.base4}`,
  color: vars.color.main1,
})
globalStyle(`${markdown} a`, { color: vars.color.primary, textDecoration: 'underline' })
globalStyle(`${markdown} :not(pre) > code`, {
  padding: `0 ${space.xs}`,
  borderRadius: radius.sm,
  backgroundColor: vars.color.base2,
  fontFamily: monoFontStack,
  fontSize: '0.9em',
})
// A table keeps readable columns (no word broken a letter per line) and scrolls sideways in
// its own box when wider than the message (tableScroll), instead of squeezing or overflowing.
globalStyle(`${markdown} table`, { borderCollapse: 'collapse', overflowWrap: 'normal', margin: 0 })
globalStyle(`${markdown} th, ${markdown} td`, {
  minWidth: '5em',
  maxWidth: '28em',
  padding: `${space.xs} ${space.sm}`,
  border: `1px solid ${vars.color.base3}`,
  textAlign: 'left',
  verticalAlign: 'top',
})
globalStyle(`${markdown} th`, { backgroundColor: vars.color.base2, whiteSpace: 'nowrap' })
globalStyle(`${markdown} tbody tr:nth-child(even) td`, { backgroundColor: vars.color.base2 })

// overflow-y hidden, not the default: a wheel turned over a wide table or code block must
// still count as scrolling the conversation (use-stick-to-bottom looks for the nearest element
// whose overflow is plain "auto" to decide that the reader scrolled up).
// Also the prerendered help's `[data-table-scroll]` (help.css.ts).
export const tableScrollRule = {
  overflowX: 'auto',
  overflowY: 'hidden',
  margin: `${space.sm} 0`,
  maxWidth: '100%',
} as const
export const tableScroll = style(tableScrollRule)

export const codeBlock = style({
  margin: `${space.sm} 0`,
  borderRadius: radius.md,
  border: `1px solid ${vars.color.base3}`,
  overflow: 'hidden',
})

export const codeHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.sm,
  padding: `${space.xxs} ${space.xs} ${space.xxs} ${space.md}`,
  backgroundColor: vars.color.base2,
  color: vars.color.main1,
  fontSize: fontSize.xs,
})

export const codeBody = style({
  margin: 0,
  padding: space.md,
  overflowX: 'auto',
  overflowY: 'hidden',
  backgroundColor: vars.color.base1,
  fontFamily: monoFontStack,
  fontSize: fontSize.sm,
  lineHeight: 1.6,
})

export const copyButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  minHeight: 28,
  padding: `0 ${space.sm}`,
  border: 0,
  borderRadius: radius.sm,
  background: 'transparent',
  color: vars.color.primary,
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: vars.color.base3 } },
})

export const copyState = styleVariants({
  idle: {},
  // Success green on base-2 would miss WCAG AA: the check icon carries the meaning.
  copied: { color: vars.color.text1 },
  failed: { color: vars.color.error },
})

/** The message as plain text while the Markdown renderer loads: same lines, no markup. */
export const plainText = style([markdown, { whiteSpace: 'pre-wrap' }])
