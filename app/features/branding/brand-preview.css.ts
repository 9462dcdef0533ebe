import { style } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'

// Flex, not grid: the shell's header names a grid area that would add tracks here.
export const preview = style({
  display: 'flex',
  flexDirection: 'column',
  borderRadius: 8,
  overflow: 'hidden',
  border: `1px solid ${vars.color.base3}`,
  background: vars.color.base2,
  minWidth: 0,
})

/** The real header band, without stickiness: it sits inside a dialog or a story. */
export const header = style({ position: 'static' })

export const signIn = style({ minHeight: 'auto', padding: '24px 16px' })

export const cardBody = style({ margin: 0, color: vars.color.main1, fontSize: 14 })
