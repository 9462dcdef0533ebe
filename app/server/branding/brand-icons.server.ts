/**
 * A brand's pictures as URLs and bytes. The icon source is, in order, the tenant's logo, the
 * application's uploaded favicon, its logo, else a monogram drawn from the name's first letter on
 * the theme's gradation. Every URL carries a version (`?v=`) derived from what it shows, so a
 * browser may keep it for good and a change shows at once. PNG sizes are rasterised on first
 * use and kept in a small in-memory cache keyed by that version.
 */
import { createHash } from 'node:crypto'
import type { BrandIdentity } from '../../features/branding/brand-identity.shared'
import { rasterise, rasteriseSvgText } from './brand-image.server'
import { type BrandAssetMeta, type BrandRecord, brandPalette } from './brand-record.server'

export const ICON_SIZES = [32, 180, 192, 512] as const
export type IconSize = (typeof ICON_SIZES)[number]

export type IconSource =
  | { kind: 'asset'; owner: 'application' | 'tenant'; assetKind: 'logo' | 'favicon'; meta: BrandAssetMeta }
  | { kind: 'monogram'; svg: string }

export function iconSourceOf(record: BrandRecord): IconSource {
  if (record.logo?.owner === 'tenant') {
    return { kind: 'asset', owner: 'tenant', assetKind: 'logo', meta: record.logo }
  }
  if (record.favicon)
    return { kind: 'asset', owner: 'application', assetKind: 'favicon', meta: record.favicon }
  if (record.logo) return { kind: 'asset', owner: 'application', assetKind: 'logo', meta: record.logo }
  return { kind: 'monogram', svg: monogramSvg(record) }
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

/** The first letter of the English name (Latin letters render with the fewest fonts), upper case. */
export function monogramLetter(record: Pick<BrandRecord, 'names'>): string {
  const letter = [...record.names.en.trim()][0] ?? [...record.names.ja.trim()][0] ?? '?'
  return letter.toUpperCase()
}

export function monogramSvg(record: BrandRecord): string {
  const palette = brandPalette(record)
  const letter = monogramLetter(record).replace(
    /[&<>"']/g,
    (character) => XML_ESCAPES[character] ?? character,
  )
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">',
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="${palette.gradation1}"/><stop offset="1" stop-color="${palette.gradation2}"/>`,
    '</linearGradient></defs>',
    '<rect width="512" height="512" rx="112" fill="url(#g)"/>',
    `<text x="256" y="256" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif" font-weight="700" font-size="300" fill="${palette.base1}">${letter}</text>`,
    '</svg>',
  ].join('')
}

const shortHash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16)

export function iconVersion(source: IconSource): string {
  return source.kind === 'asset' ? source.meta.sha256.slice(0, 16) : shortHash(source.svg)
}

/** Where this brand's files live: the tenant's, the application's or the platform's folder. */
export function brandBase(record: Pick<BrandRecord, 'tenantId' | 'applicationKey'>): string {
  if (record.tenantId) return `/api/brand/t/${encodeURIComponent(record.tenantId)}`
  if (record.applicationKey) return `/api/brand/a/${encodeURIComponent(record.applicationKey)}`
  return '/api/brand/p'
}

const extension = (meta: BrandAssetMeta) => (meta.contentType === 'image/svg+xml' ? 'svg' : 'png')

/** The URLs a page links to; `aiType` when the brand came from the path (/login/{ai_type}). */
export function brandUrls(record: BrandRecord, aiType?: string) {
  const source = iconSourceOf(record)
  const version = iconVersion(source)
  const base = brandBase(record)
  const logoBase =
    record.logo?.owner === 'tenant'
      ? base
      : brandBase({ tenantId: null, applicationKey: record.applicationKey })
  const svgIcon = source.kind === 'monogram' || source.meta.contentType === 'image/svg+xml'
  const icon = (size: IconSize) => `${base}/icon-${size}.png?v=${version}`
  return {
    logo: record.logo
      ? {
          url: `${logoBase}/logo.${extension(record.logo)}?v=${record.logo.sha256.slice(0, 16)}`,
          width: record.logo.width,
          height: record.logo.height,
        }
      : null,
    icons: {
      svg: svgIcon ? `${base}/icon.svg?v=${version}` : null,
      png32: icon(32),
      png180: icon(180),
      png192: icon(192),
      png512: icon(512),
    },
    manifestUrl: aiType ? `/manifest.webmanifest?app=${encodeURIComponent(aiType)}` : '/manifest.webmanifest',
  }
}

/** What the browser gets: this brand alone, nothing server-only (sender name, keys, ids). */
export function clientIdentity(record: BrandRecord, aiType?: string): BrandIdentity {
  return {
    platform: record.platform,
    names: record.names,
    shortName: record.shortName,
    ...brandUrls(record, aiType),
    themeColor: brandPalette(record).primary,
    supportEmail: record.supportEmail,
    footer: record.footer,
    termsUrl: record.termsUrl,
    privacyUrl: record.privacyUrl,
  }
}

const rendered = new Map<string, Buffer>()
const MAX_RENDERED = 400

/** The icon as a PNG of `size` px (cached by version and size). `bytes` loads the asset's bytes. */
export async function iconPng(
  source: IconSource,
  size: IconSize,
  bytes: () => Promise<Uint8Array | undefined>,
): Promise<Buffer | undefined> {
  const key = `${iconVersion(source)}:${size}`
  const cached = rendered.get(key)
  if (cached) return cached
  let png: Buffer
  if (source.kind === 'monogram') {
    png = rasteriseSvgText(source.svg, size)
  } else {
    const data = await bytes()
    if (!data) return undefined
    // A tall or wide logo sits centred on white, as launchers expect an opaque square.
    png = rasterise({ ...source.meta, data }, size, source.assetKind === 'logo' ? '#FFFFFF' : undefined)
  }
  if (rendered.size >= MAX_RENDERED) rendered.clear()
  rendered.set(key, png)
  return png
}
