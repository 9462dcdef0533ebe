import { eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { en } from '#app/i18n/locales/en'
import { ja } from '#app/i18n/locales/ja'
import { auditLog, systemSettings } from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { type OpenAiTestServer, startOpenAiTestServer } from '../../ai/testing/openai-test-server'
import { RegistrationError, registerFreeTenant } from '../../auth/free-registration.server'
import { prepareChatTurn } from '../../chat/chat-turn.server'
import { collect, makeChatTenant, makeMember } from '../../chat/testing/chat-fixtures'
import { ORIGIN } from '../../chat/testing/http-client'
import { ADMIN_TOKEN, bearer, paymentDependencies } from '../../payment/testing/payment-fixtures'
import { ensurePlanAndApplication } from '../../tenancy/test-fixtures.server'
import { loadMaintenanceNotice, loadSystemDefaultProvider } from './system-settings.server'
import { handleSystemSettingsGet, handleSystemSettingsUpdate } from './system-settings-http.server'

const FORM = {
  registrationOpen: true,
  defaultApplication: '',
  maintenanceJa: '',
  maintenanceEn: '',
  provider: '',
  model: '',
  baseURL: '',
  apiKey: '',
  clearApiKey: false,
}

function put(body: unknown, headers: Record<string, string>) {
  return new Request(`${ORIGIN}/api/admin/system/settings`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
}

/** An i18n key's text in one locale, or undefined when the key does not exist there. */
function textOf(messages: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages)
}

let server: OpenAiTestServer
beforeAll(async () => {
  server = await startOpenAiTestServer()
})
afterAll(async () => {
  await server.close()
})

describeEachDatabase('system settings (/admin/system)', (database) => {
  const dependencies = paymentDependencies(() => database.handle())
  const db = () => database.handle().db
  const save = async (body: unknown, token = ADMIN_TOKEN) => {
    const response = await handleSystemSettingsUpdate(put(body, bearer(token)), dependencies)
    return { status: response.status, json: (await response.json()) as Record<string, unknown> }
  }

  beforeAll(async () => {
    await ensurePlanAndApplication(db())
  })

  it('refuses everyone but the system administrator: 401 signed out, 403 a tenant user', async () => {
    const member = await makeMember(db(), null, 'not-admin')
    const anonymous = await handleSystemSettingsUpdate(put(FORM, {}), dependencies)
    expect(anonymous.status).toBe(401)
    const forbidden = await save({ ...FORM, registrationOpen: false }, member)
    expect(forbidden.status).toBe(403)
    expect(forbidden.json).toMatchObject({
      error: 'forbidden',
      messages: { ja: expect.any(String), en: expect.any(String) },
    })
    const read = await handleSystemSettingsGet(
      new Request(`${ORIGIN}/api/admin/system/settings`, { headers: bearer(member) }),
      dependencies,
    )
    expect(read.status).toBe(403)
    expect(await db().select().from(systemSettings)).toEqual([])
  })

  it('answers bad input with field errors that exist in Japanese and English, and writes nothing', async () => {
    const bad = await save({
      ...FORM,
      registrationOpen: 'yes',
      maintenanceJa: '明日メンテナンスします',
      provider: 'openai-compatible',
      baseURL: 'ftp://example.test',
      defaultApplication: 'x'.repeat(64),
    })
    expect(bad.status).toBe(400)
    const fieldErrors = bad.json.fieldErrors as Record<string, string>
    expect(Object.keys(fieldErrors).sort()).toEqual(
      ['baseURL', 'defaultApplication', 'maintenanceEn', 'model', 'registrationOpen'].sort(),
    )
    for (const key of Object.values(fieldErrors)) {
      expect(typeof textOf(ja, key), key).toBe('string')
      expect(typeof textOf(en, key), key).toBe('string')
    }
    expect(bad.json.messages).toEqual({ ja: expect.any(String), en: expect.any(String) })

    const unknownApplication = await save({ ...FORM, defaultApplication: 'no_such_app' })
    expect(unknownApplication.json.fieldErrors).toEqual({
      defaultApplication: 'adminSystem.errors.unknownApplication',
    })
    const anthropicWithoutKey = await save({ ...FORM, provider: 'anthropic', model: 'claude' })
    expect(anthropicWithoutKey.json.fieldErrors).toEqual({ apiKey: 'adminSystem.errors.apiKeyRequired' })
    const notJson = await handleSystemSettingsUpdate(
      new Request(`${ORIGIN}/api/admin/system/settings`, {
        method: 'PUT',
        headers: bearer(ADMIN_TOKEN),
        body: '{',
      }),
      dependencies,
    )
    expect(notJson.status).toBe(400)
    expect(await db().select().from(systemSettings)).toEqual([])
  })

  it('closing registration refuses free registration; reopening accepts it; both are audited', async () => {
    const closed = await save({ ...FORM, registrationOpen: false, defaultApplication: 'hirameki_ai' })
    expect(closed.status).toBe(200)
    expect(closed.json.changed).toEqual(['registration', 'defaultApplication'])
    const registrant = {
      organization: '閉鎖中株式会社',
      name: '登録 花子',
      email: 'closed@example.test',
      password: 'Register-Passw0rd!',
    }
    await expect(registerFreeTenant(db(), registrant)).rejects.toEqual(new RegistrationError('closed'))

    expect((await save({ ...FORM, registrationOpen: true, defaultApplication: 'hirameki_ai' })).status).toBe(
      200,
    )
    await expect(registerFreeTenant(db(), registrant)).resolves.toMatchObject({ slug: expect.any(String) })

    const rows = await db().select().from(auditLog).where(like(auditLog.action, 'system.%'))
    expect(rows.map((row) => [row.action, row.actor, row.details])).toEqual([
      ['system.registration', 'admin:admin-user', { open: false }],
      ['system.default_application', 'admin:admin-user', { from: null, to: 'hirameki_ai' }],
      ['system.registration', 'admin:admin-user', { open: true }],
    ])
    // Saving the same values again changes and audits nothing.
    const again = await save({ ...FORM, registrationOpen: true, defaultApplication: 'hirameki_ai' })
    expect(again.json.changed).toEqual([])
  })

  it('sets and clears the maintenance notice that tenant users see', async () => {
    const notice = {
      maintenanceJa: '4月1日 2:00〜4:00 はメンテナンスです。',
      maintenanceEn: 'Maintenance on 1 April, 2:00–4:00.',
    }
    expect((await save({ ...FORM, defaultApplication: 'hirameki_ai', ...notice })).status).toBe(200)
    expect(await loadMaintenanceNotice(db())).toEqual({ ja: notice.maintenanceJa, en: notice.maintenanceEn })
    expect((await save({ ...FORM, defaultApplication: 'hirameki_ai' })).status).toBe(200)
    expect(await loadMaintenanceNotice(db())).toBeNull()
    const actions = await db().select().from(auditLog).where(eq(auditLog.action, 'system.maintenance_notice'))
    expect(actions.map((row) => row.details)).toEqual([
      { notice: { ja: notice.maintenanceJa, en: notice.maintenanceEn } },
      { notice: null },
    ])
  })

  it('keeps the default provider key write-only: never answered, never audited, kept when left empty', async () => {
    const secret = 'sk-system-default-secret'
    const provider = { provider: 'openai-compatible', model: 'system-model', baseURL: server.baseURL }
    const saved = await save({ ...FORM, defaultApplication: 'hirameki_ai', ...provider, apiKey: secret })
    expect(saved.status).toBe(200)
    expect(JSON.stringify(saved.json)).not.toContain(secret)
    expect(saved.json.settings).toMatchObject({
      defaultProvider: { provider: 'openai-compatible', hasApiKey: true },
    })

    // Changing the model with the key field empty keeps the stored key.
    await save({ ...FORM, defaultApplication: 'hirameki_ai', ...provider, model: 'system-model-2' })
    expect(await loadSystemDefaultProvider(db())).toMatchObject({ model: 'system-model-2', apiKey: secret })

    const read = await handleSystemSettingsGet(
      new Request(`${ORIGIN}/api/admin/system/settings`, { headers: bearer(ADMIN_TOKEN) }),
      dependencies,
    )
    expect(read.status).toBe(200)
    expect(await read.text()).not.toContain(secret)
    const audits = await db().select().from(auditLog).where(eq(auditLog.action, 'system.default_provider'))
    expect(JSON.stringify(audits)).not.toContain(secret)
    expect(audits.map((row) => (row.details as { apiKey: string }).apiKey)).toEqual(['set', 'unchanged'])
  })

  it('an application without settings answers with the system default, not the environment', async () => {
    server.reset()
    const { tenantId, userId } = await makeChatTenant(db(), 'system-default', 10_000)
    server.enqueue({ chunks: ['既定'], usage: { promptTokens: 5, completionTokens: 1 } })
    const turn = await prepareChatTurn(
      db(),
      { tenantId, userId, kind: 'opschat', keyword: 'incident', content: '障害です' },
      // The environment names another model: the system default must win over it.
      { env: { OPSAI_AI_BASE_URL: server.baseURL, OPSAI_AI_MODEL: 'environment-model' } },
    )
    await collect(turn.run())
    expect(server.requests[0]?.body).toMatchObject({ model: 'system-model-2' })
    expect(server.requests[0]?.headers.authorization).toBe('Bearer sk-system-default-secret')

    // Cleared: the environment applies again; the audit says the key was cleared, not what it was.
    await save({ ...FORM, defaultApplication: 'hirameki_ai' })
    expect(await loadSystemDefaultProvider(db())).toBeNull()
    const [cleared] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'system.default_provider'))
      .orderBy(auditLog.id)
      .offset(2)
    expect(cleared?.details).toMatchObject({ provider: null, apiKey: 'cleared' })
  })
})
