import { randomUUID } from 'node:crypto'
import { desc, eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { auditLog, session, twoFactor, user } from '#db/schema'
import { describeEachCliDatabase, seedPlansAndApplication } from '../tenants/cli-testing'

describeEachCliDatabase('opsai admin reset-2fa', ({ opsai, database }) => {
  const owner = () =>
    database(async ({ db }) => {
      const [row] = await db.select().from(user).where(eq(user.email, 'owner@reset.test'))
      if (!row) throw new Error('no owner')
      return row
    })

  beforeAll(async () => {
    await seedPlansAndApplication(opsai)
    const created = await opsai(
      ['tenants', 'create', '--slug', 'reset', '--name', 'Reset Inc.', '--app', 'hirameki_ai'].concat([
        '--owner-email',
        'owner@reset.test',
        '--password-stdin',
      ]),
      {},
      'Passw0rd!23\n',
    )
    expect(created.stderr).toBe('')
  })

  it('removes the secret and the backup codes, ends the sessions, in both languages, audited', async () => {
    const { id } = await owner()
    await database(async ({ db }) => {
      await db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, id))
      await db
        .insert(twoFactor)
        .values({ id: randomUUID(), userId: id, secret: 'sealed', backupCodes: 'sealed' })
      await db.insert(session).values({
        id: randomUUID(),
        token: randomUUID(),
        userId: id,
        expiresAt: new Date(Date.now() + 3_600_000),
      })
    })
    const result = await opsai(['admin', 'reset-2fa', '--email', 'Owner@Reset.test'])
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    expect(result.stdout).toContain(
      'owner@reset.test の 2 段階認証をリセットしました（セッション 1 件を終了）',
    )
    expect(result.stdout).toContain(
      "owner@reset.test's two-factor authentication was reset (1 sessions ended)",
    )
    expect((await owner()).twoFactorEnabled).toBe(false)
    await database(async ({ db }) => {
      expect(await db.select().from(twoFactor).where(eq(twoFactor.userId, id))).toEqual([])
      expect(await db.select().from(session).where(eq(session.userId, id))).toEqual([])
      const [audit] = await db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1)
      expect(audit).toMatchObject({ action: 'user.two_factor.reset', target: id })
      expect(audit?.actor).toMatch(/^cli:/)
    })
  })

  it('exits 1 in both languages when the user has no two-factor authentication, or does not exist', async () => {
    const off = await opsai(['admin', 'reset-2fa', '--email', 'owner@reset.test'])
    expect(off.code).toBe(1)
    expect(off.stderr).toContain('リセットするものはありません')
    expect(off.stderr).toContain('there is nothing to reset')
    const nobody = await opsai(['admin', 'reset-2fa', '--email', 'nobody@reset.test', '--json'])
    expect(nobody.code).toBe(1)
    expect(nobody.stderr).toContain('No user has the e-mail address nobody@reset.test')
  })
})
