/**
 * A server's first start on a new data directory serves from a second PGlite instance
 * (cli/commands/server/start.ts): the one that ran initdb keeps ~350 MB it never gives back.
 * The second must see everything the first wrote, and the directory must stay the server's
 * throughout: no other process may slip in between the two.
 */
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { fullCollection } from '#cli/lib/idle-heap-collector'
import { isNewPgliteDirectory, openDatabase, reopenPglite } from './client'
import { LOCK_FILE } from './lock'
import { rowsOf } from './rows'

const tempDir = () => mkdtempSync(join(tmpdir(), 'opsai-reopen-'))
const lockHolder = (dir: string) => JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')) as unknown

describe('reopening a new PGlite directory', () => {
  it('tells a new directory from one that holds a cluster', async () => {
    const dir = tempDir()
    expect(isNewPgliteDirectory(dir)).toBe(true)
    expect(isNewPgliteDirectory(join(dir, 'not-made-yet'))).toBe(true)
    const handle = await openDatabase({ dataDir: dir, role: 'server' })
    await handle.close()
    expect(isNewPgliteDirectory(dir)).toBe(false)
  })

  it('serves what the first instance wrote from a new one, holding the directory throughout', async () => {
    const dir = tempDir()
    const first = await openDatabase({ dataDir: dir, role: 'server' })
    await first.db.execute(sql`create table marker (value text)`)
    await first.db.execute(sql`insert into marker values ('seeded')`)

    const held = lockHolder(dir)
    const second = await reopenPglite(first, dir)
    try {
      expect(first.pglite?.closed).toBe(true)
      expect(second.pglite).not.toBe(first.pglite)
      expect(second.pglite?.closed).toBe(false)
      const rows = rowsOf<{ value: string }>(await second.db.execute(sql`select value from marker`))
      expect(rows).toEqual([{ value: 'seeded' }])
      // What another process reads before it opens the directory (db/lock.ts).
      expect(lockHolder(dir)).toEqual(held)
      expect(held).toMatchObject({ pid: process.pid, role: 'server' })
    } finally {
      await second.close()
    }
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false)
  })

  it('lets the first instance go: a collection gives its WebAssembly memory back', async () => {
    const MB = 1024 * 1024
    const dir = tempDir()
    // Nothing here keeps the first handle: only reopenPglite could, by mistake.
    const opened = () => openDatabase({ dataDir: dir, role: 'server' })
    let withFirst = 0
    const second = await reopenPglite(
      await opened().then((first) => {
        withFirst = process.memoryUsage().external
        return first
      }),
      dir,
    )
    try {
      expect(withFirst).toBeGreaterThan(128 * MB)
      // Each instance holds at least 128 MB: the second replaces the first instead of adding to
      // it, once the first's closing has finished (a turn or two of the event loop).
      await vi.waitFor(
        () => {
          fullCollection()()
          expect(process.memoryUsage().external).toBeLessThan(withFirst + 64 * MB)
        },
        { timeout: 10_000 },
      )
    } finally {
      await second.close()
    }
  })

  it('leaves a PostgreSQL handle as it is', async () => {
    const handle = await openDatabase({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none' })
    try {
      expect(await reopenPglite(handle, tempDir())).toBe(handle)
    } finally {
      await handle.close()
    }
  })
})
