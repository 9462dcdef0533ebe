import { randomUUID } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { desc, eq } from 'drizzle-orm'
import { unzipSync } from 'fflate'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { archivedLedgerEntries, auditLog, messages, tenants, threads, user } from '#db/schema'
import { describeEachCliDatabase, seedPlansAndApplication } from './cli-testing'

describeEachCliDatabase('opsai tenants export, retention and delete', ({ opsai, database }) => {
  const out = mkdtempSync(join(tmpdir(), 'opsai-export-test-'))
  afterAll(() => rmSync(out, { recursive: true, force: true }))
  let threadId = ''
  const lastAudit = () =>
    database((handle) => handle.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1)).then(
      (rows) => rows[0],
    )

  beforeAll(async () => {
    await seedPlansAndApplication(opsai)
    for (const slug of ['acme', 'other']) {
      const created = await opsai(
        [
          'tenants',
          'create',
          '--slug',
          slug,
          '--name',
          `${slug} 株式会社`,
          '--app',
          'hirameki_ai',
          '--owner-email',
          `owner@${slug}.test`,
          '--password-stdin',
        ],
        {},
        'Passw0rd!23\n',
      )
      expect(created.stderr).toBe('')
    }
    threadId = randomUUID()
    await database(async ({ db }) => {
      const [owner] = await db
        .select({ id: user.id, tenantId: user.tenantId })
        .from(user)
        .where(eq(user.email, 'owner@acme.test'))
      if (!owner?.tenantId) throw new Error('no owner')
      await db.insert(threads).values({
        tenantId: owner.tenantId,
        id: threadId,
        userId: owner.id,
        chatKind: 'chat',
        keyword: 'default',
        title: '四半期の売上',
      })
      await db.insert(messages).values({
        tenantId: owner.tenantId,
        id: randomUUID(),
        threadId,
        role: 'user',
        content: '売上を教えて',
      })
    })
  })

  it('tenants export writes the ZIP, prints where and what, and audits it', async () => {
    const file = join(out, 'acme.zip')
    const result = await opsai(['tenants', 'export', 'acme', '--out', file])
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    expect(result.stdout).toMatch(
      new RegExp(`^Exported acme to ${file.replace(/[.\\]/g, '\\$&')} \\(\\d+ bytes\\)`),
    )
    expect(result.stdout).toMatch(/^ {2}threads\.jsonl +1$/m)
    expect(result.stdout).toMatch(/^ {2}members\.jsonl +1$/m)
    const archive = unzipSync(new Uint8Array(readFileSync(file)))
    const lines = new TextDecoder()
      .decode(archive['threads.jsonl'])
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
    expect(lines).toMatchObject([{ id: threadId, title: '四半期の売上' }])
    expect(new TextDecoder().decode(archive['messages.jsonl'])).toContain('売上を教えて')
    expect(JSON.parse(new TextDecoder().decode(archive['manifest.json']))).toMatchObject({
      tenant: { slug: 'acme' },
      counts: { 'threads.jsonl': 1, 'messages.jsonl': 1 },
    })
    expect(await lastAudit()).toMatchObject({ action: 'tenant.export', actor: 'cli:tester', target: 'acme' })

    // --json, into a folder: the file is named after the tenant.
    const json = JSON.parse((await opsai(['tenants', 'export', 'other', '--out', out, '--json'])).stdout)
    expect(json.path).toMatch(/other-export-\d{4}-\d{2}-\d{2}-\d{4}\.zip$/)
    expect(json.manifest.counts['threads.jsonl']).toBe(0)
    expect(existsSync(json.path)).toBe(true)

    const unknown = await opsai(['tenants', 'export', 'ghost', '--out', join(out, 'ghost.zip')])
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toMatch(/Unknown tenant "ghost"/)
    expect(readdirSync(out).filter((name) => name.includes('ghost') || name.endsWith('.partial'))).toEqual([])
  })

  it('tenants retention sets, shows and refuses a bad number of days in both languages', async () => {
    expect((await opsai(['tenants', 'retention', 'acme'])).stdout).toBe('acme keeps its threads forever.')
    const set = await opsai(['tenants', 'retention', 'acme', '--days', '30'])
    expect(set.stdout).toBe(
      'acme keeps threads 30 days after their last activity (deleted nightly at 03:00 Japan time).',
    )
    expect(await lastAudit()).toMatchObject({
      action: 'tenant.retention',
      actor: 'cli:tester',
      details: { from: null, to: 30 },
    })
    const audit = await lastAudit()
    for (const bad of ['0', '-3', '1.5', '36501', 'ten']) {
      const refused = await opsai(['tenants', 'retention', 'acme', '--days', bad])
      expect(refused.code).toBe(1)
      expect(refused.stderr).toMatch(/1〜36500 の整数.* \/ .*whole number of days from 1 to 36500/)
    }
    const both = await opsai(['tenants', 'retention', 'acme', '--days', '3', '--forever'])
    expect(both.code).toBe(1)
    expect(both.stderr).toMatch(/--days and --forever cannot be used together/)
    expect(await lastAudit()).toEqual(audit)
    expect(JSON.parse((await opsai(['tenants', 'retention', 'acme', '--json'])).stdout)).toEqual({
      slug: 'acme',
      days: 30,
    })
    expect((await opsai(['tenants', 'retention', 'acme', '--forever'])).stdout).toBe(
      'acme keeps its threads forever.',
    )
    expect((await opsai(['tenants', 'retention', 'acme', '--forever'])).stdout).toBe(
      'acme keeps its threads forever. (unchanged)',
    )
  })

  it('tenants delete needs the slug again, then deletes and keeps the ledger', async () => {
    const wrong = await opsai(['tenants', 'delete', 'other', '--confirm', 'acme'])
    expect(wrong.code).toBe(1)
    expect(wrong.stderr).toMatch(/"acme"\) is not the tenant's slug\. Nothing was deleted\./)
    expect(
      await database(({ db }) => db.select().from(tenants).where(eq(tenants.slug, 'other'))),
    ).toHaveLength(1)

    const deleted = await opsai(['tenants', 'delete', 'other', '--confirm', 'other'])
    expect(deleted.stderr).toBe('')
    expect(deleted.stdout).toBe(
      'Deleted other (other 株式会社): 1 user, 1 ledger entry.\n' +
        'Its ledger is kept as an archived statement; balance when deleted: 50000.',
    )
    expect(await database(({ db }) => db.select().from(tenants).where(eq(tenants.slug, 'other')))).toEqual([])
    const kept = await database(({ db }) => db.select().from(archivedLedgerEntries))
    expect(kept.map((entry) => entry.kind)).toEqual(['plan_grant'])
    expect(await lastAudit()).toMatchObject({ action: 'tenant.delete', actor: 'cli:tester', target: 'other' })
  })
})
