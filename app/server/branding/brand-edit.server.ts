/**
 * Changing a brand: an application's identity (names, short name, support address, sender name,
 * footer, legal links, logo, favicon) and a tenant's own name and logo inside its application's
 * brand. Everything is checked first (texts with zod, pictures by their bytes), then written in
 * one transaction with its audit row and a bump of the `brands` cache version, so a refused
 * upload stores nothing and every instance shows a change within about a second. The console's
 * API and `opsai apps brand` both come here.
 */
import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '#db/client'
import { applications, brandAssets, tenants } from '#db/schema'
import { recordAudit } from '../audit.server'
import { NotFoundError } from '../errors.server'
import { BRANDS_CACHE, bumpCacheVersion } from '../tenancy/cache-version.server'
import { displayNameSchema, emailSchema, validateInput } from '../tenancy/fields.server'
import type { BrandAssetField } from './brand-asset-errors.server'
import { type CheckedBrandImage, checkBrandImage } from './brand-image.server'

const oneLine = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'errors.fields.empty')
    .max(max, 'errors.fields.atMostChars')
    .refine((value) => !/[\r\n]/.test(value), { message: 'errors.fields.oneLineShort' })

const footerSchema = z.string().trim().min(1, 'errors.fields.empty').max(500, 'errors.fields.atMostChars')

export const httpUrlSchema = z
  .string()
  .trim()
  .max(2000, 'errors.fields.atMostChars')
  .refine(
    (value) => {
      try {
        const url = new URL(value)
        return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password
      } catch {
        return false
      }
    },
    { message: 'errors.fields.httpUrl' },
  )

/** A sender name goes into a `From:` header: one line, no angle brackets or quotes. */
const senderNameSchema = oneLine(80).refine((value) => !/[<>"\\]/.test(value), {
  message: 'errors.fields.senderNameCharacters',
})

/** An identity change; `null` clears an optional value (the name falls back to the Japanese one). */
export const applicationBrandPatchSchema = z
  .object({
    nameJa: displayNameSchema.optional(),
    nameEn: displayNameSchema.nullable().optional(),
    shortName: oneLine(30).nullable().optional(),
    supportEmail: emailSchema.nullable().optional(),
    senderName: senderNameSchema.nullable().optional(),
    footerJa: footerSchema.nullable().optional(),
    footerEn: footerSchema.nullable().optional(),
    termsUrl: httpUrlSchema.nullable().optional(),
    privacyUrl: httpUrlSchema.nullable().optional(),
  })
  .strict()
export type ApplicationBrandPatch = z.input<typeof applicationBrandPatchSchema>

export const tenantBrandPatchSchema = z
  .object({ brandName: displayNameSchema.nullable().optional() })
  .strict()
export type TenantBrandPatch = z.input<typeof tenantBrandPatchSchema>

/** Pictures to store (bytes) or remove (null); absent ones stay as they are. */
export interface BrandPictures {
  logo?: Uint8Array | null
  favicon?: Uint8Array | null
}

type Checked = Partial<Record<BrandAssetField, CheckedBrandImage | null>>

/** Checks every picture before anything is written: the first bad one throws BrandAssetError. */
export function checkBrandPictures(pictures: BrandPictures): Checked {
  const checked: Checked = {}
  for (const field of ['logo', 'favicon'] as const) {
    const value = pictures[field]
    if (value === undefined) continue
    checked[field] = value === null ? null : checkBrandImage(value, field)
  }
  return checked
}

type Owner = { applicationKey: string } | { tenantId: string }

async function writePicture(tx: Db, owner: Owner, kind: BrandAssetField, image: CheckedBrandImage | null) {
  const ownerMatch =
    'applicationKey' in owner
      ? eq(brandAssets.applicationKey, owner.applicationKey)
      : eq(brandAssets.tenantId, owner.tenantId)
  await tx.delete(brandAssets).where(and(ownerMatch, eq(brandAssets.kind, kind)))
  if (!image) return
  await tx.insert(brandAssets).values({
    id: randomUUID(),
    ...('applicationKey' in owner ? { applicationKey: owner.applicationKey } : { tenantId: owner.tenantId }),
    kind,
    contentType: image.contentType,
    data: image.data,
    width: Math.round(image.width),
    height: Math.round(image.height),
    sha256: image.sha256,
  })
}

const describePicture = (image: CheckedBrandImage | null | undefined) =>
  image === undefined
    ? undefined
    : image === null
      ? 'removed'
      : { type: image.contentType, bytes: image.data.byteLength, sha256: image.sha256 }

