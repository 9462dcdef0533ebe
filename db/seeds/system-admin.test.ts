import { verifyPassword } from 'better-auth/crypto'
import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { account, user } from '../schema'
import { describeEachDatabase } from '../testing'
import { ensureSystemAdmin } from './system-admin'

const PASSWORD = 'Adm1n-From-Env!'

describeEachDatabase('system administrator at start, production mode', (database) => {
  const db = () => database.handle().db

  it('without both variables creates nobody and says how to, printing no password', async () => {
    const lines = await ensureSystemAdmin(db(), { OPSAI_ADMIN_PASSWORD: PASSWORD }, { production: true })
    expect(lines.join('\n')).toMatch(/npx opsai admin create --email/)
    expect(lines.join('\n')).toMatch(/システム管理者がいません/)
    expect(lines.join('\n')).not.toContain(PASSWORD)
    expect(await db().select().from(user)).toEqual([])
  })

  it('creates the administrator of OPSAI_ADMIN_EMAIL and OPSAI_ADMIN_PASSWORD without echoing it', async () => {
    const env = { OPSAI_ADMIN_EMAIL: 'Ops@Example.com', OPSAI_ADMIN_PASSWORD: PASSWORD }
    const lines = await ensureSystemAdmin(db(), env, { production: true })
    const printed = lines.join('\n')
    expect(printed).toContain('ops@example.com')
    expect(printed).toContain('OPSAI_ADMIN_PASSWORD')
    expect(printed).not.toContain(PASSWORD)
    const [created] = await db().select().from(user).where(eq(user.email, 'ops@example.com'))
    expect(created?.role).toBe('admin')
    const [credential] = await db()
      .select()
      .from(account)
      .where(eq(account.userId, created?.id ?? ''))
    expect(await verifyPassword({ hash: credential?.password ?? '', password: PASSWORD })).toBe(true)
    // The next start finds it and prints only the address.
    expect(await ensureSystemAdmin(db(), env, { production: true })).toEqual([
      'System administrator: ops@example.com (sign in at /admin/login)',
    ])
  })
})

describeEachDatabase('system administrator at start, development', (database) => {
  it('still generates a password and shows it once (the friendly path)', async () => {
    const lines = await ensureSystemAdmin(database.handle().db, {})
    expect(lines.join('\n')).toMatch(/sign in at \/admin\/login with admin@opsai\.local \/ \S+-A1/)
  })
})
