import { style } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'
import { fontSize, space } from '../../ui/tokens'

/**
 * The audit log's cells. No `word-break: break-all`: it broke operation names one character
 * per line (issue 14). Words stay whole; only a long e-mail or id may break, and anywhere.
 */
export const person = style({ display: 'flex', flexDirection: 'column', gap: space.xxs, minWidth: '10em' })

export const personDetail = style({
  color: vars.color.text2,
  fontSize: fontSize.xs,
  overflowWrap: 'anywhere',
})

export const operation = style({ display: 'inline-block', minWidth: '9em', fontWeight: 700 })

export const target = style({ display: 'inline-block', minWidth: '8em', overflowWrap: 'anywhere' })

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(12em, 1fr)',
  columnGap: space.sm,
  rowGap: space.xxs,
  margin: 0,
  fontSize: fontSize.xs,
})

export const detailLabel = style({ color: vars.color.text2, whiteSpace: 'nowrap' })

export const detailValue = style({ margin: 0, overflowWrap: 'anywhere' })
