/**
 * `/api/tenant/api-keys`: owners and admins list, create (the key shown once) and revoke the
 * tenant's API keys, audited; members are refused in both languages; bad input writes nothing.
 */
import { and, eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { auditLog, tenantApiKeys, user } from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { expectBilingualError, ORIGIN } from '../chat/testing/http-client'
import {
  bearer,
  makePaymentTenant,
  type PaymentTenant,
  paymentDependencies,
} from '../payment/testing/payment-fixtures'
import { handleCreateApiKey, handleListApiKeys, handleRevokeApiKey } from './api-keys-http.server'

describeEachDatabase('the tenant API keys API', (database) => {
  const dependencies = paymentDependencies(() => database.handle())
  const db = () => database.handle().db
  let acme: PaymentTenant
  let other: PaymentTenant

  beforeAll(async () => {
    acme = await makePaymentTenant(database.handle(), 'keys-api')
    other = await makePaymentTenant(database.handle(), 'keys-api-other')
  })

  const list = (userId: string) =>
    handleListApiKeys(
      new Request(`${ORIGIN}/api/tenant/api-keys`, { headers: bearer(userId) }),
      {},
      dependencies,
    )
  const create = (userId: string, body: unknown) =>
    handleCreateApiKey(
      new Request(`${ORIGIN}/api/tenant/api-keys`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...bearer(userId) },
        body: JSON.stringify(body),
      }),
      {},
      dependencies,
    )
  const revoke = (userId: string, id: string) =>
    handleRevokeApiKey(
      new Request(`${ORIGIN}/api/tenant/api-keys/${id}`, { method: 'DELETE', headers: bearer(userId) }),
      { id },
      dependencies,
    )

  it('lets the owner create a scoped key, shown once, as a service identity, audited', async () => {
    const empty = await list(acme.owner)
    expect(empty.status).toBe(200)
    const before = await empty.json()
    expect(before.keys).toEqual([])
    expect(before.chats[0]).toMatchObject({ id: 'chat' })

    const response = await create(acme.owner, { name: ' 社内ボット ', chats: ['chat', 'chat'] })
    expect(response.status).toBe(201)
    const { key, apiKey } = await response.json()
    expect(key).toMatch(/^opsai_sk_[\w-]{40,}$/)
    expect(apiKey).toMatchObject({ name: '社内ボット', chats: ['chat'], lastUsedAt: null, revokedAt: null })
    expect(key.startsWith(apiKey.prefix)).toBe(true)

    const listed = await (await list(acme.admin)).json()
    expect(listed.keys).toEqual([apiKey])
    expect(JSON.stringify(listed)).not.toContain(key)

    const [row] = await db().select().from(tenantApiKeys).where(eq(tenantApiKeys.id, apiKey.id))
    expect(row?.keyHash).not.toContain(key)
    const [identity] = await db()
      .select()
      .from(user)
      .where(eq(user.id, row?.serviceUserId ?? ''))
    expect(identity).toMatchObject({ serviceKind: 'api_key', name: '社内ボット', tenantId: acme.tenantId })
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, acme.tenantId), eq(auditLog.action, 'api_key.create')))
    expect(audit[0]).toMatchObject({ actor: `user:${acme.owner}`, target: apiKey.id })
    expect(JSON.stringify(audit[0]?.details)).not.toContain(key)
  })

  it('lets an admin revoke a key once; another tenant’s key is not found', async () => {
    const { apiKey } = await (await create(acme.admin, { name: 'CI', chats: null })).json()
    expect(apiKey.chats).toBeNull()
    await expectBilingualError(await revoke(other.owner, apiKey.id), 404, 'not_found')
    const revoked = await revoke(acme.admin, apiKey.id)
    expect(revoked.status).toBe(200)
    expect((await revoked.json()).apiKey.revokedAt).not.toBeNull()
    await expectBilingualError(await revoke(acme.admin, apiKey.id), 404, 'not_found')
    const keys = (await (await list(acme.owner)).json()).keys as { id: string; revokedAt: string | null }[]
    // Revoked keys stay listed, after the live ones.
    expect(keys.at(-1)).toMatchObject({ id: apiKey.id })
  })

  it('refuses members in both languages, and bad input writing nothing', async () => {
    await expectBilingualError(await list(acme.member), 403, 'forbidden')
    await expectBilingualError(await create(acme.member, { name: 'x', chats: null }), 403, 'forbidden')
    const count = (await (await list(acme.owner)).json()).keys.length
    await expectBilingualError(await create(acme.owner, { name: '', chats: null }), 400, 'invalid_input')
    await expectBilingualError(await create(acme.owner, { name: 'x'.repeat(101) }), 400, 'invalid_input')
    await expectBilingualError(await create(acme.owner, { chats: null }), 400, 'invalid_input')
    await expectBilingualError(await create(acme.owner, { name: 'x', chats: 'chat' }), 400, 'invalid_input')
    await expectBilingualError(await create(acme.owner, { name: 'x', chats: [] }), 400, 'invalid_input')
    await expectBilingualError(
      await create(acme.owner, { name: 'x', chats: ['custom:nope'] }),
      400,
      'invalid_input',
    )
    expect((await (await list(acme.owner)).json()).keys.length).toBe(count)
  })
})
