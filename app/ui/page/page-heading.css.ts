/** A signed-in page's heading and lead line, the same on every page. */
import { style } from '@vanilla-extract/css'
import { vars } from '#registry/contract.css'
import { fontSize } from '../tokens'

export const pageHeading = style({ margin: 0, fontSize: fontSize.xl, color: vars.color.text2 })

export const pageLead = style({ margin: 0, color: vars.color.main1 })
