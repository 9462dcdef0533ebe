import { style } from '@vanilla-extract/css'
import { space } from '../../ui/tokens'

/** Addresses and e-mails have no spaces: let them wrap anywhere rather than widen the table. */
export const breakable = style({ overflowWrap: 'anywhere' })

export const dialogBody = style({ display: 'flex', flexDirection: 'column', gap: space.md })

/** "フリー → スタンダード" breaks at its spaces, not inside a plan's name. */
export const keepWords = style({ wordBreak: 'keep-all' })
