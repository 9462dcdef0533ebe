/**
 * Where a passage of a document came from, as the screens show it: a page, a sheet with its
 * rows, a slide, or the headings above it (the parser's section location, issue 17). Read
 * leniently: a location written by an older parser keeps whatever parts are still readable.
 */
import { z } from 'zod'

export const chunkLocationSchema = z.object({
  sheet: z.string().optional().catch(undefined),
  rows: z.tuple([z.number().int(), z.number().int()]).optional().catch(undefined),
  slide: z.number().int().optional().catch(undefined),
  headings: z.array(z.string()).optional().catch(undefined),
})

export type ChunkLocation = z.infer<typeof chunkLocationSchema>

export function readChunkLocation(value: unknown): ChunkLocation {
  const parsed = chunkLocationSchema.safeParse(value)
  if (!parsed.success) return {}
  // Parts that did not read are left out rather than kept as undefined (the value crosses JSON).
  const { sheet, rows, slide, headings } = parsed.data
  return {
    ...(sheet === undefined ? {} : { sheet }),
    ...(rows === undefined ? {} : { rows }),
    ...(slide === undefined ? {} : { slide }),
    ...(headings === undefined ? {} : { headings }),
  }
}

/** What groups passages in the viewer: one heading per page, sheet, slide or heading path. */
export type ChunkGroupKey =
  | { kind: 'page'; page: number }
  | { kind: 'sheet'; sheet: string }
  | { kind: 'slide'; slide: number }
  | { kind: 'headings'; path: string[] }
  | { kind: 'none' }

export function chunkGroupKey(chunk: { page: number | null; location: ChunkLocation }): ChunkGroupKey {
  const { location } = chunk
  if (location.slide !== undefined) return { kind: 'slide', slide: location.slide }
  if (location.sheet !== undefined) return { kind: 'sheet', sheet: location.sheet }
  if (chunk.page !== null) return { kind: 'page', page: chunk.page }
  if (location.headings && location.headings.length > 0) return { kind: 'headings', path: location.headings }
  return { kind: 'none' }
}

export function sameGroup(left: ChunkGroupKey, right: ChunkGroupKey): boolean {
  return JSON.stringify(left) === JSON.stringify(right)
}
