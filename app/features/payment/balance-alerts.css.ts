import { globalStyle, style } from '@vanilla-extract/css'

export const thresholdField = style({})

// A number of credits: the box wide enough for 1,000,000,000 with room, its hint the card's width.
globalStyle(`${thresholdField} input`, { maxWidth: '20rem' })
