/**
 * The "done when": a canary API key written through the real paths is found nowhere in
 * the database's files or dumps. Each scan also looks for a control canary written in clear
 * where secrets are not kept: that one must be found, so a scan that cannot see plain text (or
 * a secret stored unsealed) fails the test.
 */
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import type { Db } from '#db/client'
import { openDatabase } from '#db/client'
import { migrateDatabase } from '#db/migrate'
import { systemSettings } from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { PGLITE_TEMPLATE_ENV } from '#db/testing-templates'
import { createThrowawayDirectory } from '#db/throwaway'
import { canary, type WrittenSecrets, writeSecretsThroughWriters } from './testing/secret-writers'

interface Canaries {
  secrets: string[]
  control: string
}

async function writeCanaries(db: Db): Promise<Canaries> {
  const written: WrittenSecrets = await writeSecretsThroughWriters(db)
  const control = canary('control')
  await db.insert(systemSettings).values({ key: 'canaryControl', value: { text: control } })
  const { applicationKey: _key, ...secrets } = written
  return { secrets: Object.values(secrets), control }
}

/** Which of the canaries occur in these bytes. */
function found(bytes: Buffer, values: string[]) {
  return values.filter((value) => bytes.includes(Buffer.from(value)))
}

function expectOnlyControl(bytes: Buffer, canaries: Canaries, where: string) {
  expect(found(bytes, [canaries.control]), `control canary in ${where}`).toEqual([canaries.control])
  expect(found(bytes, canaries.secrets), `secret canaries in ${where}`).toEqual([])
}

function filesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}

const pgDump = spawnSync('pg_dump', ['--version']).status === 0

describeEachDatabase('no secret canary in the database dump', (database) => {
  it.skipIf(database.kind === 'postgres' && !pgDump)(
    'finds only the control canary in a dump',
    async (context) => {
      const canaries = await writeCanaries(database.handle().db)
      if (database.kind === 'pglite') {
        const dump = await database.handle().pglite?.dumpDataDir('none')
        if (!dump) throw new Error('PGlite gave no dump')
        expectOnlyControl(Buffer.from(await dump.arrayBuffer()), canaries, 'dumpDataDir()')
        return
      }
      const dump = spawnSync('pg_dump', ['--no-owner', database.url() ?? ''], { maxBuffer: 1 << 30 })
      // An older pg_dump than the server refuses to dump it: no dump to search, not a leak.
      if (dump.status !== 0 && /version mismatch/.test(dump.stderr.toString())) return context.skip()
      expect(dump.status, dump.stderr.toString()).toBe(0)
      expectOnlyControl(dump.stdout, canaries, 'pg_dump')
    },
  )
})

const directory = createThrowawayDirectory('opsai-canary-')
afterAll(() => directory.remove())

it('finds only the control canary in the files of a PGlite data directory', async () => {
  const dataDir = join(directory.path, 'data')
  const template = process.env[PGLITE_TEMPLATE_ENV]
  const loadDataDir = template ? new Blob([readFileSync(template)]) : undefined
  const handle = await openDatabase({ dataDir, role: 'server', loadDataDir })
  let canaries: Canaries
  try {
    await migrateDatabase(handle)
    canaries = await writeCanaries(handle.db)
  } finally {
    // Closing checkpoints: every page and the write-ahead log are on disk.
    await handle.close()
  }
  const files = filesUnder(dataDir)
  expect(files.length).toBeGreaterThan(100)
  const all = Buffer.concat(files.map((file) => readFileSync(file)))
  expectOnlyControl(all, canaries, dataDir)
})
