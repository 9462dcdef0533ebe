/**
 * A brand's pictures: the logo and the favicon/app-icon source of an application (`ai_type`), or a
 * tenant's own logo inside its application's brand (ADR 022). Stored in the database, so every
 * instance serves the same bytes; the bytes were checked and, for SVG, sanitised on the way in
 * (app/server/branding/brand-assets.server.ts). Exactly one owner per row; a tenant's row carries
 * its tenant_id like every tenant-owned row.
 */
import { sql } from 'drizzle-orm'
import { check, customType, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'
import { applications, tenants } from './tenancy'

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
})

export const BRAND_ASSET_KINDS = ['logo', 'favicon'] as const
export const BRAND_ASSET_TYPES = ['image/svg+xml', 'image/png'] as const

export const brandAssets = pgTable(
  'brand_assets',
  {
    id: text('id').primaryKey(),
    applicationKey: text('application_key').references(() => applications.key, {
      onDelete: 'cascade',
      onUpdate: 'cascade',
    }),
    tenantId: text('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: BRAND_ASSET_KINDS }).notNull(),
    contentType: text('content_type', { enum: BRAND_ASSET_TYPES }).notNull(),
    data: bytea('data').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Hex SHA-256 of `data`: the version in the asset's URL, so browsers may cache it for good. */
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check('brand_assets_one_owner', sql`(${table.applicationKey} is null) <> (${table.tenantId} is null)`),
    check('brand_assets_kind_known', sql`${table.kind} in ('logo', 'favicon')`),
    check('brand_assets_type_known', sql`${table.contentType} in ('image/svg+xml', 'image/png')`),
    uniqueIndex('brand_assets_application_kind_idx')
      .on(table.applicationKey, table.kind)
      .where(sql`${table.applicationKey} is not null`),
    uniqueIndex('brand_assets_tenant_kind_idx')
      .on(table.tenantId, table.kind)
      .where(sql`${table.tenantId} is not null`),
  ],
)
