/**
 * The secret that signs session cookies. `BETTER_AUTH_SECRET` wins; otherwise one is generated
 * once and kept in system_settings, so every app server on the same database (and every
 * restart) agrees on it without an operator having to make one up for a demo. It is stored
 * sealed with OPSAI_SECRET_KEY (ADR 033); a value from before sealing is read as it is.
 */
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '#db/client'
import { systemSettings } from '#db/schema'
import { openStoredSecret, sealStoredSecret } from '../secrets/secret-fields.server'

const KEY = 'authSecret'

export async function getOrCreateAuthSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured
  const generated = randomBytes(32).toString('base64url')
  await db
    .insert(systemSettings)
    .values({ key: KEY, value: { secret: sealStoredSecret(generated) } })
    .onConflictDoNothing()
  const [row] = await db.select().from(systemSettings).where(eq(systemSettings.key, KEY))
  const raw = (row?.value as { secret?: unknown } | undefined)?.secret
  const stored = typeof raw === 'string' ? openStoredSecret(raw) : raw
  if (typeof stored !== 'string' || stored.length < 32) {
    throw new Error('system_settings.authSecret is malformed; set BETTER_AUTH_SECRET')
  }
  return stored
}
