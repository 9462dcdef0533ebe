import { randomBytes } from 'node:crypto'
import { and, asc, eq, isNotNull, ne } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '#db/client'
import { applications, domains, tenants } from '#db/schema'
import { recordAudit } from '../audit.server'
import { isUniqueViolation } from '../db-errors.server'
import { ConflictError, NotFoundError } from '../errors.server'
import { bumpCacheVersion, DOMAINS_CACHE } from './cache-version.server'
import { hostnameSchema, slugSchema, themeKeySchema, validateInput } from './fields.server'

export const mapDomainSchema = z.object({
  hostname: hostnameSchema,
  tenantSlug: slugSchema,
  /** Overrides the tenant's theme on this host; absent: the tenant's theme. */
  themeKey: themeKeySchema.optional(),
  primary: z.boolean().default(false),
})
export type MapDomainInput = z.input<typeof mapDomainSchema>

const domainColumns = {
  hostname: domains.hostname,
  tenantId: domains.tenantId,
  tenantSlug: tenants.slug,
  themeKey: domains.themeKey,
  isPrimary: domains.isPrimary,
  verificationToken: domains.verificationToken,
  verifiedAt: domains.verifiedAt,
  createdAt: domains.createdAt,
}

export async function listDomains(db: Db, options: { tenantSlug?: string } = {}) {
  const query = db.select(domainColumns).from(domains).innerJoin(tenants, eq(tenants.id, domains.tenantId))
  const filtered = options.tenantSlug ? query.where(eq(tenants.slug, options.tenantSlug)) : query
  return filtered.orderBy(asc(tenants.slug), asc(domains.hostname))
}
export type DomainMapping = Awaited<ReturnType<typeof listDomains>>[number]

/**
 * Maps a host name to a tenant (and optionally a theme), or changes an existing mapping of the
 * same tenant. A tenant's first host becomes its primary; `primary` moves the flag here. Running
 * servers pick the change up within about a second (the cache version is bumped with it).
 */
