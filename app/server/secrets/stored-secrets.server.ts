/**
 * Every place the database keeps a secret (ADR 033), for the two passes over all of them: the
 * sealing of values still in clear at server start, and `opsai secrets rotate`. A new kind of
 * secret (SAML keys, SSO client secrets, webhook secrets) adds one line to `STORED_SECRET_SITES`
 * and seals on write with `sealSecretFields` / `sealStoredSecret` (secret-fields.server.ts).
 */
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '#db/client'
import { rowsOf } from '#db/rows'
import { ServiceError } from '../errors.server'
import {
  isSealed,
  openSecret,
  type SecretKey,
  sealedKeyId,
  sealSecret,
  UnreadableSecretError,
} from './secret-cipher.server'

export interface StoredSecretSite {
  /** `table.column[.field]`, as reports name it. */
  name: string
  /** Every value stored here (in clear or sealed), locked for the transaction that rewrites it. */
  list(db: Db): Promise<{ id: string; value: string }[]>
  write(db: Db, id: string, value: string): Promise<void>
}

/** A string field of a JSON column: `table.column->field`, rows named by `idColumn`. */
export function jsonFieldSite(
  table: string,
  idColumn: string,
  column: string,
  field: string,
  only?: SQL,
): StoredSecretSite {
  const [t, id, c] = [sql.identifier(table), sql.identifier(idColumn), sql.identifier(column)]
  const filter = only ? sql` and ${only}` : sql``
  return {
    name: `${table}.${column}.${field}`,
    async list(db) {
      const result = await db.execute(sql`
        select ${id}::text as id, ${c}->>${field} as value from ${t}
        where jsonb_typeof(${c}->${field}) = 'string'${filter}
        order by ${id} for update`)
      return rowsOf<{ id: string; value: string }>(result)
    },
    async write(db, rowId, value) {
      await db.execute(sql`
        update ${t} set ${c} = jsonb_set(${c}, ${`{${field}}`}::text[], to_jsonb(${value}::text))
        where ${id}::text = ${rowId}`)
    },
  }
}

/** A text column: `table.column`, rows named by `idColumn`. */
export function textColumnSite(table: string, idColumn: string, column: string): StoredSecretSite {
  const [t, id, c] = [sql.identifier(table), sql.identifier(idColumn), sql.identifier(column)]
  return {
    name: `${table}.${column}`,
    async list(db) {
      const result = await db.execute(sql`
        select ${id}::text as id, ${c} as value from ${t} where ${c} is not null order by ${id} for update`)
      return rowsOf<{ id: string; value: string }>(result)
    },
    async write(db, rowId, value) {
      await db.execute(sql`update ${t} set ${c} = ${value} where ${id}::text = ${rowId}`)
    },
  }
}

const systemSetting = (key: string) => sql`${sql.identifier('key')} = ${key}`

export const STORED_SECRET_SITES: readonly StoredSecretSite[] = [
  jsonFieldSite('applications', 'key', 'settings', 'apiKey'),
  jsonFieldSite('applications', 'key', 'embeddings', 'apiKey'),
  jsonFieldSite('system_settings', 'key', 'value', 'apiKey', systemSetting('defaultProvider')),
  jsonFieldSite('system_settings', 'key', 'value', 'secret', systemSetting('authSecret')),
  // An IdP's tokens from OIDC sign-in (sealed by account-token-sealing.server.ts).
  textColumnSite('account', 'id', 'access_token'),
  textColumnSite('account', 'id', 'refresh_token'),
  textColumnSite('account', 'id', 'id_token'),
  // Each tenant's SAML service-provider key (saml-settings.server.ts, ADR 037).
  textColumnSite('tenant_saml_providers', 'tenant_id', 'sp_private_key'),
  // Two-factor backup codes, a JSON list (better-auth's plugin seals them through ours, ADR 036).
  textColumnSite('two_factor', 'id', 'backup_codes'),
  // Each webhook endpoint's signing secret (webhook-endpoints.server.ts, ADR 041).
  textColumnSite('webhook_endpoints', 'id', 'secret'),
]

