import { randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterEach, expect, it } from 'vitest'
import { account, applications, systemSettings, twoFactor, webhookEndpoints } from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { loadSystemDefaultProvider, loadSystemSettings } from '../admin/system/system-settings.server'
import { getOrCreateAuthSecret } from '../auth/auth-secret.server'
import { storeBackupCodes } from '../auth/two-factor-plugin.server'
import { applicationEmbeddings } from '../knowledge/embeddings.server'
import { findApplication, getApplicationSecrets } from '../tenancy/applications.server'
import { openEndpointSecret } from '../webhooks/webhook-endpoints.server'
import {
  isSealed,
  openSecret,
  parseSecretKey,
  type SecretKey,
  sealedKeyId,
  sealSecret,
  UnknownSecretKeyError,
} from './secret-cipher.server'
import { currentSecretKey, forgetSecretKey, installSecretKey } from './secret-key.server'
import {
  rotateSecrets,
  SameSecretKeyError,
  STORED_SECRET_SITES,
  StoredUnderUnknownKeysError,
  sealPlaintextSecrets,
} from './stored-secrets.server'
import { type WrittenSecrets, writeSecretsThroughWriters } from './testing/secret-writers'

const newKey = () => parseSecretKey(randomBytes(32).toString('base64'), 'test')
const use = (key: SecretKey) => installSecretKey({ key, source: 'environment', generated: false })

afterEach(() => {
  // Back to the test key of vitest.config.ts.
  forgetSecretKey()
})

