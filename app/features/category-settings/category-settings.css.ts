import { style } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'
import { stackedList } from '../../ui/style-rules'
import { fontSize, radius, space } from '../../ui/tokens'

export const page = style({ display: 'flex', flexDirection: 'column', gap: space.lg, maxWidth: 960 })

export const heading = style({ margin: 0, fontSize: fontSize.xl, color: vars.color.text1 })

export const muted = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.main1 })

export const list = style({
  ...stackedList,
  gap: space.md,
})

export const category = style({
  border: `1px solid ${vars.color.base3}`,
  borderRadius: radius.md,
  background: vars.color.base1,
  padding: space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
})

export const dragging = style({ opacity: 0.6, boxShadow: `0 4px 12px ${vars.color.base4}` })

export const row = style({ display: 'flex', alignItems: 'center', gap: space.sm, flexWrap: 'wrap' })

export const name = style({ fontWeight: 700, flex: '1 1 auto', color: vars.color.text1 })

export const chatName = style({ flex: '1 1 auto', color: vars.color.text1 })

export const hiddenName = style({ color: vars.color.main1, textDecoration: 'line-through' })

export const badge = style({
  fontSize: fontSize.xs,
  borderRadius: radius.sm,
  padding: `0 ${space.xs}`,
  background: vars.color.base3,
  color: vars.color.main3,
})

export const chats = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  paddingLeft: space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
})

export const chat = style({
  border: `1px solid ${vars.color.base3}`,
  borderRadius: radius.sm,
  padding: `${space.xs} ${space.sm}`,
  background: vars.color.base2,
})

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 32,
  minHeight: 32,
  border: `1px solid ${vars.color.base4}`,
  borderRadius: radius.sm,
  background: vars.color.base1,
  color: vars.color.main3,
  cursor: 'pointer',
  selectors: { '&:disabled': { opacity: 0.4, cursor: 'default' } },
})

export const handle = style([iconButton, { cursor: 'grab', touchAction: 'none' }])

export const select = style({
  minHeight: 32,
  border: `1px solid ${vars.color.base4}`,
  borderRadius: radius.sm,
  background: vars.color.base1,
  color: vars.color.text1,
  fontSize: fontSize.sm,
})

export const actions = style({ display: 'flex', gap: space.md, alignItems: 'center', flexWrap: 'wrap' })

export const error = style({ margin: 0, color: vars.color.error })
