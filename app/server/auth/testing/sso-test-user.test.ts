import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '#db/client'
import { migrateDatabase } from '#db/migrate'
import { account, user } from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { ensureSsoTestUser, removeSsoTestUser } from './sso-test-user'

describeEachDatabase('the SSO test user', (database) => {
  it('is made once, verified and with a credential account, and removed with its accounts', async () => {
    const handle = database.handle()
    const first = await ensureSsoTestUser(handle, { email: 'SSO-Member@Example.test', name: 'SSO Member' })
    expect(first).toMatchObject({ email: 'sso-member@example.test', created: true })
    expect(await ensureSsoTestUser(handle, { email: 'sso-member@example.test' })).toEqual({
      ...first,
      created: false,
    })
    const [row] = await handle.db.select().from(user).where(eq(user.id, first.id))
    expect(row).toMatchObject({ name: 'SSO Member', emailVerified: true, role: 'user', tenantId: null })
    const accounts = await handle.db.select().from(account).where(eq(account.userId, first.id))
    expect(accounts.map((found) => found.providerId)).toEqual(['credential'])

    expect(await removeSsoTestUser(handle, 'sso-member@example.test')).toEqual({
      email: 'sso-member@example.test',
      removed: true,
    })
    expect(await handle.db.select().from(account).where(eq(account.userId, first.id))).toEqual([])
    expect((await removeSsoTestUser(handle, 'sso-member@example.test')).removed).toBe(false)
  })
})

describe('sso-test-user from the command line', () => {
  const run = (args: string[], dataDir: string) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'app/server/auth/testing/sso-test-user.ts', ...args], {
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: '', OPSAI_DATA_DIR: dataDir },
      timeout: 60_000,
    })

  it('makes the user in the data directory and says so as JSON', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'opsai-sso-user-'))
    try {
      const handle = await openDatabase({ dataDir, role: 'cli' })
      await migrateDatabase(handle)
      await handle.close()
      const made = run(['--email', 'cli@example.test'], dataDir)
      expect(made.stderr).toBe('')
      expect(JSON.parse(made.stdout)).toMatchObject({ email: 'cli@example.test', created: true })
      expect(JSON.parse(run(['--email', 'cli@example.test', '--remove'], dataDir).stdout)).toEqual({
        email: 'cli@example.test',
        removed: true,
      })
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
    // A fresh directory migrated from scratch, then two processes that each open it: a minute
    // under a loaded CI machine is not a hang (each process has its own 60 s limit above).
  }, 150_000)

  it('explains its usage without an address', () => {
    const result = run([], '/nonexistent')
    expect(result.status).toBe(2)
    expect(result.stderr).toContain('usage: sso-test-user')
  })
})
