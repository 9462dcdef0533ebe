/**
 * The top of a signed-in page: its column, heading and lead line. Several pages (help, payment)
 * spelled these out the same; each still picks its own width.
 */
import { style } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'
import { fontSize, space } from '../tokens'

/** The page's sections stacked, no wider than `maxWidth`; call it from a .css.ts file. */
export const pageColumn = (maxWidth: number) =>
  style({ display: 'flex', flexDirection: 'column', gap: space.xl, maxWidth })

export const pageHeading = style({ margin: 0, fontSize: fontSize.xl, color: vars.color.text2 })

export const pageLead = style({ margin: 0, color: vars.color.main1 })
