import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, expect, it } from 'vitest'
import { parseSecretKey, sealedKeyId } from '#app/server/secrets/secret-cipher.server'
import { DEV_KEY_FILE_NAME, forgetSecretKey, installSecretKey } from '#app/server/secrets/secret-key.server'
import { STORED_SECRET_SITES } from '#app/server/secrets/stored-secrets.server'
import { getApplicationSecrets } from '#app/server/tenancy/applications.server'
import type { DbHandle } from '#db/client'
import { describeEachCliDatabase } from '../tenants/cli-testing'

const files = mkdtempSync(join(tmpdir(), 'opsai-secrets-cli-'))
afterAll(() => rmSync(files, { recursive: true, force: true }))
afterEach(() => forgetSecretKey())

/** A key file as an operator makes one (`openssl rand -base64 32`, or hex). */
function keyFile(name: string, encoding: 'base64' | 'hex' = 'base64') {
  const text = randomBytes(32).toString(encoding)
  const path = join(files, name)
  writeFileSync(path, `${text}\n`)
  return { path, text, id: parseSecretKey(text, path).id }
}

async function storedKeyIds(handle: DbHandle) {
  const ids: (string | undefined)[] = []
  for (const site of STORED_SECRET_SITES) {
    for (const row of await handle.db.transaction((tx) => site.list(tx))) ids.push(sealedKeyId(row.value))
  }
  return ids
}

// The key the in-process writers used (vitest.config.ts); the command reads it from its own env.
const TEST_KEY = process.env.OPSAI_SECRET_KEY ?? ''

describeEachCliDatabase('opsai secrets rotate', ({ opsai, database, kind }) => {
  const secret = `sk-canary-${randomBytes(8).toString('hex')}`
  // The development key file's directory: the PGlite data directory, or a throwaway one.
  const keyDir = kind === 'pglite' ? undefined : mkdtempSync(join(files, 'data-'))
  const dirEnv: Record<string, string> = keyDir ? { OPSAI_DATA_DIR: keyDir } : {}

  it('re-encrypts every stored secret with the new key and reports counts, never the secret', async () => {
    await opsai(['seed', 'plans'])
    const made = await opsai(
      [
        ...['apps', 'create', 'sealed_ai', '--name', 'Sealed', '--theme', 'hirameki_ai'],
        ...['--provider', 'anthropic', '--model', 'claude-test', '--api-key-env', 'KEY'],
      ],
      { KEY: secret },
    )
    expect(made.code, made.stderr).toBe(0)
    const next = keyFile('next.key', 'hex')
    const rotated = await opsai(['secrets', 'rotate', '--new-key-file', next.path], {
      OPSAI_SECRET_KEY: TEST_KEY,
      ...dirEnv,
    })
    expect(rotated.stderr).toBe('')
    expect(rotated.code).toBe(0)
    expect(rotated.stdout).toContain(`key id ${next.id}`)
    expect(rotated.stdout).toContain('applications.settings.apiKey: 1 re-encrypted')
    expect(rotated.stdout).toContain('set OPSAI_SECRET_KEY to the new key')
    expect(rotated.stdout).not.toContain(secret)
    expect(rotated.stdout).not.toContain(next.text)
    const ids = await database(storedKeyIds)
    expect(ids.length).toBeGreaterThan(0)
    expect(ids.every((id) => id === next.id)).toBe(true)
    installSecretKey({ key: parseSecretKey(next.text, 'x'), source: 'environment', generated: false })
    expect((await database((handle) => getApplicationSecrets(handle.db, 'sealed_ai')))?.apiKey).toBe(secret)
  })

  it('refuses a bad or missing key file, the key in use, or a wrong current key, and changes nothing', async () => {
    const current = readFileSync(join(files, 'next.key'), 'utf8')
    const before = await database(storedKeyIds)
    writeFileSync(join(files, 'bad.key'), 'not a key\n')
    const env = { OPSAI_SECRET_KEY: current, ...dirEnv }
    const refusals = [
      [await opsai(['secrets', 'rotate', '--new-key-file', join(files, 'bad.key')], env), 'bad.key'],
      [await opsai(['secrets', 'rotate', '--new-key-file', join(files, 'missing.key')], env), 'ENOENT'],
      [
        await opsai(['secrets', 'rotate', '--new-key-file', join(files, 'next.key')], env),
        'is the key in use',
      ],
      // The key in use is not the one the values were sealed with: named by key id.
      [
        await opsai(['secrets', 'rotate', '--new-key-file', keyFile('other.key').path], {
          ...dirEnv,
          OPSAI_SECRET_KEY: TEST_KEY,
        }),
        parseSecretKey(current, 'x').id,
      ],
    ] as const
    for (const [result, words] of refusals) {
      expect(result.code).toBe(1)
      expect(result.stderr).toContain(words)
      expect(result.stderr).toContain('何も変更していません / Nothing was changed')
      expect(result.stderr).not.toMatch(/\n\s+at /) // no stack trace
    }
    expect(await database(storedKeyIds)).toEqual(before)
  })

  it('in development rotates the key file in the data directory along with the database', async () => {
    const current = readFileSync(join(files, 'next.key'), 'utf8')
    const newer = keyFile('newer.key')
    // Without OPSAI_SECRET_KEY a key file is made in the data directory: not the key in use here.
    const first = await opsai(['secrets', 'rotate', '--new-key-file', newer.path], dirEnv)
    expect(first.code).toBe(1)
    expect(first.stderr).toContain('Nothing was changed')
    const devFile = /generated .* into (\S+) \(mode 0600/.exec(first.stdout)?.[1] ?? ''
    expect(devFile.endsWith(DEV_KEY_FILE_NAME)).toBe(true)
    expect(statSync(devFile).mode & 0o777).toBe(0o600)
    // The developer's key file holds the key in use: the rotation replaces it.
    writeFileSync(devFile, current)
    const rotated = await opsai(['secrets', 'rotate', '--json', '--new-key-file', newer.path], dirEnv)
    expect(rotated.code, rotated.stderr).toBe(0)
    expect(JSON.parse(rotated.stdout)).toMatchObject({
      fromKeyId: parseSecretKey(current, 'x').id,
      toKeyId: newer.id,
      keyFile: devFile,
      sites: { 'applications.settings.apiKey': { reEncrypted: 1, sealedFromPlaintext: 0, alreadyNew: 0 } },
    })
    expect(parseSecretKey(readFileSync(devFile, 'utf8'), 'x').id).toBe(newer.id)
    expect((await database(storedKeyIds)).every((id) => id === newer.id)).toBe(true)
  })
})
