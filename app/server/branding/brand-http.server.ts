/**
 * The brand's files over HTTP: `/api/brand/{a/<ai_type>|t/<tenant id>|p}/<file>` (logo.svg|png,
 * icon.svg, icon-{32,180,192,512}.png), `/favicon.ico` and the per-host web app manifest
 * `/manifest.webmanifest` (`?app=<ai_type>` on an application's own pages). An uploaded SVG was
 * sanitised on the way in and is served as `image/svg+xml` with `Content-Security-Policy:
 * default-src 'none'; sandbox` and `nosniff`: opened on its own, it still cannot run anything.
 */
import { getDatabase } from '#db/runtime'
import { brandName } from '../../features/branding/brand-identity.shared'
import { localeOfRequest } from '../../i18n/locale.server'
import { getRequestSession } from '../auth/session.server'
import { jsonError } from '../chat/chat-http.server'
import { readBrandPicture } from './brand-edit.server'
import { ICON_SIZES, type IconSize, iconPng, iconSourceOf, iconVersion } from './brand-icons.server'
import {
  cachedBrandRecord,
  resolveBrandIdentity,
  resolveBrandRecord,
  tenantBrandRecord,
} from './brand-identity.server'
import { type BrandRecord, brandPalette, PLATFORM_BRAND } from './brand-record.server'

export const PICTURE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'no-cache'

function notFound() {
  const response = jsonError(404, 'not_found', 'errors.http.noSuchPicture')
  response.headers.set('cache-control', 'no-store')
  return response
}

function picture(body: Uint8Array | string, contentType: string, cacheControl: string) {
  return new Response(typeof body === 'string' ? body : new Uint8Array(body), {
    status: 200,
    headers: {
      'content-type': contentType,
      'content-security-policy': PICTURE_CSP,
      'x-content-type-options': 'nosniff',
      'cache-control': cacheControl,
    },
  })
}

export type BrandFolder =
  | { kind: 'application'; key: string }
  | { kind: 'tenant'; id: string }
  | { kind: 'platform' }

/**
 * The brand of a folder. A tenant's folder answers only on that tenant's own site (its Host or its
 * members' sessions) and to the system administrator: another brand's visitors cannot fetch it.
 */
async function folderRecord(request: Request, folder: BrandFolder): Promise<BrandRecord | undefined> {
  if (folder.kind === 'platform') return PLATFORM_BRAND
  if (folder.kind === 'application') return cachedBrandRecord(folder.key)
  const [own, session] = await Promise.all([resolveBrandRecord(request), getRequestSession(request.headers)])
  if (own?.tenantId !== folder.id && !session?.user.isSystemAdminLogin) return undefined
  return tenantBrandRecord(folder.id)
}

const FILE = /^(?:(logo)\.(svg|png)|(icon)\.svg|icon-(\d+)\.png)$/

/** One file of a brand's folder; 404 for anything that is not there. */
export async function serveBrandFile(request: Request, folder: BrandFolder, file: string): Promise<Response> {
  const match = FILE.exec(file)
  const record = match ? await folderRecord(request, folder) : undefined
  if (!match || !record) return notFound()
  const version = new URL(request.url).searchParams.get('v')
  const { db } = await getDatabase()
  if (match[1]) {
    const logo = record.logo
    const extension = logo?.contentType === 'image/svg+xml' ? 'svg' : 'png'
    if (!logo || extension !== match[2]) return notFound()
    const owner =
      logo.owner === 'tenant' && record.tenantId
        ? { tenantId: record.tenantId }
        : { applicationKey: record.applicationKey ?? '' }
    const stored = await readBrandPicture(db, owner, 'logo')
    if (!stored) return notFound()
    const cache = version === stored.sha256.slice(0, 16) ? IMMUTABLE : REVALIDATE
    return picture(stored.data, stored.contentType, cache)
  }
  const source = iconSourceOf(record)
  const cache = version === iconVersion(source) ? IMMUTABLE : REVALIDATE
  const bytes = async () => {
    if (source.kind !== 'asset') return undefined
    const owner =
      source.owner === 'tenant' && record.tenantId
        ? { tenantId: record.tenantId }
        : { applicationKey: record.applicationKey ?? '' }
    return (await readBrandPicture(db, owner, source.assetKind))?.data
  }
  if (match[3]) {
    if (source.kind === 'monogram') return picture(source.svg, 'image/svg+xml', cache)
    if (source.meta.contentType !== 'image/svg+xml') return notFound()
    const data = await bytes()
    return data ? picture(data, 'image/svg+xml', cache) : notFound()
  }
  const size = Number(match[4])
  if (!(ICON_SIZES as readonly number[]).includes(size)) return notFound()
  const png = await iconPng(source, size as IconSize, bytes)
  return png ? picture(png, 'image/png', cache) : notFound()
}

/** `/favicon.ico` for browsers that ask for it by habit: the request's brand icon, 32 px PNG. */
export async function serveFavicon(request: Request): Promise<Response> {
  const resolution = await resolveBrandIdentity(request)
  if (!resolution) return notFound()
  const { record } = resolution
  const folder: BrandFolder = record.tenantId
    ? { kind: 'tenant', id: record.tenantId }
    : record.applicationKey
      ? { kind: 'application', key: record.applicationKey }
      : { kind: 'platform' }
  const response = await serveBrandFile(request, folder, 'icon-32.png')
  response.headers.set('cache-control', 'public, max-age=3600')
  response.headers.set('vary', 'Cookie')
  return response
}

/** The web app manifest of the request's brand (W3C Web Application Manifest). */
export async function serveManifest(request: Request): Promise<Response> {
  const app = new URL(request.url).searchParams.get('app') ?? undefined
  const resolution = await resolveBrandIdentity(request, app)
  if (!resolution) return notFound()
  const { record, identity } = resolution
  const locale = localeOfRequest(request)
  const palette = brandPalette(record)
  const manifest = {
    name: brandName(identity, locale),
    short_name: identity.shortName,
    lang: locale,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: palette.primary,
    background_color: palette.base1,
    icons: [
      ...(identity.icons.svg ? [{ src: identity.icons.svg, sizes: 'any', type: 'image/svg+xml' }] : []),
      { src: identity.icons.png192, sizes: '192x192', type: 'image/png' },
      { src: identity.icons.png512, sizes: '512x512', type: 'image/png' },
    ],
  }
  return new Response(JSON.stringify(manifest), {
    status: 200,
    headers: {
      'content-type': 'application/manifest+json; charset=utf-8',
      'cache-control': 'no-cache',
      vary: 'Cookie, Accept-Language',
    },
  })
}
