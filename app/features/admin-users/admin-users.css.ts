import { style } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'
import { fontSize, space } from '../../ui/tokens'

/** What /admin/users and the record forms (plans, applications) have of their own; the list frame's are in admin-list.css. */
export const filterField = style({ minWidth: 180 })

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

export const dialogBody = style({ display: 'flex', flexDirection: 'column', gap: space.md })

export const formGrid = style({
  display: 'grid',
  gap: space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
})

export const secret = style({
  fontFamily: 'monospace',
  fontSize: fontSize.md,
  padding: space.sm,
  border: `1px dashed ${vars.color.main1}`,
  userSelect: 'all',
  wordBreak: 'break-all',
})