export async function updateApplicationBrand(
  db: Db,
  key: string,
  patch: ApplicationBrandPatch,
  pictures: BrandPictures,
  actor: string,
): Promise<void> {
  const parsed = validateInput(applicationBrandPatchSchema, patch)
  const checked = checkBrandPictures(pictures)
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ key: applications.key })
      .from(applications)
      .where(eq(applications.key, key))
    if (!row) throw new NotFoundError('errors.tenancy.unknownApplication', { key })
    const columns = {
      ...(parsed.nameJa !== undefined && { name: parsed.nameJa }),
      ...(parsed.nameEn !== undefined && { nameEn: parsed.nameEn }),
      ...(parsed.shortName !== undefined && { shortName: parsed.shortName }),
      ...(parsed.supportEmail !== undefined && { supportEmail: parsed.supportEmail }),
      ...(parsed.senderName !== undefined && { mailSenderName: parsed.senderName }),
      ...(parsed.footerJa !== undefined && { footerJa: parsed.footerJa }),
      ...(parsed.footerEn !== undefined && { footerEn: parsed.footerEn }),
      ...(parsed.termsUrl !== undefined && { termsUrl: parsed.termsUrl }),
      ...(parsed.privacyUrl !== undefined && { privacyUrl: parsed.privacyUrl }),
    }
    if (Object.keys(columns).length > 0) {
      await tx
        .update(applications)
        .set({ ...columns, updatedAt: sql`now()` })
        .where(eq(applications.key, key))
    }
    for (const field of ['logo', 'favicon'] as const) {
      const image = checked[field]
      if (image !== undefined) await writePicture(tx, { applicationKey: key }, field, image)
    }
    await bumpCacheVersion(tx, BRANDS_CACHE)
    await recordAudit(tx, {
      actor,
      action: 'application.brand',
      target: key,
      details: { ...parsed, logo: describePicture(checked.logo), favicon: describePicture(checked.favicon) },
    })
  })
}

export async function updateTenantBrand(
  db: Db,
  tenantId: string,
  patch: TenantBrandPatch,
  logo: Uint8Array | null | undefined,
  actor: string,
): Promise<void> {
  const parsed = validateInput(tenantBrandPatchSchema, patch)
  const checked = logo === undefined ? undefined : logo === null ? null : checkBrandImage(logo, 'logo')
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId))
    if (!row) throw new NotFoundError('errors.tenancy.unknownTenant', { tenant: tenantId })
    if (parsed.brandName !== undefined) {
      await tx
        .update(tenants)
        .set({ brandName: parsed.brandName, updatedAt: sql`now()` })
        .where(eq(tenants.id, tenantId))
    }
    if (checked !== undefined) await writePicture(tx, { tenantId }, 'logo', checked)
    await bumpCacheVersion(tx, BRANDS_CACHE)
    await recordAudit(tx, {
      actor,
      action: 'tenant.brand',
      tenantId,
      target: tenantId,
      details: { ...parsed, logo: describePicture(checked) },
    })
  })
}

/** The stored bytes of one picture, for serving. */
export async function readBrandPicture(db: Db, owner: Owner, kind: BrandAssetField) {
  const ownerMatch =
    'applicationKey' in owner
      ? eq(brandAssets.applicationKey, owner.applicationKey)
      : eq(brandAssets.tenantId, owner.tenantId)
  const [row] = await db
    .select({ data: brandAssets.data, contentType: brandAssets.contentType, sha256: brandAssets.sha256 })
    .from(brandAssets)
    .where(and(ownerMatch, eq(brandAssets.kind, kind)))
  return row
}

/** An application's identity as stored, with its pictures' type, size and hash (for the CLI and console). */
export async function readApplicationBrand(db: Db, key: string) {
  const [application] = await db.select().from(applications).where(eq(applications.key, key))
  if (!application) throw new NotFoundError('errors.tenancy.unknownApplication', { key })
  const pictures = await db
    .select({
      kind: brandAssets.kind,
      contentType: brandAssets.contentType,
      width: brandAssets.width,
      height: brandAssets.height,
      bytes: sql<number>`octet_length(${brandAssets.data})::int`,
      sha256: brandAssets.sha256,
    })
    .from(brandAssets)
    .where(eq(brandAssets.applicationKey, key))
  const picture = (kind: BrandAssetField) => {
    const row = pictures.find((candidate) => candidate.kind === kind)
    return row
      ? {
          contentType: row.contentType,
          width: row.width,
          height: row.height,
          bytes: Number(row.bytes),
          sha256: row.sha256,
        }
      : null
  }
  return {
    key: application.key,
    themeKey: application.themeKey,
    nameJa: application.name,
    nameEn: application.nameEn,
    shortName: application.shortName,
    supportEmail: application.supportEmail,
    senderName: application.mailSenderName,
    footerJa: application.footerJa,
    footerEn: application.footerEn,
    termsUrl: application.termsUrl,
    privacyUrl: application.privacyUrl,
    logo: picture('logo'),
    favicon: picture('favicon'),
  }
}
export type ApplicationBrand = Awaited<ReturnType<typeof readApplicationBrand>>
