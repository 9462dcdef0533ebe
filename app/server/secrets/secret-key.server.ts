/**
 * Where the key of stored secrets comes from (ADR 033): `OPSAI_SECRET_KEY` when set (production
 * must set it). In development, when it is unset, a key is generated once into
 * `<OPSAI_DATA_DIR>/secret.key` (mode 0600) and used from there, so `npm start` keeps working
 * with nothing to configure. The key is never printed.
 *
 * The resolved key lives on globalThis: `opsai server start` resolves it before the server bundle
 * loads, and the bundle's own copy of this module finds it there.
 */
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { joinedLanguages } from '#app/i18n/texts.server'
import { ServiceError } from '../errors.server'
import { generateSecretKeyText, parseSecretKey, type SecretKey } from './secret-cipher.server'

export const SECRET_KEY_ENV = 'OPSAI_SECRET_KEY'
export const DEV_KEY_FILE_NAME = 'secret.key'

export interface ResolvedSecretKey {
  key: SecretKey
  /** `environment`: OPSAI_SECRET_KEY; `file`: the development key file; `memory`: an in-memory database's throwaway key. */
  source: 'environment' | 'file' | 'memory'
  /** The development key file, when the key is kept in one. */
  file?: string
  /** True when this call made the key file: the caller says so once. */
  generated: boolean
}

export class SecretKeyFileError extends ServiceError {
  constructor(path: string, reason: string) {
    super(500, 'secret_key_file', 'errors.secrets.keyFileUnreadable', { path, reason })
  }
}

/** Reads a key file (`--new-key-file`, the development key): its text is the key, hex or base64. */
export function readSecretKeyFile(path: string): SecretKey {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (error) {
    throw new SecretKeyFileError(path, (error as NodeJS.ErrnoException).code ?? String(error))
  }
  return parseSecretKey(text, path)
}

export function devKeyFilePath(dataDir: string): string {
  return join(resolve(dataDir), DEV_KEY_FILE_NAME)
}

/** The key of this process's environment; see the module comment. */
export function resolveSecretKey(
  env: Record<string, string | undefined>,
  dataDir: string = env.OPSAI_DATA_DIR || './data',
): ResolvedSecretKey {
  const configured = env[SECRET_KEY_ENV]?.trim()
  if (configured)
    return { key: parseSecretKey(configured, SECRET_KEY_ENV), source: 'environment', generated: false }
  // An in-memory database dies with the process: so may its key.
  if (dataDir.startsWith('memory://')) {
    return { key: parseSecretKey(generateSecretKeyText(), 'memory'), source: 'memory', generated: false }
  }
  const file = devKeyFilePath(dataDir)
  mkdirSync(resolve(dataDir), { recursive: true })
  let generated = false
  try {
    // `wx`: of two processes starting at once, one writes and the other reads what it wrote.
    writeFileSync(file, `${generateSecretKeyText()}\n`, { mode: 0o600, flag: 'wx' })
    generated = true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
      throw new SecretKeyFileError(file, (error as NodeJS.ErrnoException).code ?? String(error))
    }
  }
  return { key: readSecretKeyFile(file), source: 'file', file, generated }
}

/** The one line a generated key file is announced with (never the key). */
export function keyGeneratedLine(file: string): string {
  return joinedLanguages('cli.secrets.keyGenerated', { path: file })
}

/** Writes a new key over the development key file (after a rotation): same mode, never printed. */
export function replaceDevKeyFile(file: string, keyText: string) {
  const next = `${file}.new`
  rmSync(next, { force: true })
  writeFileSync(next, `${keyText.trim()}\n`, { mode: 0o600 })
  // A rename is atomic: a crash leaves the old key or the new one, never half a key.
  renameSync(next, file)
}

const HOLDER = Symbol.for('opsai.secretKey')
type Holder = { [HOLDER]?: ResolvedSecretKey }

/** Makes `resolved` the key of this process (server start, after resolving it itself). */
export function installSecretKey(resolved: ResolvedSecretKey) {
  ;(globalThis as Holder)[HOLDER] = resolved
}

/** Tests switch keys. */
export function forgetSecretKey() {
  delete (globalThis as Holder)[HOLDER]
}

/** The key stored secrets are sealed and opened with; resolved from the environment on first use. */
export function currentSecretKey(): SecretKey {
  const holder = globalThis as Holder
  if (!holder[HOLDER]) {
    const resolved = resolveSecretKey(process.env)
    if (resolved.generated && resolved.file) console.log(keyGeneratedLine(resolved.file))
    holder[HOLDER] = resolved
  }
  return holder[HOLDER].key
}

/** How the key in use was found, for a command's report. */
export function currentSecretKeySource(): ResolvedSecretKey | undefined {
  return (globalThis as Holder)[HOLDER]
}
