import { style } from '@vanilla-extract/css'
import { vars } from '../../../registry/contract.css'
import { fontSize, space } from '../../ui/tokens'

/** The layout of the console's catalogue pages (/admin/users, /admin/plans, /admin/applications). */
export const page = style({ display: 'flex', flexDirection: 'column', gap: space.xl, maxWidth: 1400 })

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.md,
  alignItems: 'flex-end',
  justifyContent: 'space-between',
})

export const heading = style({ margin: 0, fontSize: fontSize.xl, color: vars.color.text2 })

export const lead = style({ margin: 0, color: vars.color.main1 })

export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: space.lg, alignItems: 'flex-end' })

export const filterField = style({ minWidth: 180 })

/** The tenant filter: wide enough for "name (slug)". */
export const tenantFilter = style({ minWidth: 240, flex: '0 1 320px' })

export const cellStack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xxs,
  fontSize: fontSize.sm,
})

export const muted = style({ color: vars.color.main1, fontSize: fontSize.xs })

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs })

export const badge = style({
  display: 'inline-block',
  padding: `0 ${space.sm}`,
  borderRadius: 999,
  fontSize: fontSize.xs,
  border: `1px solid ${vars.color.main1}`,
  color: vars.color.text2,
  whiteSpace: 'nowrap',
})

export const dangerBadge = style([badge, { borderColor: vars.color.error, color: vars.color.error }])

export const actions = style({ display: 'flex', gap: space.sm, flexWrap: 'wrap' })

export const dialogBody = style({ display: 'flex', flexDirection: 'column', gap: space.md })

export const formGrid = style({
  display: 'grid',
  gap: space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
})

export const errorText = style({ margin: 0, color: vars.color.error, fontSize: fontSize.sm })

export const secret = style({
  fontFamily: 'monospace',
  fontSize: fontSize.md,
  padding: space.sm,
  border: `1px dashed ${vars.color.main1}`,
  userSelect: 'all',
  wordBreak: 'break-all',
})
