import { style } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'
import { layoutColumn, pageColumn, pageLayout } from '../../ui/page/page.css'
import { hiddenFromSight, stackedList } from '../../ui/style-rules'
import { fontSize, space } from '../../ui/tokens'

export const page = pageColumn(1200)

export const muted = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.main1 })

export const layout = pageLayout(1024, 'minmax(0, 2fr) minmax(0, 1fr)')

export const column = layoutColumn

export const tableWrap = style({ overflowX: 'auto' })

/** Below this width the member table becomes one card per member (label above each value). */
const stacked = 'screen and (max-width: 640px)'

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: fontSize.sm,
  color: vars.color.text1,
  '@media': { [stacked]: { display: 'block' } },
})

export const stackedHead = style({
  '@media': {
    [stacked]: hiddenFromSight,
  },
})

export const stackedBody = style({ '@media': { [stacked]: { display: 'block' } } })

export const stackedRow = style({
  '@media': {
    [stacked]: {
      display: 'grid',
      gap: space.xs,
      padding: `${space.sm} 0`,
      borderBottom: `1px solid ${vars.color.base4}`,
    },
  },
})

export const headCell = style({
  textAlign: 'left',
  padding: `${space.sm} ${space.md}`,
  borderBottom: `2px solid ${vars.color.base4}`,
  color: vars.color.text2,
  whiteSpace: 'nowrap',
})

export const cell = style({
  padding: `${space.sm} ${space.md}`,
  borderBottom: `1px solid ${vars.color.base4}`,
  verticalAlign: 'middle',
  '@media': {
    [stacked]: {
      display: 'grid',
      gridTemplateColumns: '6.5em minmax(0, 1fr)',
      alignItems: 'center',
      gap: space.sm,
      padding: `${space.xxs} 0`,
      border: 'none',
      overflowWrap: 'anywhere',
      selectors: {
        '&::before': { content: 'attr(data-label)', color: vars.color.main1, fontSize: fontSize.xs },
      },
    },
  },
})

/** The action buttons never break inside ("チームを変更" stays one line). */
export const actionsCell = style({
  whiteSpace: 'nowrap',
  width: '1%',
  '@media': { [stacked]: { width: 'auto', whiteSpace: 'normal' } },
})

export const nameCell = style({ display: 'flex', flexDirection: 'column', gap: space.xxs })

export const roleSelect = style({ minWidth: 140 })

// One row of buttons beside the member on a desktop; they wrap only in the phone's card layout.
export const actions = style({
  display: 'flex',
  flexWrap: 'nowrap',
  gap: space.sm,
  alignItems: 'center',
  '@media': { [stacked]: { flexWrap: 'wrap' } },
})

export const list = style({
  ...stackedList,
})

export const listItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.sm,
  padding: `${space.sm} 0`,
  borderBottom: `1px solid ${vars.color.base4}`,
})

export const itemText = style({ display: 'flex', flexDirection: 'column', gap: space.xxs, minWidth: 0 })

export const inlineForm = style({ display: 'flex', flexWrap: 'wrap', gap: space.md, alignItems: 'flex-end' })

export const checkboxes = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  margin: `${space.md} 0`,
})

export const acceptPage = style({
  minHeight: '100vh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: space.lg,
  boxSizing: 'border-box',
  background: vars.color.base2,
})

export const acceptPanel = style({
  width: '100%',
  maxWidth: 440,
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
})

/** The monthly cap dialog: the explanation, the switch and the amount, one under another. */
export const quotaForm = style({ display: 'flex', flexDirection: 'column', gap: space.md })

/** A cap that has been reached reads as a warning, not as one more number. */
export const quotaSummary = style({
  selectors: { '&[data-over="true"]': { color: vars.color.error, fontWeight: 700 } },
})
