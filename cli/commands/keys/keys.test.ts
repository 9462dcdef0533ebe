import { desc, eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { auditLog, tenantApiKeys } from '#db/schema'
import { describeEachCliDatabase, seedPlansAndApplication } from '../tenants/cli-testing'

describeEachCliDatabase('opsai keys', ({ opsai, database }) => {
  beforeAll(async () => {
    await seedPlansAndApplication(opsai)
    const created = await opsai([
      'tenants',
      'create',
      '--slug',
      'keyco',
      '--name',
      'キー株式会社',
      '--app',
      'hirameki_ai',
    ])
    expect(created.stderr).toBe('')
  })

  it('creates a scoped key printed once, lists it without the key, and revokes it, audited', async () => {
    const created = await opsai([
      'keys',
      'create',
      '--tenant',
      'keyco',
      '--name',
      '社内ボット',
      '--chats',
      'chat',
    ])
    expect(created.stderr).toBe('')
    expect(created.code).toBe(0)
    expect(created.stdout).toContain('このキーは今しか表示されません')
    expect(created.stdout).toContain('It is shown only now')
    const key = created.stdout.split('\n').find((line) => line.startsWith('opsai_sk_')) ?? ''
    expect(key).toMatch(/^opsai_sk_[\w-]{40,}$/)

    const listed = await opsai(['keys', 'list', '--tenant', 'keyco', '--json'])
    const [summary] = JSON.parse(listed.stdout)
    expect(summary).toMatchObject({ name: '社内ボット', chats: ['chat'], revokedAt: null })
    expect(listed.stdout).not.toContain(key)
    const table = await opsai(['keys', 'list', '--tenant', 'keyco'])
    expect(table.stdout).toMatch(/社内ボット\s+opsai_sk_\S+…\s+chat\s/)

    const revoked = await opsai(['keys', 'revoke', summary.id])
    expect(revoked.code).toBe(0)
    expect(revoked.stdout).toContain('を無効にしました')
    const [row] = await database(({ db }) =>
      db.select().from(tenantApiKeys).where(eq(tenantApiKeys.id, summary.id)),
    )
    expect(row?.revokedAt).not.toBeNull()
    const [audit] = await database(({ db }) => db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))
    expect(audit).toMatchObject({ action: 'api_key.revoke', target: summary.id })
    expect(audit?.actor).toMatch(/^cli:/)
    const again = await opsai(['keys', 'revoke', summary.id, '--tenant', 'keyco'])
    expect(again.code).toBe(1)
    expect(again.stderr).toContain('API key not found')
  })

  it('prints the key as JSON, and refuses an unknown chat, tenant or key in both languages', async () => {
    const json = await opsai(['keys', 'create', '--tenant', 'keyco', '--name', 'CI', '--json'])
    const created = JSON.parse(json.stdout)
    expect(created.key).toMatch(/^opsai_sk_/)
    expect(created.apiKey).toMatchObject({ name: 'CI', chats: null })

    const unknownChat = await opsai([
      'keys',
      'create',
      '--tenant',
      'keyco',
      '--name',
      'x',
      '--chats',
      'faq:nope',
    ])
    expect(unknownChat.code).toBe(1)
    expect(unknownChat.stderr).toContain('faq:nope')
    expect(unknownChat.stderr).toMatch(/チャットはありません.*has no chat/s)
    const unknownTenant = await opsai(['keys', 'list', '--tenant', 'nobody'])
    expect(unknownTenant.code).toBe(1)
    const unknownKey = await opsai(['keys', 'revoke', 'no-such-key'])
    expect(unknownKey.code).toBe(1)
    expect(unknownKey.stderr).toMatch(/見つかりません.*not found/s)
  })
})
