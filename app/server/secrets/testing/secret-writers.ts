/**
 * Writes one secret into every place that keeps one, each through the code that really writes
 * it (services, better-auth's hook), for the tests of sealing, rotation and the canary.
 */
import { randomBytes, randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '#db/client'
import { account, tenantSamlProviders, twoFactor, user } from '#db/schema'
import { parseSystemSettingsForm, updateSystemSettings } from '../../admin/system/system-settings.server'
import { accountTokenSealing } from '../../auth/account-token-sealing.server'
import { getOrCreateAuthSecret } from '../../auth/auth-secret.server'
import { storeBackupCodes } from '../../auth/two-factor-plugin.server'
import { setSamlSettings } from '../../saml/saml-settings.server'
import { testIdpMetadata } from '../../saml/testing/idp-metadata'
import { createApplication, updateApplication } from '../../tenancy/applications.server'
import { ensurePlanAndApplication, makeTenant, TEST_ACTOR } from '../../tenancy/test-fixtures.server'
import { createWebhookEndpoint } from '../../webhooks/webhook-endpoints.server'
import { openStoredSecret } from '../secret-fields.server'

export interface WrittenSecrets {
  applicationKey: string
  providerApiKey: string
  embeddingsApiKey: string
  systemApiKey: string
  authSecret: string
  accessToken: string
  idToken: string
  /** A line of the tenant's SAML SP private key (PEM), in clear: made by the writer itself. */
  samlKeyLine: string
  /** A two-factor backup code, stored as the plugin stores it (ADR 036). */
  backupCode: string
  /** A webhook endpoint's signing secret (`whsec_…`), made by the writer itself (ADR 041). */
  webhookSecret: string
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
  // A tenant's SAML set-up: the writer makes the SP key pair and seals the private key.
  const tenant = await makeTenant(db, `saml-${randomBytes(3).toString('hex')}`)
  await setSamlSettings(db, {
    tenantId: tenant.id,
    input: {
      metadataXml: testIdpMetadata(),
      emailDomains: [`${prefix}-${randomBytes(3).toString('hex')}.test`],
    },
    actor: TEST_ACTOR,
    urls: { baseUrl: 'http://localhost:3000', basePath: '/api/auth', allowPrivateMetadata: false },
  })
  const [saml] = await db
    .select({ key: tenantSamlProviders.spPrivateKey })
    .from(tenantSamlProviders)
    .where(eq(tenantSamlProviders.tenantId, tenant.id))
  const samlKeyLine = openStoredSecret(saml?.key ?? '').split('\n')[1] ?? ''
  // Backup codes through the two-factor plugin's own store option (what its endpoints call).
  const backupCode = canary(`${prefix}-backup`)
  await db.insert(twoFactor).values({
    id: randomUUID(),
    userId,
    secret: 'sealed-by-the-plugin',
    backupCodes: await storeBackupCodes().encrypt(JSON.stringify([backupCode])),
  })
  // A webhook endpoint of the same tenant: the service makes its secret and seals it.
  const { secret: webhookSecret } = await createWebhookEndpoint(db, {
    tenantId: tenant.id,
    input: { url: 'https://hooks.example.com/opsai', events: ['thread.created'] },
    actor: TEST_ACTOR,
    policy: { allowPrivate: false, resolve: async () => ['93.184.215.14'] },
  })
  return { applicationKey, authSecret, ...written, samlKeyLine, backupCode, webhookSecret }
}
