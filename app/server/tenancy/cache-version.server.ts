import { eq, sql } from 'drizzle-orm'
import type { Db } from '#db/client'
import { cacheVersions } from '#db/schema'

/** The Host → tenant map: domains, and the tenants' theme and status they resolve to. */
export const DOMAINS_CACHE = 'domains'

/** Call in the transaction that changes the cached data, so servers see the change with it. */
export async function bumpCacheVersion(db: Db, name: string) {
  await db
    .insert(cacheVersions)
    .values({ name, version: 1 })
    .onConflictDoUpdate({
      target: cacheVersions.name,
      set: { version: sql`${cacheVersions.version} + 1`, updatedAt: sql`now()` },
    })
}

export async function readCacheVersion(db: Db, name: string): Promise<number> {
  const rows = await db
    .select({ version: cacheVersions.version })
    .from(cacheVersions)
    .where(eq(cacheVersions.name, name))
  return rows[0]?.version ?? 0
}
