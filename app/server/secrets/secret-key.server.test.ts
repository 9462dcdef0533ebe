import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createThrowawayDirectory } from '#db/throwaway'
import { parseSecretKey, SecretKeyFormatError } from './secret-cipher.server'
import {
  DEV_KEY_FILE_NAME,
  readSecretKeyFile,
  replaceDevKeyFile,
  resolveSecretKey,
  SecretKeyFileError,
} from './secret-key.server'

const directories: { remove(): void }[] = []
function dataDir() {
  const directory = createThrowawayDirectory('opsai-secret-key-')
  directories.push(directory)
  return join(directory.path, 'data')
}
afterEach(() => {
  for (const directory of directories.splice(0)) directory.remove()
})

describe('the key of stored secrets', () => {
  it('takes OPSAI_SECRET_KEY when set, and writes no file', () => {
    const dir = dataDir()
    const text = randomBytes(32).toString('hex')
    const resolved = resolveSecretKey({ OPSAI_SECRET_KEY: text }, dir)
    expect(resolved).toMatchObject({ source: 'environment', generated: false })
    expect(resolved.key.id).toBe(parseSecretKey(text, 'x').id)
    expect(existsSync(join(dir, DEV_KEY_FILE_NAME))).toBe(false)
  })

  it('refuses a malformed OPSAI_SECRET_KEY by name, without its text', () => {
    const attempt = () => resolveSecretKey({ OPSAI_SECRET_KEY: 'not-a-key-at-all' }, dataDir())
    expect(attempt).toThrow(SecretKeyFormatError)
    expect(attempt).toThrow(/OPSAI_SECRET_KEY/)
    expect(attempt).not.toThrow(/not-a-key-at-all/)
  })

  it('in development generates a key file once (mode 0600) and reads it on later starts', () => {
    const dir = dataDir()
    const first = resolveSecretKey({}, dir)
    expect(first).toMatchObject({ source: 'file', generated: true, file: join(dir, DEV_KEY_FILE_NAME) })
    expect(statSync(join(dir, DEV_KEY_FILE_NAME)).mode & 0o777).toBe(0o600)
    const second = resolveSecretKey({ OPSAI_DATA_DIR: dir })
    expect(second).toMatchObject({ source: 'file', generated: false })
    expect(second.key.id).toBe(first.key.id)
  })

  it('refuses a damaged key file, naming it', () => {
    const dir = dataDir()
    resolveSecretKey({}, dir)
    writeFileSync(join(dir, DEV_KEY_FILE_NAME), 'garbage\n')
    expect(() => resolveSecretKey({}, dir)).toThrow(join(dir, DEV_KEY_FILE_NAME))
  })

  it('reads a key file in hex or base64, and names a missing one', () => {
    const dir = dataDir()
    const bytes = randomBytes(32)
    resolveSecretKey({}, dir) // makes the directory
    writeFileSync(join(dir, 'hex.key'), `${bytes.toString('hex')}\n`)
    writeFileSync(join(dir, 'b64.key'), bytes.toString('base64'))
    expect(readSecretKeyFile(join(dir, 'hex.key')).id).toBe(readSecretKeyFile(join(dir, 'b64.key')).id)
    expect(() => readSecretKeyFile(join(dir, 'missing.key'))).toThrow(SecretKeyFileError)
    expect(() => readSecretKeyFile(join(dir, 'missing.key'))).toThrow(/missing\.key.*ENOENT/)
  })

  it('replaces the development key file with a new key, still mode 0600', () => {
    const dir = dataDir()
    const { file } = resolveSecretKey({}, dir)
    const next = randomBytes(32).toString('base64')
    replaceDevKeyFile(file ?? '', next)
    expect(readFileSync(file ?? '', 'utf8').trim()).toBe(next)
    expect(statSync(file ?? '').mode & 0o777).toBe(0o600)
    expect(resolveSecretKey({}, dir).key.id).toBe(parseSecretKey(next, 'x').id)
  })

  it('gives an in-memory database a throwaway key and writes nothing', () => {
    expect(resolveSecretKey({}, 'memory://test')).toMatchObject({ source: 'memory', generated: false })
  })
})
