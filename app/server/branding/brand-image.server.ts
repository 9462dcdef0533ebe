/**
 * What an uploaded brand picture is, judged by its bytes and never by its name: a PNG (its
 * signature and IHDR size, then decoded for real) or an SVG (sanitised), within 512 KB and
 * 4096 px; a favicon must be square and at least 32 px. A PNG is decoded whole (pngjs), an SVG
 * drawn once, so a plausible header on broken bytes is refused. Pictures are rasterised with resvg
 * (@resvg/resvg-js, prebuilt binaries from the npm registry; ADR 022).
 */
import { createHash } from 'node:crypto'
import { Resvg } from '@resvg/resvg-js'
import { PNG } from 'pngjs'
import { BrandAssetError, type BrandAssetField, MAX_BRAND_ASSET_BYTES } from './brand-asset-errors.server'
import { sanitiseSvg } from './svg-sanitiser.server'

export type BrandImageType = 'image/png' | 'image/svg+xml'

export interface CheckedBrandImage {
  contentType: BrandImageType
  data: Buffer
  width: number
  height: number
  sha256: string
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const MAX_SIDE = 4096
const MIN_FAVICON_SIDE = 32

/** Checks an upload; throws BrandAssetError naming the problem, so nothing is stored. */
export function checkBrandImage(bytes: Uint8Array, field: BrandAssetField): CheckedBrandImage {
  const refuse = (problem: ConstructorParameters<typeof BrandAssetError>[1]): never => {
    throw new BrandAssetError(field, problem)
  }
  if (bytes.byteLength === 0) refuse({ code: 'empty' })
  if (bytes.byteLength > MAX_BRAND_ASSET_BYTES) refuse({ code: 'too_large', bytes: bytes.byteLength })
  const input = Buffer.from(bytes)
  let image: Omit<CheckedBrandImage, 'sha256'>
  if (input.subarray(0, 8).equals(PNG_SIGNATURE)) {
    image = { contentType: 'image/png', data: input, ...pngSize(input, refuse) }
  } else if (looksLikeSvg(input)) {
    const svg = sanitiseSvg(input.toString('utf8').replace(/^\uFEFF/, ''), field)
    image = { contentType: 'image/svg+xml', data: Buffer.from(svg.svg, 'utf8'), ...svg }
  } else {
    return refuse({ code: 'not_an_image' })
  }
  if (image.width > MAX_SIDE || image.height > MAX_SIDE) {
    refuse({ code: 'too_many_pixels', width: Math.round(image.width), height: Math.round(image.height) })
  }
  if (field === 'favicon') {
    const size = { width: Math.round(image.width), height: Math.round(image.height) }
    if (Math.abs(image.width - image.height) > 0.5) refuse({ code: 'favicon_not_square', ...size })
    if (image.contentType === 'image/png' && image.width < MIN_FAVICON_SIDE) {
      refuse({ code: 'favicon_too_small', ...size })
    }
  }
  // Decoding proves the bytes are a picture, not just a plausible header.
  try {
    if (image.contentType === 'image/png') PNG.sync.read(image.data)
    else rasterise(image, 48)
  } catch {
    refuse({ code: 'unreadable' })
  }
  return { ...image, sha256: createHash('sha256').update(image.data).digest('hex') }
}

function pngSize(data: Buffer, refuse: (problem: { code: 'unreadable' }) => never) {
  // The first chunk of a PNG is IHDR: length 13, then width and height as 32-bit big-endian.
  if (data.length < 33 || data.toString('latin1', 12, 16) !== 'IHDR') return refuse({ code: 'unreadable' })
  const width = data.readUInt32BE(16)
  const height = data.readUInt32BE(20)
  if (width === 0 || height === 0) return refuse({ code: 'unreadable' })
  return { width, height }
}

/** Text (no NUL byte) with an `<svg` tag near the start: the sanitiser judges the rest. */
function looksLikeSvg(data: Buffer): boolean {
  if (data.subarray(0, 4096).includes(0)) return false
  return /<svg[\s>/]/i.test(data.subarray(0, 4096).toString('utf8'))
}

export interface RasterSource {
  contentType: BrandImageType
  data: Buffer | Uint8Array
  width: number
  height: number
}

/**
 * A square PNG of `size` px with the picture centred in it (a wide logo is letterboxed on
 * `background`, transparent by default). PNGs are scaled by drawing them into an SVG.
 */
export function rasterise(source: RasterSource, size: number, background?: string): Buffer {
  const scale = Math.min(size / source.width, size / source.height)
  const width = source.width * scale
  const height = source.height * scale
  const x = (size - width) / 2
  const y = (size - height) / 2
  const href =
    source.contentType === 'image/png'
      ? `data:image/png;base64,${Buffer.from(source.data).toString('base64')}`
      : `data:image/svg+xml;base64,${Buffer.from(source.data).toString('base64')}`
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${
    background ? `<rect width="${size}" height="${size}" fill="${background}"/>` : ''
  }<image x="${x}" y="${y}" width="${width}" height="${height}" preserveAspectRatio="xMidYMid meet" href="${href}"/></svg>`
  const rendered = new Resvg(svg, { font: { loadSystemFonts: true }, imageRendering: 0 }).render()
  return Buffer.from(rendered.asPng())
}

/** A generated SVG (the monogram icon) as a PNG of `size` px. */
export function rasteriseSvgText(svg: string, size: number): Buffer {
  return Buffer.from(
    new Resvg(svg, { fitTo: { mode: 'width', value: size }, font: { loadSystemFonts: true } })
      .render()
      .asPng(),
  )
}
