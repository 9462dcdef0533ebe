/**
 * Secrets at rest (issue 19, ADR 033): a value the database must not hold in clear (a model
 * provider's API key, the generated auth secret, an IdP's tokens) is stored sealed with
 * AES-256-GCM under `OPSAI_SECRET_KEY`, as one self-describing string:
 *
 *   enc:v1:<keyId>:<iv>:<tag>:<ciphertext>     (iv, tag, ciphertext in base64url)
 *
 * `keyId` names the key (a hash of it, never the key), so a value sealed under another key is
 * refused by name; the header `enc:v1:<keyId>` is authenticated too, so it cannot be swapped.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'
import { decodeSecretKey } from '#root/app.config'
import { ServiceError } from '../errors.server'

export const SEALED_PREFIX = 'enc:v1:'
const KEY_BYTES = 32
const IV_BYTES = 12
const TAG_BYTES = 16

export interface SecretKey {
  /** Non-secret name of the key: 16 hex characters of SHA-256 over a label and the key. */
  readonly id: string
  readonly bytes: Buffer
}

/** A key that cannot be used: names where it came from, never its text. */
export class SecretKeyFormatError extends ServiceError {
  constructor(source: string) {
    super(500, 'secret_key_invalid', 'errors.secrets.keyFormat', { source })
  }
}

/** A sealed value under a key this process does not have (another deployment's, or the old one). */
export class UnknownSecretKeyError extends ServiceError {
  constructor(
    readonly keyId: string,
    readonly currentKeyId: string,
  ) {
    super(503, 'secret_key_unknown', 'errors.secrets.unknownKey', { keyId, currentKeyId })
  }
}

/** A sealed value that does not decrypt under its own key: altered or damaged. */
export class UnreadableSecretError extends ServiceError {
  constructor(readonly keyId: string) {
    super(503, 'secret_unreadable', 'errors.secrets.unreadable', { keyId })
  }
}

export function secretKeyId(bytes: Buffer): string {
  return createHash('sha256').update('opsai-secret-key-id\0').update(bytes).digest('hex').slice(0, 16)
}

export function secretKeyFromBytes(bytes: Buffer, source: string): SecretKey {
  if (bytes.length !== KEY_BYTES) throw new SecretKeyFormatError(source)
  return { id: secretKeyId(bytes), bytes: Buffer.from(bytes) }
}

/**
 * 32 bytes written as 64 hex characters or as base64 / base64url, decoded as the configuration
 * check decodes them (app.config.ts), so a key the start accepts is the key that seals.
 * Surrounding whitespace (a file's newline) is ignored. `source` names the variable or file.
 */
export function parseSecretKey(text: string, source: string): SecretKey {
  const bytes = decodeSecretKey(text.trim())
  if (!bytes) throw new SecretKeyFormatError(source)
  return secretKeyFromBytes(Buffer.from(bytes), source)
}

/** A fresh random key, written as base64 (the form of the development key file). */
export function generateSecretKeyText(): string {
  return randomBytes(KEY_BYTES).toString('base64')
}

export function isSealed(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(SEALED_PREFIX)
}

/** The key id a sealed value names, or undefined for a value in clear. */
export function sealedKeyId(value: string): string | undefined {
  if (!isSealed(value)) return undefined
  return value.slice(SEALED_PREFIX.length).split(':')[0]
}

const header = (keyId: string) => `${SEALED_PREFIX}${keyId}`

export function sealSecret(plain: string, key: SecretKey): string {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', key.bytes, iv, { authTagLength: TAG_BYTES })
  cipher.setAAD(Buffer.from(header(key.id)))
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'))
  return `${header(key.id)}:${parts.join(':')}`
}

/**
 * The value in clear. A value that is not sealed is returned as it is: rows written before
 * sealing existed keep working until the start-up pass seals them (stored-secrets.server.ts).
 */
export function openSecret(value: string, key: SecretKey): string {
  if (!isSealed(value)) return value
  const [keyId = '', iv, tag, ciphertext, ...rest] = value.slice(SEALED_PREFIX.length).split(':')
  if (keyId !== key.id) throw new UnknownSecretKeyError(keyId, key.id)
  const bytes = [iv, tag, ciphertext].map((part) => Buffer.from(part ?? '', 'base64url'))
  const [ivBytes, tagBytes, body] = bytes as [Buffer, Buffer, Buffer]
  if (
    rest.length > 0 ||
    ciphertext === undefined ||
    ivBytes.length !== IV_BYTES ||
    tagBytes.length !== TAG_BYTES
  )
    throw new UnreadableSecretError(keyId)
  try {
    const decipher = createDecipheriv('aes-256-gcm', key.bytes, ivBytes, { authTagLength: TAG_BYTES })
    decipher.setAAD(Buffer.from(header(keyId)))
    decipher.setAuthTag(tagBytes)
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8')
  } catch {
    throw new UnreadableSecretError(keyId)
  }
}
