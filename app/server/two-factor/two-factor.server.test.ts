import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { clearDatabase, setDatabase } from '#db/runtime'
import { session, twoFactor, user } from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import type { RequestSession } from '../auth/session.server'
import { sealedKeyId } from '../secrets/secret-cipher.server'
import { resetCacheVersions } from '../tenancy/process-cache-versions.server'
import { totpOf, twoFactorWorld } from './testing/two-factor-world'
import { resetTwoFactor, setTwoFactorRequired, twoFactorDueOf } from './two-factor.server'

describeEachDatabase('two-factor authentication (ADR 036)', (database) => {
  const db = () => database.handle().db
  let world: ReturnType<typeof twoFactorWorld>
  beforeAll(() => {
    world = twoFactorWorld(db)
  })

  describe('a tenant user', () => {
    it('enrols, then signs in with a TOTP code; a wrong code is refused with its own code', async () => {
      const member = await world.member('tf-member')
      const browser = world.browser()
      expect(
        (await browser.post('/sign-in/email', { email: member.email, password: 'Corr3ct-horse-2fa!' }))
          .status,
      ).toBe(200)
      const { totpURI, backupCodes } = await world.enrol(browser)
      expect(backupCodes).toHaveLength(10)
      const [row] = await db().select().from(user).where(eq(user.id, member.id))
      expect(row?.twoFactorEnabled).toBe(true)
      // The backup codes are sealed with OPSAI_SECRET_KEY (ADR 033); none is stored in clear.
      const [stored] = await db().select().from(twoFactor).where(eq(twoFactor.userId, member.id))
      expect(sealedKeyId(stored?.backupCodes ?? '')).toBeTruthy()
      for (const code of backupCodes) expect(JSON.stringify(stored)).not.toContain(code)

      const next = world.browser()
      const first = await next.post('/sign-in/email', { email: member.email, password: 'Corr3ct-horse-2fa!' })
      expect(first.status).toBe(200)
      expect(await first.json()).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] })
      expect(await next.session()).toBeNull()
      const wrongCode = totpOf(totpURI) === '000000' ? '111111' : '000000'
      const wrong = await next.post('/two-factor/verify-totp', { code: wrongCode })
      expect(wrong.status).toBe(401)
      expect(await wrong.json()).toMatchObject({ code: 'INVALID_CODE' })
      const right = await next.post('/two-factor/verify-totp', { code: totpOf(totpURI) })
      expect(right.status).toBe(200)
      const signedIn = await next.session()
      expect(signedIn?.user).toMatchObject({
        id: member.id,
        isSystemAdminLogin: false,
        twoFactorEnabled: true,
      })
    })

    it('signs in with a backup code once only', async () => {
      const member = await world.member('tf-backup')
      const browser = world.browser()
      await browser.post('/sign-in/email', { email: member.email, password: 'Corr3ct-horse-2fa!' })
      const { backupCodes } = await world.enrol(browser)
      const code = backupCodes[0] ?? ''
      const once = world.browser()
      await once.post('/sign-in/email', { email: member.email, password: 'Corr3ct-horse-2fa!' })
      expect((await once.post('/two-factor/verify-backup-code', { code })).status).toBe(200)
      expect((await once.session())?.user.id).toBe(member.id)
      const twice = world.browser()
      await twice.post('/sign-in/email', { email: member.email, password: 'Corr3ct-horse-2fa!' })
      const refused = await twice.post('/two-factor/verify-backup-code', { code })
      expect(refused.status).toBe(401)
      expect(await refused.json()).toMatchObject({ code: 'INVALID_BACKUP_CODE' })
      expect(await twice.session()).toBeNull()
    })
  })

  describe('a system administrator', () => {
    it('enrols inside the console session and keeps isSystemAdminLogin through the second step', async () => {
      const admin = await world.admin()
      const console = world.browser()
      const signIn = await console.post('/sign-in/system-admin', {
        email: admin.email,
        password: 'Corr3ct-horse-2fa!',
      })
      expect(signIn.status).toBe(200)
      expect((await console.session())?.user).toMatchObject({
        isSystemAdminLogin: true,
        twoFactorEnabled: false,
      })
      // The plugin replaces the session when the enrolment is confirmed: the marker stays.
      const { totpURI, backupCodes } = await world.enrol(console)
      expect((await console.session())?.user).toMatchObject({
        isSystemAdminLogin: true,
        twoFactorEnabled: true,
      })

      const next = world.browser()
      const first = await next.post('/sign-in/system-admin', {
        email: admin.email,
        password: 'Corr3ct-horse-2fa!',
      })
      expect(await first.json()).toMatchObject({ twoFactorRedirect: true })
      expect(await next.session()).toBeNull()
      expect((await next.post('/two-factor/verify-totp', { code: totpOf(totpURI) })).status).toBe(200)
      expect((await next.session())?.user).toMatchObject({ id: admin.id, isSystemAdminLogin: true })

      const recovery = world.browser()
      await recovery.post('/sign-in/system-admin', { email: admin.email, password: 'Corr3ct-horse-2fa!' })
      expect((await recovery.post('/two-factor/verify-backup-code', { code: backupCodes[1] })).status).toBe(
        200,
      )
      expect((await recovery.session())?.user.isSystemAdminLogin).toBe(true)
    })

    it('cannot reach a console session through the tenant sign-in, nor turn 2FA off', async () => {
      const admin = await world.admin()
      const console = world.browser()
      await console.post('/sign-in/system-admin', { email: admin.email, password: 'Corr3ct-horse-2fa!' })
      await world.enrol(console)
      const tenantSide = world.browser()
      const refused = await tenantSide.post('/sign-in/email', {
        email: admin.email,
        password: 'Corr3ct-horse-2fa!',
      })
      expect(refused.status).toBe(401)
      const off = await console.post('/two-factor/disable', { password: 'Corr3ct-horse-2fa!' })
      expect(off.status).toBe(403)
      expect(await off.json()).toMatchObject({ code: 'TWO_FACTOR_ENROLMENT_REQUIRED' })
    })
  })

  describe('the owner’s requirement and the administrator’s reset', () => {
    it('refuses to require 2FA before the owner has it (409 enrol_first), then audits the change', async () => {
      const owner = await world.member('tf-owner', 'owner')
      const change = {
        tenantId: owner.tenantId,
        ownerId: owner.id,
        required: true,
        actor: `user:${owner.id}`,
      }
      await expect(setTwoFactorRequired(db(), change)).rejects.toMatchObject({
        status: 409,
        code: 'enrol_first',
      })
      const browser = world.browser()
      await browser.post('/sign-in/email', { email: owner.email, password: 'Corr3ct-horse-2fa!' })
      await world.enrol(browser)
      expect(await setTwoFactorRequired(db(), change)).toBe(true)
      expect(await world.auditOf('tenant.two_factor', owner.tenantId)).toHaveLength(1)
      // A member of that tenant cannot turn theirs off.
      const member = await world.member('tf-owner')
      const memberBrowser = world.browser()
      await memberBrowser.post('/sign-in/email', { email: member.email, password: 'Corr3ct-horse-2fa!' })
      await world.enrol(memberBrowser)
      const off = await memberBrowser.post('/two-factor/disable', { password: 'Corr3ct-horse-2fa!' })
      expect(off.status).toBe(403)
    })

    it('resets a user’s 2FA: secret and codes gone, sessions ended, audited; 409 when off', async () => {
      const member = await world.member('tf-reset')
      await expect(resetTwoFactor(db(), { userId: member.id }, 'admin:x')).rejects.toMatchObject({
        status: 409,
        code: 'two_factor_not_enabled',
      })
      const browser = world.browser()
      await browser.post('/sign-in/email', { email: member.email, password: 'Corr3ct-horse-2fa!' })
      await world.enrol(browser)
      const reset = await resetTwoFactor(db(), { email: member.email.toUpperCase() }, 'admin:x')
      expect(reset).toMatchObject({ userId: member.id, sessionsEnded: 1 })
      expect(await db().select().from(twoFactor).where(eq(twoFactor.userId, member.id))).toEqual([])
      expect(await db().select().from(session).where(eq(session.userId, member.id))).toEqual([])
      const [audit] = await world.auditOf('user.two_factor.reset', member.id)
      expect(audit).toMatchObject({ actor: 'admin:x', tenantId: member.tenantId })
      // The password alone signs in again.
      const again = world.browser()
      await again.post('/sign-in/email', { email: member.email, password: 'Corr3ct-horse-2fa!' })
      expect((await again.session())?.user.twoFactorEnabled).toBe(false)
    })
  })

  it("a member's next request owes 2FA once the owner requires it, though the requirement is kept in memory", async () => {
    setDatabase(database.handle())
    resetCacheVersions()
    try {
      const owner = await world.member('tf-kept', 'owner')
      const member = await world.member('tf-kept')
      const memberSession: RequestSession = {
        sessionId: 'kept',
        token: 'kept',
        user: {
          id: member.id,
          name: member.email,
          email: member.email,
          tenantId: member.tenantId,
          role: null,
          isSystemAdminLogin: false,
          timeZone: null,
          twoFactorEnabled: false,
        },
      }
      expect(await twoFactorDueOf(db(), memberSession)).toBeNull()
      const browser = world.browser()
      await browser.post('/sign-in/email', { email: owner.email, password: 'Corr3ct-horse-2fa!' })
      await world.enrol(browser)
      const change = {
        tenantId: owner.tenantId,
        ownerId: owner.id,
        required: true,
        actor: `user:${owner.id}`,
      }
      await setTwoFactorRequired(db(), change)
      expect(await twoFactorDueOf(db(), memberSession)).toBe('two_factor_required')
    } finally {
      resetCacheVersions()
      clearDatabase()
    }
  })
})
