import { style } from '@vanilla-extract/css'
import { space } from '../tokens'

export const form = style({ display: 'flex', flexWrap: 'wrap', gap: space.md, alignItems: 'flex-end' })
// The field takes the row; on a phone the button wraps under it.
export const field = style({ flex: '1 1 240px', minWidth: 0 })
