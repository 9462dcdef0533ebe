import { createWriteStream } from 'node:fs'
import { rename, rm, stat } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import type { Command } from 'commander'
import { z } from 'zod'
import { recordAudit } from '#app/server/audit.server'
import { requireTenantBySlug } from '#app/server/tenancy/tenants.server'
import { type ArchiveSink, writeTenantArchive } from '#app/server/tenant-lifecycle/tenant-archive.server'
import { archiveFileName } from '#app/server/tenant-lifecycle/tenant-exports.server'
import { parseOptions } from '../../lib/errors'
import { type CliIo, printJson, withDatabase } from '../../lib/io'
import { operatorActor, refusalsExit } from './operator'

const optionsSchema = z.object({
  slug: z.string().trim().min(1, 'cli.common.notEmpty'),
  out: z.string().trim().min(1, 'cli.common.notEmpty').optional(),
  json: z.boolean().optional(),
})

/** The archive file: `--out` as given, inside it when it is a folder, else named after the tenant here. */
async function archivePath(out: string | undefined, name: string): Promise<string> {
  if (!out) return resolve(name)
  const existing = await stat(out).catch(() => undefined)
  return existing?.isDirectory() ? resolve(join(out, name)) : resolve(out)
}

/** Writes to `<path>.partial` and renames it when whole, so a failure never leaves half an archive. */
function fileSink(path: string) {
  const stream = createWriteStream(path, { flags: 'wx' })
  let size = 0
  const sink: ArchiveSink & { close(): Promise<number> } = {
    write: (bytes) =>
      new Promise((done, fail) => {
        size += bytes.length
        stream.write(bytes, (error) => (error ? fail(error) : done()))
      }),
    close: () =>
      new Promise((done, fail) => {
        stream.once('error', fail)
        stream.end(() => done(size))
      }),
  }
  return { sink, abort: () => stream.destroy() }
}

export function registerTenantsExport(tenants: Command, io: CliIo) {
  tenants
    .command('export <slug>')
    .description(
      "Export a whole tenant as one ZIP (JSON Lines per kind of row, the documents' files, manifest.json), as /team's export does",
    )
    .option('--out <file>', 'where to write the archive (default: <slug>-export-<date>-<time>.zip here)')
    .option('--json', 'print the path, the size and the manifest as JSON')
    .action(async (slug: string, raw: Record<string, unknown>) => {
      const options = parseOptions(optionsSchema, { slug, ...raw })
      const now = new Date()
      const result = await withDatabase(io, (handle) =>
        refusalsExit(async () => {
          const tenant = await requireTenantBySlug(handle.db, options.slug)
          const path = await archivePath(options.out, archiveFileName(tenant.slug, now))
          const partial = `${path}.partial`
          const file = fileSink(partial)
          try {
            const manifest = await writeTenantArchive(handle.db, tenant.id, file.sink, { now })
            const sizeBytes = await file.sink.close()
            await rename(partial, path)
            await recordAudit(handle.db, {
              actor: operatorActor(io),
              action: 'tenant.export',
              tenantId: tenant.id,
              target: tenant.slug,
              details: { via: 'cli', sizeBytes, counts: manifest.counts },
            })
            return { path, sizeBytes, manifest }
          } catch (error) {
            file.abort()
            await rm(partial, { force: true })
            throw error
          }
        }),
      )
      if (options.json) return printJson(io, result)
      io.stdout(`Exported ${options.slug} to ${result.path} (${result.sizeBytes} bytes)`)
      for (const [name, count] of Object.entries(result.manifest.counts)) {
        io.stdout(`  ${name.padEnd(22)} ${count}`)
      }
    })
}