/** Sealed values under keys this process does not have: refused, naming the key ids. */
export class StoredUnderUnknownKeysError extends ServiceError {
  constructor(
    readonly found: { site: string; keyId: string }[],
    currentKeyId: string,
  ) {
    super(503, 'secret_key_unknown', 'errors.secrets.storedUnderUnknownKeys', {
      count: found.length,
      sites: [...new Set(found.map((item) => item.site))].join(', '),
      keyIds: [...new Set(found.map((item) => item.keyId))].join(', '),
      currentKeyId,
    })
  }
}

export class StoredUnreadableError extends ServiceError {
  constructor(readonly sites: string[]) {
    super(503, 'secret_unreadable', 'errors.secrets.storedUnreadable', {
      count: sites.length,
      sites: [...new Set(sites)].join(', '),
    })
  }
}

export interface SealingReport {
  /** Values found in clear and sealed now, per site. */
  sealed: Record<string, number>
  /** Sites holding a value sealed under the current key that does not decrypt (altered, damaged). */
  unreadable: string[]
}

/**
 * The start-up pass: seals every value still in clear (idempotent: a second run finds none).
 * Values under another key refuse the start by name, before anything is written: a server that
 * cannot read its secrets would fail every chat instead.
 */
export async function sealPlaintextSecrets(db: Db, key: SecretKey): Promise<SealingReport> {
  return db.transaction(async (tx) => {
    const report: SealingReport = { sealed: {}, unreadable: [] }
    const unknown: { site: string; keyId: string }[] = []
    for (const site of STORED_SECRET_SITES) {
      for (const row of await site.list(tx)) {
        const keyId = sealedKeyId(row.value)
        if (keyId === undefined) {
          await site.write(tx, row.id, sealSecret(row.value, key))
          report.sealed[site.name] = (report.sealed[site.name] ?? 0) + 1
        } else if (keyId !== key.id) {
          unknown.push({ site: site.name, keyId })
        } else if (!readable(row.value, key)) {
          report.unreadable.push(site.name)
        }
      }
    }
    if (unknown.length > 0) throw new StoredUnderUnknownKeysError(unknown, key.id)
    return report
  })
}

function readable(value: string, key: SecretKey) {
  try {
    openSecret(value, key)
    return true
  } catch {
    return false
  }
}

export interface RotationCounts {
  /** Decrypted with the current key and sealed with the new one. */
  reEncrypted: number
  /** Found in clear and sealed with the new key. */
  sealedFromPlaintext: number
  /** Already under the new key (a rotation run again): left as they are. */
  alreadyNew: number
}

export class SameSecretKeyError extends ServiceError {
  constructor(keyId: string) {
    super(400, 'secret_key_same', 'errors.secrets.sameKey', { keyId })
  }
}

/**
 * Re-encrypts every stored secret from `current` to `next` in one transaction: all or nothing.
 * A value under neither key, or one that does not decrypt, aborts it with nothing changed.
 */
export async function rotateSecrets(
  db: Db,
  current: SecretKey,
  next: SecretKey,
): Promise<Record<string, RotationCounts>> {
  if (current.id === next.id) throw new SameSecretKeyError(next.id)
  return db.transaction(async (tx) => {
    const counts: Record<string, RotationCounts> = {}
    const unknown: { site: string; keyId: string }[] = []
    const unreadable: string[] = []
    for (const site of STORED_SECRET_SITES) {
      const count: RotationCounts = { reEncrypted: 0, sealedFromPlaintext: 0, alreadyNew: 0 }
      counts[site.name] = count
      for (const row of await site.list(tx)) {
        const keyId = sealedKeyId(row.value)
        if (keyId === next.id) {
          count.alreadyNew += 1
        } else if (keyId !== undefined && keyId !== current.id) {
          unknown.push({ site: site.name, keyId })
        } else {
          let plain: string
          try {
            plain = openSecret(row.value, current)
          } catch (error) {
            if (!(error instanceof UnreadableSecretError)) throw error
            unreadable.push(site.name)
            continue
          }
          await site.write(tx, row.id, sealSecret(plain, next))
          if (isSealed(row.value)) count.reEncrypted += 1
          else count.sealedFromPlaintext += 1
        }
      }
    }
    // Thrown inside the transaction: everything written above is rolled back.
    if (unknown.length > 0) throw new StoredUnderUnknownKeysError(unknown, current.id)
    if (unreadable.length > 0) throw new StoredUnreadableError(unreadable)
    return counts
  })
}