export async function mapDomain(db: Db, input: MapDomainInput, actor: string): Promise<DomainMapping> {
  const parsed = validateInput(mapDomainSchema, input)
  try {
    await db.transaction(async (tx) => {
      const [tenant] = await tx.select().from(tenants).where(eq(tenants.slug, parsed.tenantSlug))
      if (!tenant) {
        throw new NotFoundError('errors.tenancy.unknownTenant', { tenant: parsed.tenantSlug })
      }
      const [existing] = await tx.select().from(domains).where(eq(domains.hostname, parsed.hostname))
      if (existing && existing.tenantId !== tenant.id) throw hostTaken(parsed.hostname)
      const [otherPrimary] = await tx
        .select({ hostname: domains.hostname })
        .from(domains)
        .where(
          and(
            eq(domains.tenantId, tenant.id),
            eq(domains.isPrimary, true),
            ne(domains.hostname, parsed.hostname),
          ),
        )
      const isPrimary = parsed.primary || existing?.isPrimary === true || !otherPrimary
      if (parsed.primary && otherPrimary) {
        await tx.update(domains).set({ isPrimary: false }).where(eq(domains.hostname, otherPrimary.hostname))
      }
      const values = {
        tenantId: tenant.id,
        themeKey: parsed.themeKey ?? null,
        isPrimary,
        // Kept across re-mappings of the same host, so a token already published stays valid.
        verificationToken: existing?.verificationToken ?? newVerificationToken(),
      }
      await tx
        .insert(domains)
        .values({ hostname: parsed.hostname, ...values })
        .onConflictDoUpdate({ target: domains.hostname, set: values })
      await bumpCacheVersion(tx, DOMAINS_CACHE)
      await recordAudit(tx, {
        actor,
        action: 'domain.map',
        tenantId: tenant.id,
        target: parsed.hostname,
        details: {
          tenant: tenant.slug,
          themeKey: values.themeKey,
          isPrimary,
          previous: existing ? { themeKey: existing.themeKey, isPrimary: existing.isPrimary } : null,
        },
      })
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw hostTaken(parsed.hostname)
    throw error
  }
  const [mapped] = (await listDomains(db, { tenantSlug: parsed.tenantSlug })).filter(
    (domain) => domain.hostname === parsed.hostname,
  )
  if (!mapped) throw new Error(`mapping of ${parsed.hostname} vanished after commit`)
  return mapped
}

/** Unguessable and URL-safe: it is a path segment of `/.well-known/domain-verification/`. */
function newVerificationToken() {
  return randomBytes(24).toString('base64url')
}

function hostTaken(hostname: string) {
  return new ConflictError('errors.tenancy.hostTaken', { hostname })
}

/** Removes a mapping; when it was the tenant's primary host, the oldest remaining host becomes primary. */
export async function unmapDomain(db: Db, hostname: string, actor: string): Promise<DomainMapping> {
  const host = validateInput(hostnameSchema, hostname)
  return db.transaction(async (tx) => {
    const [mapping] = await listDomainRows(tx, host)
    if (!mapping) throw notMapped(host)
    await tx.delete(domains).where(eq(domains.hostname, host))
    if (mapping.isPrimary) {
      const [next] = await tx
        .select({ hostname: domains.hostname })
        .from(domains)
        .where(eq(domains.tenantId, mapping.tenantId))
        .orderBy(asc(domains.createdAt), asc(domains.hostname))
        .limit(1)
      if (next) await tx.update(domains).set({ isPrimary: true }).where(eq(domains.hostname, next.hostname))
    }
    await bumpCacheVersion(tx, DOMAINS_CACHE)
    await recordAudit(tx, {
      actor,
      action: 'domain.unmap',
      tenantId: mapping.tenantId,
      target: host,
      details: { tenant: mapping.tenantSlug, themeKey: mapping.themeKey, isPrimary: mapping.isPrimary },
    })
    return mapping
  })
}

function listDomainRows(db: Db, hostname: string) {
  return db
    .select(domainColumns)
    .from(domains)
    .innerJoin(tenants, eq(tenants.id, domains.tenantId))
    .where(eq(domains.hostname, hostname))
}

/** What a request for `hostname` resolves to: the tenant, and the theme the host shows. */
export async function loadHostMapping(db: Db, hostname: string) {
  const [row] = await db
    .select({
      tenant: {
        id: tenants.id,
        slug: tenants.slug,
        name: tenants.name,
        status: tenants.status,
        applicationKey: tenants.applicationKey,
      },
      domainTheme: domains.themeKey,
      tenantTheme: tenants.themeKey,
      applicationTheme: applications.themeKey,
    })
    .from(domains)
    .innerJoin(tenants, eq(tenants.id, domains.tenantId))
    .innerJoin(applications, eq(applications.key, tenants.applicationKey))
    .where(eq(domains.hostname, hostname))
  if (!row) return null
  return { tenant: row.tenant, theme: row.domainTheme ?? row.tenantTheme ?? row.applicationTheme }
}
export type HostMapping = NonNullable<Awaited<ReturnType<typeof loadHostMapping>>>

/**
 * Records that `hostname` answered its verification token (ADR 023): from now on
 * `/api/domains/allowed` lets the TLS proxy get it a certificate.
 */
export async function markDomainVerified(db: Db, hostname: string, actor: string): Promise<DomainMapping> {
  const host = validateInput(hostnameSchema, hostname)
  return db.transaction(async (tx) => {
    const [mapping] = await listDomainRows(tx, host)
    if (!mapping) throw notMapped(host)
    const verifiedAt = mapping.verifiedAt ?? new Date()
    await tx.update(domains).set({ verifiedAt }).where(eq(domains.hostname, host))
    await bumpCacheVersion(tx, DOMAINS_CACHE)
    await recordAudit(tx, { actor, action: 'domain.verify', tenantId: mapping.tenantId, target: host })
    return { ...mapping, verifiedAt }
  })
}

/** The mapping of one host, or a clear refusal when it is not mapped. */
export async function requireDomain(db: Db, hostname: string): Promise<DomainMapping> {
  const host = validateInput(hostnameSchema, hostname)
  const [mapping] = await listDomainRows(db, host)
  if (!mapping) throw notMapped(host)
  return mapping
}

function notMapped(host: string) {
  return new NotFoundError('errors.tenancy.notMapped', { hostname: host })
}

/** The token `hostname` must answer, when it is mapped (the app serves it on that host only). */
export async function findVerificationToken(db: Db, hostname: string): Promise<string | undefined> {
  const [row] = await db
    .select({ token: domains.verificationToken })
    .from(domains)
    .where(eq(domains.hostname, hostname))
  return row?.token ?? undefined
}

/** Caddy's on-demand TLS "ask": a mapped, verified host of an active tenant. */
export async function isDomainAllowed(db: Db, hostname: string): Promise<boolean> {
  const [row] = await db
    .select({ hostname: domains.hostname })
    .from(domains)
    .innerJoin(tenants, eq(tenants.id, domains.tenantId))
    .where(and(eq(domains.hostname, hostname), isNotNull(domains.verifiedAt), eq(tenants.status, 'active')))
  return Boolean(row)
}
