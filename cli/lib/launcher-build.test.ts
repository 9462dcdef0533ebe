import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
// @ts-expect-error plain JavaScript of bin/, without types
import { currentBundle, currentCliLauncher } from '../../bin/server-launcher.mjs'
import { ROOT } from './build'
import { buildCliLauncher, CLI_LAUNCHER, commandNouns } from './launcher-build'

describe('the prebuilt bundle of the whole CLI', () => {
  let scratch: string
  beforeAll(async () => {
    await buildCliLauncher()
    scratch = mkdtempSync(join(tmpdir(), 'opsai-cli-bundle-'))
  }, 120_000)
  afterAll(() => rmSync(scratch, { recursive: true, force: true }))

  /** A copy of the bundle's inputs file, changed, checked in the scratch directory. */
  function checkWith(change: (inputs: { builtAt: number; inputs: string[]; nouns: string[] }) => void) {
    const inputs = JSON.parse(readFileSync(CLI_LAUNCHER.inputsFile, 'utf8'))
    change(inputs)
    copyFileSync(CLI_LAUNCHER.file, join(scratch, 'cli.mjs'))
    writeFileSync(join(scratch, 'cli-inputs.json'), JSON.stringify(inputs))
    return currentBundle(pathToFileURL(`${scratch}/`), 'cli.mjs', 'cli-inputs.json', true)
  }

  it('names every command folder and is current right after the build', () => {
    const inputs = JSON.parse(readFileSync(CLI_LAUNCHER.inputsFile, 'utf8'))
    expect(inputs.nouns).toEqual(commandNouns())
    expect(inputs.inputs).toContain('cli/commands/tenants/index.ts')
    expect(currentCliLauncher()).toBe(pathToFileURL(CLI_LAUNCHER.file).href)
    expect(checkWith(() => {})).toBeDefined()
  })

  it('is stale when a source it was built from is newer, or a command folder came or went', () => {
    expect(checkWith((inputs) => inputs.nouns.pop())).toBeUndefined()
    expect(checkWith((inputs) => inputs.nouns.push('zzz-new-noun'))).toBeUndefined()
    expect(checkWith((inputs) => (inputs.builtAt = 0))).toBeUndefined()
    // An input file saved after the build (its mtime is what counts).
    const input = join(scratch, 'input.ts')
    writeFileSync(input, '')
    utimesSync(input, new Date(), new Date(Date.now() + 60_000))
    expect(checkWith((inputs) => inputs.inputs.push(input))).toBeUndefined()
  })

  it('runs a command exactly as the CLI under tsx does', () => {
    const fromBundle = spawnSync('node', ['bin/opsai.mjs', 'tenants', '--help'], {
      cwd: ROOT,
      encoding: 'utf8',
    })
    expect(fromBundle.status).toBe(0)
    expect(fromBundle.stdout).toContain('ip-allow')
    const unknown = spawnSync('node', ['bin/opsai.mjs', 'no-such-noun'], { cwd: ROOT, encoding: 'utf8' })
    expect(unknown.status).not.toBe(0)
    expect(unknown.stderr).toMatch(/unknown command/)
  })
})
