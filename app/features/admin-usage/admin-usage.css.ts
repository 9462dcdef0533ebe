import { style } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'

export const wide = style({ gridColumn: '1 / -1' })

export const error = style({ margin: 0, color: vars.color.error })
