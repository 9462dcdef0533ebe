/**
 * Writes a tenant's whole archive as one ZIP (ADR 030): `tenant.jsonl`, a JSON Lines file per
 * kind of row (export-files.server.ts), each document's bytes under `files/`, and
 * `manifest.json` with the counts. fflate's streaming `Zip` compresses page by page and the
 * bytes go to a sink as they come (the database in 1 MB chunks, or a file for the CLI), so a
 * large tenant is never held in memory, let alone twice.
 */
import { asc, eq } from 'drizzle-orm'
import { Zip, ZipDeflate, type ZipInputFile, ZipPassThrough } from 'fflate'
import type { Db } from '#db/client'
import { applications, domains, plans, tenants, tokenBalances } from '#db/schema'
import { NotFoundError } from '../errors.server'
import { EXPORT_FILES } from './export-files.server'
import {
  type Cursor,
  countDocumentFiles,
  documentBytes,
  documentFilePath,
  documentsWithFiles,
} from './export-pages.server'

/** Raised when the archive's layout changes in a way a reader must know about. */
export const ARCHIVE_FORMAT_VERSION = 1

const PAGE_ROWS = 500
/** Formats that are ZIP or compressed already: stored as they are. */
const STORED_FORMATS = new Set(['pdf', 'docx', 'xlsx', 'pptx'])

/** Where the archive's bytes go, in order. */
export interface ArchiveSink {
  write(bytes: Uint8Array): Promise<void>
}

export interface ArchiveManifest {
  formatVersion: number
  tenant: { id: string; slug: string; name: string }
  generatedAt: string
  /** Lines per JSON Lines file, and `files/`: how many documents' bytes. */
  counts: Record<string, number>
}

export interface ArchiveOptions {
  now: Date
  /** After each page: units written so far of the total (rows plus files). */
  onProgress?: (done: number, total: number) => Promise<void>
  pageRows?: number
}

async function tenantLine(db: Db, tenantId: string) {
  const [row] = await db
    .select({
      tenant: tenants,
      application: { key: applications.key, name: applications.name, nameEn: applications.nameEn },
      plan: {
        id: plans.id,
        name: plans.name,
        nameEn: plans.nameEn,
        monthlyCredits: plans.monthlyTokens,
        priceJpy: plans.priceJpy,
        maxUsers: plans.maxUsers,
        maxChats: plans.maxChats,
        storageMb: plans.storageMb,
      },
      balance: { credits: tokenBalances.balance, reserved: tokenBalances.reserved },
    })
    .from(tenants)
    .innerJoin(applications, eq(applications.key, tenants.applicationKey))
    .innerJoin(plans, eq(plans.id, tenants.planId))
    .leftJoin(tokenBalances, eq(tokenBalances.tenantId, tenants.id))
    .where(eq(tenants.id, tenantId))
  if (!row) throw new NotFoundError('errors.tenantLifecycle.tenantNotFound')
  const hosts = await db
    .select({
      hostname: domains.hostname,
      isPrimary: domains.isPrimary,
      themeKey: domains.themeKey,
      verifiedAt: domains.verifiedAt,
      createdAt: domains.createdAt,
    })
    .from(domains)
    .where(eq(domains.tenantId, tenantId))
    .orderBy(asc(domains.hostname))
  // Payment processor ids are ours to reconcile with, not the customer's data.
  const { stripeCustomerId: _customer, stripeSubscriptionId: _subscription, ...tenant } = row.tenant
  return {
    ...tenant,
    application: row.application,
    plan: row.plan,
    balance: row.balance ?? { credits: 0, reserved: 0 },
    domains: hosts,
  }
}

const encoder = new TextEncoder()
const jsonLine = (value: unknown) => encoder.encode(`${JSON.stringify(value)}\n`)

/** Writes the archive of `tenantId` to `sink`; returns its manifest (also the archive's last file). */
export async function writeTenantArchive(
  db: Db,
  tenantId: string,
  sink: ArchiveSink,
  options: ArchiveOptions,
): Promise<ArchiveManifest> {
  const pageRows = options.pageRows ?? PAGE_ROWS
  const tenant = await tenantLine(db, tenantId)
  const totals = await Promise.all(EXPORT_FILES.map((file) => file.count(db, tenantId)))
  const fileTotal = await countDocumentFiles(db, tenantId)
  const total = 1 + totals.reduce((sum, n) => sum + n, 0) + fileTotal
  let done = 0

  const outbox: Uint8Array[] = []
  let zipError: Error | undefined
  const zip = new Zip((error, data) => {
    if (error) zipError = error
    else outbox.push(data)
  })
  // fflate calls back synchronously as it compresses: what it produced goes out after each push.
  const drain = async () => {
    if (zipError) throw zipError
    for (let piece = outbox.shift(); piece; piece = outbox.shift()) await sink.write(piece)
  }
  const open = (name: string, stored = false) => {
    const entry: ZipInputFile & { push(chunk: Uint8Array, final?: boolean): void } = stored
      ? new ZipPassThrough(name)
      : new ZipDeflate(name, { level: 6 })
    entry.mtime = options.now
    zip.add(entry)
    return entry
  }
  const progress = async (units: number) => {
    done += units
    await options.onProgress?.(Math.min(done, total), total)
  }

  const counts: Record<string, number> = {}
  const tenantFile = open('tenant.jsonl')
  tenantFile.push(jsonLine(tenant), true)
  counts['tenant.jsonl'] = 1
  await drain()
  await progress(1)

  for (const file of EXPORT_FILES) {
    const entry = open(file.name)
    let written = 0
    let after: Cursor | undefined
    do {
      const page = await file.page(db, tenantId, after, pageRows)
      if (page.lines.length > 0) {
        entry.push(Buffer.concat(page.lines.map(jsonLine)))
        written += page.lines.length
      }
      after = page.lines.length < pageRows ? undefined : page.next
      await drain()
      await progress(page.lines.length)
    } while (after)
    entry.push(new Uint8Array(0), true)
    await drain()
    counts[file.name] = written
  }

  let files = 0
  let afterId: string | undefined
  do {
    const page = await documentsWithFiles(db, tenantId, afterId, pageRows)
    for (const document of page) {
      const bytes = await documentBytes(db, document.id)
      if (!bytes) continue
      open(documentFilePath(document.id, document.name), STORED_FORMATS.has(document.format)).push(
        bytes,
        true,
      )
      files += 1
      await drain()
      await progress(1)
    }
    afterId = page.length < pageRows ? undefined : page.at(-1)?.id
  } while (afterId)
  counts['files/'] = files

  const manifest: ArchiveManifest = {
    formatVersion: ARCHIVE_FORMAT_VERSION,
    tenant: { id: tenant.id, slug: tenant.slug, name: tenant.name },
    generatedAt: options.now.toISOString(),
    counts,
  }
  open('manifest.json').push(encoder.encode(`${JSON.stringify(manifest, null, 2)}\n`), true)
  zip.end()
  await drain()
  return manifest
}
