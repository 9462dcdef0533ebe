/**
 * Writes one secret into every place that keeps one, each through the code that really writes
 * it (services, better-auth's hook), for the tests of sealing, rotation and the canary.
 */
import { randomBytes, randomUUID } from 'node:crypto'
import type { Db } from '#db/client'
import { account, user } from '#db/schema'
import { parseSystemSettingsForm, updateSystemSettings } from '../../admin/system/system-settings.server'
import { accountTokenSealing } from '../../auth/account-token-sealing.server'
import { getOrCreateAuthSecret } from '../../auth/auth-secret.server'
import { createApplication, updateApplication } from '../../tenancy/applications.server'
import { ensurePlanAndApplication, TEST_ACTOR } from '../../tenancy/test-fixtures.server'

export interface WrittenSecrets {
  applicationKey: string
  providerApiKey: string
  embeddingsApiKey: string
  systemApiKey: string
  authSecret: string
  accessToken: string
  idToken: string
}

/** A random value nobody else writes: `sk-canary-<label>-<hex>`. */
export const canary = (label: string) => `sk-canary-${label}-${randomBytes(16).toString('hex')}`

export async function writeSecretsThroughWriters(db: Db, prefix = 'canary'): Promise<WrittenSecrets> {
  await ensurePlanAndApplication(db)
  const applicationKey = `sealed_${randomBytes(3).toString('hex')}`
  const written = {
    providerApiKey: canary(`${prefix}-provider`),
    embeddingsApiKey: canary(`${prefix}-embeddings`),
    systemApiKey: canary(`${prefix}-system`),
    accessToken: canary(`${prefix}-access`),
    idToken: canary(`${prefix}-id`),
  }
  await createApplication(
    db,
    {
      key: applicationKey,
      name: 'Sealed AI',
      themeKey: 'hirameki_ai',
      settings: { provider: 'anthropic', model: 'claude-test', apiKey: written.providerApiKey },
    },
    TEST_ACTOR,
  )
  await updateApplication(
    db,
    applicationKey,
    {
      embeddings: {
        baseURL: 'http://127.0.0.1:9/v1',
        model: 'embed-test',
        dimensions: 8,
        apiKey: written.embeddingsApiKey,
      },
    },
    TEST_ACTOR,
  )
  const form = parseSystemSettingsForm({
    registrationOpen: true,
    provider: 'openai-compatible',
    model: 'system-model',
    baseURL: 'http://127.0.0.1:9/v1',
    apiKey: written.systemApiKey,
  })
  await updateSystemSettings(db, form, TEST_ACTOR)
  const authSecret = await getOrCreateAuthSecret(db, undefined)
  // As better-auth writes an IdP's account at single sign-on: through its create hook.
  const userId = randomUUID()
  await db.insert(user).values({ id: userId, name: 'sso', email: `${userId}@sso.test`, emailVerified: true })
  const { data } = await accountTokenSealing.create.before({
    id: randomUUID(),
    accountId: `subject-${userId}`,
    providerId: 'ezpass',
    userId,
    accessToken: written.accessToken,
    idToken: written.idToken,
  })
  await db.insert(account).values(data)
  return { applicationKey, authSecret, ...written }
}