describeEachDatabase('secrets at rest (ADR 033)', (database) => {
  const db = () => database.handle().db

  /** Every stored secret value, as the database holds it. */
  async function storedValues() {
    const values: { site: string; value: string }[] = []
    for (const site of STORED_SECRET_SITES) {
      for (const row of await db().transaction((tx) => site.list(tx)))
        values.push({ site: site.name, ...row })
    }
    return values
  }

  async function expectReadBack(written: WrittenSecrets) {
    expect((await getApplicationSecrets(db(), written.applicationKey))?.apiKey).toBe(written.providerApiKey)
    expect((await applicationEmbeddings(db(), written.applicationKey))?.apiKey).toBe(written.embeddingsApiKey)
    expect((await loadSystemDefaultProvider(db()))?.apiKey).toBe(written.systemApiKey)
    expect(await getOrCreateAuthSecret(db(), undefined)).toBe(written.authSecret)
    const codes = await db().select({ stored: twoFactor.backupCodes }).from(twoFactor)
    const opened = await Promise.all(codes.map((row) => storeBackupCodes().decrypt(row.stored)))
    expect(opened.some((list) => JSON.parse(list).includes(written.backupCode))).toBe(true)
    const hooks = await db().select({ secret: webhookEndpoints.secret }).from(webhookEndpoints)
    expect(hooks.map((row) => openEndpointSecret(row))).toContain(written.webhookSecret)
  }

  it('seals what the real writers store, reads it back, and screens see only that a key is set', async () => {
    const written = await writeSecretsThroughWriters(db())
    expect(written.samlKeyLine).toMatch(/^[A-Za-z0-9+/]{64}$/)
    const key = currentSecretKey()
    const stored = await storedValues()
    expect(new Set(stored.map((item) => item.site))).toEqual(
      new Set([
        'applications.settings.apiKey',
        'applications.embeddings.apiKey',
        'system_settings.value.apiKey',
        'system_settings.value.secret',
        'account.access_token',
        'account.id_token',
        'tenant_saml_providers.sp_private_key',
        'two_factor.backup_codes',
        'webhook_endpoints.secret',
      ]),
    )
    for (const { value } of stored) expect(sealedKeyId(value)).toBe(key.id)
    const everything = JSON.stringify(
      await db().execute(sql`select row_to_json(t) from (select * from applications) t
        union all select row_to_json(t) from (select * from system_settings) t
        union all select row_to_json(t) from (select * from account) t
        union all select row_to_json(t) from (select * from tenant_saml_providers) t
        union all select row_to_json(t) from (select * from two_factor) t
        union all select row_to_json(t) from (select * from webhook_endpoints) t`),
    )
    for (const secret of [
      written.providerApiKey,
      written.embeddingsApiKey,
      written.systemApiKey,
      written.authSecret,
      written.accessToken,
      written.idToken,
      written.samlKeyLine,
      written.backupCode,
      written.webhookSecret,
    ]) {
      expect(everything).not.toContain(secret)
    }
    await expectReadBack(written)

    const shown = await findApplication(db(), written.applicationKey)
    expect(shown?.settings).toMatchObject({ provider: 'anthropic', hasApiKey: true })
    expect(shown?.embeddings).toMatchObject({ model: 'embed-test', hasApiKey: true })
    expect((await loadSystemSettings(db())).defaultProvider).toMatchObject({ hasApiKey: true })
    const screens = JSON.stringify([shown, await loadSystemSettings(db())])
    expect(screens).not.toContain('enc:v1')
    expect(screens).not.toContain('sk-canary')
  })

  it('seals values stored in plain text before sealing existed, once, and they keep working', async () => {
    const written = await writeSecretsThroughWriters(db(), 'legacy')
    // As an older version stored them: in clear.
    await db()
      .update(applications)
      .set({
        settings: { provider: 'anthropic', model: 'claude-test', apiKey: written.providerApiKey },
      })
      .where(eq(applications.key, written.applicationKey))
    await db()
      .update(systemSettings)
      .set({ value: { secret: written.authSecret } })
      .where(eq(systemSettings.key, 'authSecret'))
    await db().update(account).set({ accessToken: written.accessToken }).where(sql`true`)
    const plain = (await storedValues()).filter((item) => !isSealed(item.value))
    expect(plain.length).toBeGreaterThanOrEqual(3)
    // Plain values are read as they are until sealed.
    await expectReadBack(written)

    const report = await sealPlaintextSecrets(db(), currentSecretKey())
    expect(report.sealed['applications.settings.apiKey']).toBeGreaterThanOrEqual(1)
    expect(report.sealed['system_settings.value.secret']).toBe(1)
    expect(report.unreadable).toEqual([])
    expect((await storedValues()).every((item) => isSealed(item.value))).toBe(true)
    await expectReadBack(written)
    // Idempotent: nothing left to seal.
    expect(await sealPlaintextSecrets(db(), currentSecretKey())).toEqual({ sealed: {}, unreadable: [] })
  })

  it('refuses to start on values under a key it does not have, naming the key id, and writes nothing', async () => {
    const stranger = newKey()
    const written = await writeSecretsThroughWriters(db(), 'stranger')
    await db()
      .update(applications)
      .set({ settings: { provider: 'anthropic', model: 'm', apiKey: sealSecret('sk-other', stranger) } })
      .where(eq(applications.key, written.applicationKey))
    await db()
      .update(systemSettings)
      .set({ value: { secret: written.authSecret } })
      .where(eq(systemSettings.key, 'authSecret'))
    const before = await storedValues()
    const attempt = sealPlaintextSecrets(db(), currentSecretKey())
    await expect(attempt).rejects.toThrow(StoredUnderUnknownKeysError)
    await expect(sealPlaintextSecrets(db(), currentSecretKey())).rejects.toThrow(stranger.id)
    expect(await storedValues()).toEqual(before)
    // The chat's lookup says the same, by key id, as a 503 and never a stack trace.
    const lookup = getApplicationSecrets(db(), written.applicationKey)
    await expect(lookup).rejects.toBeInstanceOf(UnknownSecretKeyError)
    await expect(getApplicationSecrets(db(), written.applicationKey)).rejects.toMatchObject({
      status: 503,
      code: 'secret_key_unknown',
    })
    // Put back as the writer would, for the next tests.
    await db()
      .update(applications)
      .set({ settings: { provider: 'offline' } })
      .where(eq(applications.key, written.applicationKey))
    await sealPlaintextSecrets(db(), currentSecretKey())
  })

  it('rotates every secret to a new key in one go: the old key no longer decrypts them', async () => {
    const written = await writeSecretsThroughWriters(db(), 'rotate')
    const old = currentSecretKey()
    const next = newKey()
    // One value still in clear is sealed by the rotation too.
    await db().update(account).set({ accessToken: written.accessToken }).where(sql`true`)
    const counts = await rotateSecrets(db(), old, next)
    const total = Object.values(counts).reduce((sum, c) => sum + c.reEncrypted + c.sealedFromPlaintext, 0)
    expect(total).toBe((await storedValues()).length)
    expect(counts['account.access_token']?.sealedFromPlaintext).toBeGreaterThanOrEqual(1)
    expect(counts['applications.settings.apiKey']?.reEncrypted).toBeGreaterThanOrEqual(1)
    for (const { value } of await storedValues()) {
      expect(sealedKeyId(value)).toBe(next.id)
      expect(() => openSecret(value, old)).toThrow(UnknownSecretKeyError)
      expect(() => openSecret(value, next)).not.toThrow()
    }
    await expect(getApplicationSecrets(db(), written.applicationKey)).rejects.toThrow(next.id)
    use(next)
    await expectReadBack(written)
    // Run again (before the variable was swapped): nothing to do, nothing broken.
    const again = await rotateSecrets(db(), old, next)
    expect(Object.values(again).every((c) => c.reEncrypted === 0 && c.sealedFromPlaintext === 0)).toBe(true)
    // Back under the test key for the tests after this one.
    await rotateSecrets(db(), next, old)
  })

  it('rotates all or nothing: a value under a third key aborts it with nothing changed', async () => {
    const written = await writeSecretsThroughWriters(db(), 'abort')
    const third = newKey()
    await db()
      .update(account)
      .set({ idToken: sealSecret('id-token', third) })
      .where(sql`true`)
    const before = await storedValues()
    const attempt = rotateSecrets(db(), currentSecretKey(), newKey())
    await expect(attempt).rejects.toThrow(StoredUnderUnknownKeysError)
    expect(await storedValues()).toEqual(before)
    await expectReadBack(written)
    await expect(rotateSecrets(db(), currentSecretKey(), currentSecretKey())).rejects.toThrow(
      SameSecretKeyError,
    )
  })
})
