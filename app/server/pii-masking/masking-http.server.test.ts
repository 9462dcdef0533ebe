/** The masking settings' JSON API and rules (ADR 034): who may change what, validation, audit, union. */
import { count, desc, eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { applications, auditLog, tenants } from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { expectBilingualError } from '../chat/testing/http-client'
import {
  ADMIN,
  bearer,
  buildLifecycleWorld,
  call,
  type LifecycleWorld,
} from '../tenant-lifecycle/testing/lifecycle-world'
import {
  handleGetApplicationMasking,
  handleGetTenantMasking,
  handleSetApplicationMasking,
  handleSetTenantMasking,
} from './masking-http.server'
import { loadEffectiveMasking } from './masking-settings.server'

const APP = 'hirameki_ai'
const appPath = `/api/admin/applications/${APP}/masking`

describeEachDatabase('PII masking settings API', (database) => {
  const db = () => database.handle().db
  let world: LifecycleWorld
  beforeAll(async () => {
    world = await buildLifecycleWorld(() => database.handle())
  })
  const setApp = (body: unknown, headers: Record<string, string> = ADMIN) =>
    handleSetApplicationMasking(call('PUT', appPath, headers, body), { key: APP }, world.dependencies)
  const setTenant = (body: unknown, userId = world.a.users.owner.id) =>
    handleSetTenantMasking(call('PUT', '/api/tenant/masking', bearer(userId), body), {}, world.dependencies)
  const getTenant = (userId = world.a.users.owner.id) =>
    handleGetTenantMasking(call('GET', '/api/tenant/masking', bearer(userId)), {}, world.dependencies)
  const auditCount = async () => (await db().select({ n: count() }).from(auditLog))[0]?.n
  const stored = async () => ({
    application: (await db().select().from(applications).where(eq(applications.key, APP)))[0]?.piiMasking,
    tenant: (await db().select().from(tenants).where(eq(tenants.id, world.a.tenantId)))[0]?.piiMasking,
  })

  it('lets only a system administrator read and set an application’s masking, and audits the change', async () => {
    await expectBilingualError(
      await setApp({ kinds: ['email'], ngWords: [] }, bearer(world.a.users.owner.id)),
      403,
      'forbidden',
    )
    await expectBilingualError(await setApp({ kinds: ['email'], ngWords: [] }, {}), 401, 'unauthenticated')
    const saved = await setApp({
      kinds: ['phone', 'email', 'email'],
      ngWords: ['極秘', ' 極秘 ', 'ＡＣＭＥ', 'acme'],
    })
    expect(saved.status).toBe(200)
    expect(await saved.json()).toEqual({ kinds: ['email', 'phone'], ngWords: ['極秘', 'ＡＣＭＥ'] })
    const read = await handleGetApplicationMasking(
      call('GET', appPath, ADMIN),
      { key: APP },
      world.dependencies,
    )
    expect(await read.json()).toEqual({ kinds: ['email', 'phone'], ngWords: ['極秘', 'ＡＣＭＥ'] })
    const [audit] = await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1)
    // The words themselves may be confidential: the log keeps how many.
    expect(audit).toMatchObject({
      action: 'application.piiMasking',
      target: APP,
      details: { from: { kinds: [], ngWords: 0 }, to: { kinds: ['email', 'phone'], ngWords: 2 } },
    })
    const unknown = await handleGetApplicationMasking(
      call('GET', '/api/admin/applications/nope/masking', ADMIN),
      { key: 'nope' },
      world.dependencies,
    )
    await expectBilingualError(unknown, 404, 'not_found')
  })

  it('refuses bad application settings field by field, in both languages, writing nothing', async () => {
    const before = { stored: await stored(), audits: await auditCount() }
    for (const body of [
      { kinds: ['email', 'address'], ngWords: [] },
      { kinds: 'email', ngWords: [] },
      { kinds: [], ngWords: ['x'.repeat(51)] },
      { kinds: [], ngWords: ['two\nlines'] },
      { kinds: [], ngWords: [''] },
      { kinds: [], ngWords: Array.from({ length: 201 }, (_, index) => `w${index}`) },
      { kinds: [], ngWords: [], storeMasked: true },
      { kinds: [] },
      '[]',
    ]) {
      const response = await setApp(body)
      await expectBilingualError(response.clone(), 400, 'invalid_input')
      expect(Object.keys((await response.json()).fieldErrors ?? {})).not.toHaveLength(0)
    }
    expect({ stored: await stored(), audits: await auditCount() }).toEqual(before)
  })

  it('lets an owner add to the application’s masking (not remove it), and refuses admins and members', async () => {
    await setApp({ kinds: ['email'], ngWords: ['Project Falcon'] })
    for (const role of ['admin', 'member'] as const) {
      await expectBilingualError(await getTenant(world.a.users[role].id), 403, 'forbidden')
      await expectBilingualError(
        await setTenant({ kinds: [], ngWords: [], storeMasked: false }, world.a.users[role].id),
        403,
        'forbidden',
      )
    }
    const saved = await setTenant({ kinds: ['card', 'myNumber'], ngWords: ['極秘'], storeMasked: true })
    expect(saved.status).toBe(200)
    const view = {
      kinds: ['myNumber', 'card'],
      ngWords: ['極秘'],
      storeMasked: true,
      application: { kinds: ['email'], ngWords: ['Project Falcon'] },
    }
    expect(await saved.json()).toEqual(view)
    expect(await (await getTenant()).json()).toEqual(view)
    expect(await loadEffectiveMasking(db(), world.a.tenantId)).toEqual({
      kinds: ['email', 'myNumber', 'card'],
      ngWords: ['Project Falcon', '極秘'],
      storeMasked: true,
    })
    // Another tenant of the application gets the application's masking only.
    expect(await loadEffectiveMasking(db(), world.b.tenantId)).toEqual({
      kinds: ['email'],
      ngWords: ['Project Falcon'],
      storeMasked: false,
    })
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.tenantId, world.a.tenantId))
      .orderBy(desc(auditLog.id))
      .limit(1)
    expect(audit).toMatchObject({
      action: 'tenant.piiMasking',
      actor: `user:${world.a.users.owner.id}`,
      details: { to: { kinds: ['myNumber', 'card'], ngWords: 1, storeMasked: true } },
    })
    // Clearing the tenant's own leaves the application's in force; the column goes back to null.
    await setTenant({ kinds: [], ngWords: [], storeMasked: false })
    expect((await stored()).tenant).toBeNull()
    expect((await loadEffectiveMasking(db(), world.a.tenantId)).kinds).toEqual(['email'])
  })

  it('refuses bad tenant settings with the limit named, in both languages, writing nothing', async () => {
    const before = { stored: await stored(), audits: await auditCount() }
    for (const body of [
      { kinds: ['email'], ngWords: [] },
      { kinds: ['email'], ngWords: [], storeMasked: 'yes' },
      { kinds: ['fax'], ngWords: [], storeMasked: false },
      { kinds: [], ngWords: ['x'.repeat(51)], storeMasked: false },
      { kinds: [], ngWords: [], storeMasked: false, extra: 1 },
      '[]',
    ]) {
      await expectBilingualError(await setTenant(body), 400, 'invalid_input')
    }
    await expectBilingualError(await setTenant('not json'), 400, 'invalid_json')
    const tooLong = await (
      await setTenant({ kinds: [], ngWords: ['x'.repeat(51)], storeMasked: false })
    ).json()
    expect(tooLong.messages).toEqual({
      ja: 'NG ワードは 1 つ 50 文字以内にしてください。',
      en: 'Each NG word may be at most 50 characters.',
    })
    expect({ stored: await stored(), audits: await auditCount() }).toEqual(before)
  })
})
