import type { Command } from 'commander'
import { sql } from 'drizzle-orm'
import type { DbHandle } from '#db/client'
import { migrateDatabase } from '#db/migrate'
import { rowsOf } from '#db/rows'
import { type CliIo, printJson, withDatabase } from '../../lib/io'

export function registerDbMigrate(db: Command, io: CliIo) {
  db.command('migrate')
    .description('Apply pending SQL migrations (safe to run again)')
    .option('--json', 'print the result as JSON')
    .action(async (options: { json?: boolean }) => {
      const result = await withDatabase(io, async (handle) => {
        const before = await countApplied(handle)
        await migrateDatabase(handle)
        const after = await countApplied(handle)
        return { db: handle.kind, applied: after - before, total: after }
      })
      if (options.json) printJson(io, result)
      else io.stdout(`Migrated ${result.db}: ${result.applied} applied, ${result.total} in total.`)
    })
}

async function countApplied(handle: DbHandle): Promise<number> {
  try {
    const result = await handle.db.execute(
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    )
    return Number(rowsOf<{ count: number }>(result)[0]?.count ?? 0)
  } catch {
    return 0
  }
}
