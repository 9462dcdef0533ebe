/**
 * The top of a signed-in page: its column, heading and lead line. Several pages (help, payment)
 * spelled these out the same; each still picks its own width.
 */
import { style } from '@vanilla-extract/css'
import { space } from '../tokens'

/** The page's sections stacked, no wider than `maxWidth`; call it from a .css.ts file. */
export const pageColumn = (maxWidth: number) =>
  style({ display: 'flex', flexDirection: 'column', gap: space.xl, maxWidth })

// Components import these from page-heading.css: this file exports functions, which
// vanilla-extract can hand to other .css.ts files but not to a component.
export { pageHeading, pageLead } from './page-heading.css'

/** One column on a narrow screen, `columns` from `minWidth` px up: a page's main layout grid. */
export const pageLayout = (minWidth: number, columns: string) =>
  style({
    display: 'grid',
    gap: space.xl,
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media': { [`screen and (min-width: ${minWidth}px)`]: { gridTemplateColumns: columns } },
  })

/** A column of a page layout: its sections stacked; minWidth 0 lets wide tables scroll inside it. */
export const layoutColumn = style({ display: 'flex', flexDirection: 'column', gap: space.xl, minWidth: 0 })
