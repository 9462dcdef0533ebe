/**
 * A brand as the server knows it: an application's identity with, when the request belongs to a
 * tenant of that application, the tenant's own name and logo laid over it (ADR 022). Read from
 * the database; the pictures' bytes stay behind (only their size, type and hash come along).
 */
import { and, eq, inArray, isNull, or } from 'drizzle-orm'
import type { Db } from '#db/client'
import { applications, brandAssets, tenants } from '#db/schema'
import { DEFAULT_THEME, getTheme, isThemeKey, type ThemeKey } from '#registry/catalog'

export interface BrandAssetMeta {
  contentType: 'image/png' | 'image/svg+xml'
  width: number
  height: number
  sha256: string
}

export interface BrandRecord {
  /** The operator's own brand: no application behind the request. */
  platform: boolean
  applicationKey: string | null
  tenantId: string | null
  themeKey: ThemeKey
  names: { ja: string; en: string }
  shortName: string
  supportEmail: string | null
  mailSenderName: string
  footer: { ja: string | null; en: string | null }
  termsUrl: string | null
  privacyUrl: string | null
  /** The tenant's logo when it has one, else the application's. */
  logo: (BrandAssetMeta & { owner: 'application' | 'tenant' }) | null
  /** The application's uploaded favicon/app-icon source. */
  favicon: BrandAssetMeta | null
}

/** The platform's name where no brand applies (the operator's own console and bare hosts). */
export const PLATFORM_NAME = 'opsai'

export const PLATFORM_BRAND: BrandRecord = {
  platform: true,
  applicationKey: null,
  tenantId: null,
  themeKey: DEFAULT_THEME,
  names: { ja: PLATFORM_NAME, en: PLATFORM_NAME },
  shortName: PLATFORM_NAME,
  supportEmail: null,
  mailSenderName: PLATFORM_NAME,
  footer: { ja: null, en: null },
  termsUrl: null,
  privacyUrl: null,
  logo: null,
  favicon: null,
}

const assetColumns = {
  applicationKey: brandAssets.applicationKey,
  tenantId: brandAssets.tenantId,
  kind: brandAssets.kind,
  contentType: brandAssets.contentType,
  width: brandAssets.width,
  height: brandAssets.height,
  sha256: brandAssets.sha256,
}

const IDENTIFIER = /^[A-Za-z0-9_-]{1,100}$/

/** An application key or tenant id from a URL may hold anything (a NUL the database refuses). */
export const isIdentifier = (value: string) => IDENTIFIER.test(value)

/**
 * The brand of an application, with `tenantId`'s overrides when that tenant belongs to it.
 * Undefined for an unknown application.
 */
export async function loadBrandRecord(
  db: Db,
  applicationKey: string,
  tenantId?: string | null,
): Promise<BrandRecord | undefined> {
  if (!isIdentifier(applicationKey) || (tenantId && !isIdentifier(tenantId))) return undefined
  const [application] = await db.select().from(applications).where(eq(applications.key, applicationKey))
  if (!application) return undefined
  const [tenant] = tenantId
    ? await db
        .select({ id: tenants.id, brandName: tenants.brandName, themeKey: tenants.themeKey })
        .from(tenants)
        .where(and(eq(tenants.id, tenantId), eq(tenants.applicationKey, applicationKey)))
    : []
  const assets = await db
    .select(assetColumns)
    .from(brandAssets)
    .where(
      or(
        and(eq(brandAssets.applicationKey, applicationKey), isNull(brandAssets.tenantId)),
        tenant ? and(eq(brandAssets.tenantId, tenant.id), inArray(brandAssets.kind, ['logo'])) : undefined,
      ),
    )
  const meta = (row: (typeof assets)[number]): BrandAssetMeta => ({
    contentType: row.contentType,
    width: row.width,
    height: row.height,
    sha256: row.sha256,
  })
  const tenantLogo = assets.find((row) => row.tenantId && row.kind === 'logo')
  const applicationLogo = assets.find((row) => row.applicationKey && row.kind === 'logo')
  const favicon = assets.find((row) => row.applicationKey && row.kind === 'favicon')
  const themeKey = [tenant?.themeKey, application.themeKey].find(isThemeKey) ?? DEFAULT_THEME
  const ja = tenant?.brandName ?? application.name
  const en = tenant?.brandName ?? application.nameEn ?? application.name
  return {
    platform: false,
    applicationKey,
    tenantId: tenant?.id ?? null,
    themeKey,
    names: { ja, en },
    shortName: tenant?.brandName ?? application.shortName ?? en,
    supportEmail: application.supportEmail,
    mailSenderName: application.mailSenderName ?? ja,
    footer: { ja: application.footerJa, en: application.footerEn },
    termsUrl: application.termsUrl,
    privacyUrl: application.privacyUrl,
    logo: tenantLogo
      ? { ...meta(tenantLogo), owner: 'tenant' }
      : applicationLogo
        ? { ...meta(applicationLogo), owner: 'application' }
        : null,
    favicon: favicon ? meta(favicon) : null,
  }
}

/** Colours of the brand's theme, for generated icons, the manifest and e-mails. */
export function brandPalette(record: Pick<BrandRecord, 'themeKey'>) {
  return getTheme(record.themeKey).palette
}
