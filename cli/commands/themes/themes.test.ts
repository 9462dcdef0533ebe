import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { getTheme, SPEC_BRAND_KEYS, themes } from '#registry/index'
import { PROJECT_ROOT, themeCssSource } from '#registry/theme-files'
import type { CliIo } from '../../lib/io'
import { run } from '../../main'

function captureIo(env: Record<string, string | undefined> = {}) {
  const out: string[] = []
  const err: string[] = []
  const io: CliIo = { stdout: (text) => out.push(text), stderr: (text) => err.push(text), env }
  return { io, out, err, stdout: () => out.join('\n'), stderr: () => err.join('\n') }
}

const copies: string[] = []
afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** `opsai themes add` and broken files run against a copy: the repository is never modified. */
function copyProject() {
  const dir = mkdtempSync(join(tmpdir(), 'opsai-themes-cli-'))
  copies.push(dir)
  for (const folder of ['themes', 'registry'])
    cpSync(join(PROJECT_ROOT, folder), join(dir, folder), { recursive: true })
  return dir
}

/** Every file under the theme folders with its content and modification time. */
function snapshot(root: string) {
  const files: Record<string, string> = {}
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else files[relative(root, path)] = `${statSync(path).mtimeMs}:${readFileSync(path, 'utf8')}`
    }
  }
  for (const folder of ['themes', 'registry']) walk(join(root, folder))
  return files
}

const GOOD_COLOURS = [
  '--primary',
  '#7B1FA2',
  '--primary-active',
  '#9C4DCC',
  '--gradation-1',
  '#7B1FA2',
  '--gradation-2',
  '#C2185B',
]

describe('opsai themes list', () => {
  it('lists the 38 themes as JSON, opsai first', async () => {
    const capture = captureIo()
    expect(await run(['themes', 'list', '--json'], capture.io)).toBe(0)
    const listed: { key: string; palette: { primary: string } }[] = JSON.parse(capture.stdout())
    expect(listed).toHaveLength(38)
    expect(listed[0]?.key).toBe('opsai')
    expect(listed.map((theme) => theme.key).sort()).toEqual(['opsai', ...SPEC_BRAND_KEYS].sort())
    expect(listed.find((theme) => theme.key === 'fortuna')?.palette.primary).toBe(
      getTheme('fortuna').palette.primary,
    )
  })

  it('lists one line per theme as text', async () => {
    const capture = captureIo()
    expect(await run(['themes', 'list'], capture.io)).toBe(0)
    for (const theme of themes)
      expect(capture.stdout()).toMatch(new RegExp(`^${theme.key} .*${theme.palette.primary}`, 'm'))
    expect(capture.stdout()).toContain('38 themes')
  })
})

describe('opsai themes show', () => {
  it('shows a theme as JSON and as text with contrast ratios', async () => {
    const json = captureIo()
    expect(await run(['themes', 'show', 'kakushin', '--json'], json.io)).toBe(0)
    expect(JSON.parse(json.stdout())).toEqual(getTheme('kakushin'))

    const text = captureIo()
    expect(await run(['themes', 'show', 'opsai'], text.io)).toBe(0)
    expect(text.stdout()).toMatch(/primary-active +#416082 +white text 6\.\d\d:1/)
    expect(text.stdout()).toMatch(/text-1 +#333333$/m)
  })

  it('refuses an unknown key with exit 1 and a message', async () => {
    const capture = captureIo()
    expect(await run(['themes', 'show', 'nope'], capture.io)).toBe(1)
    expect(capture.stderr()).toMatch(/Unknown theme "nope".*テーマ "nope" はありません/)
  })
})

describe('opsai themes check', () => {
  it('passes the repository with exit 0', async () => {
    const capture = captureIo()
    expect(await run(['themes', 'check'], capture.io)).toBe(0)
    expect(capture.stdout()).toContain('38 themes OK')
  })

  it('exits 1 naming each missing, malformed and low-contrast theme', async () => {
    const dir = copyProject()
    // Missing: a spec brand's file gone (and so no longer registered).
    rmSync(join(dir, 'themes/brands/fortuna.ts'))
    const index = join(dir, 'themes/brands/index.ts')
    writeFileSync(
      index,
      readFileSync(index, 'utf8')
        .replace("import fortuna from './fortuna'\n", '')
        .replace('  fortuna,\n', ''),
    )
    rmSync(join(dir, 'registry/themes/fortuna.css.ts'))
    // Malformed and low-contrast brands.
    const edit = (key: string, from: string, to: string) => {
      const path = join(dir, `themes/brands/${key}.ts`)
      writeFileSync(path, readFileSync(path, 'utf8').replace(from, to))
    }
    edit('uigpt', "primary: '#5A3ABB'", "primary: 'purple'")
    edit('coreai', "primaryActive: '#90453A'", "primaryActive: '#F0E0E0'")

    const capture = captureIo({ OPSAI_PROJECT_DIR: dir })
    expect(await run(['themes', 'check'], capture.io)).toBe(1)
    expect(capture.stderr()).toMatch(/fortuna: missing: no theme file themes\/brands\/fortuna\.ts/)
    expect(capture.stderr()).toMatch(/uigpt: malformed: colours\.primary: must be a colour/)
    expect(capture.stderr()).toMatch(/coreai: low-contrast: white text on primaryActive #F0E0E0 is 1\.\d+:1/)
    expect(capture.stderr()).toMatch(/3 theme problem\(s\) in: .*fortuna/)
  })
})

describe('opsai themes add', () => {
  it('writes the brand file, registers it and its class, and the result checks clean', async () => {
    const dir = copyProject()
    const capture = captureIo({ OPSAI_PROJECT_DIR: dir })
    const code = await run(
      ['themes', 'add', 'test_brand', ...GOOD_COLOURS, '--name', "Tester's Brand"],
      capture.io,
    )
    expect(capture.stderr()).toBe('')
    expect(code).toBe(0)

    const brandFile = readFileSync(join(dir, 'themes/brands/test_brand.ts'), 'utf8')
    expect(brandFile).toContain(`name: "Tester's Brand"`)
    expect(brandFile).toContain("primaryActive: '#9C4DCC'")
    const index = readFileSync(join(dir, 'themes/brands/index.ts'), 'utf8')
    expect(index).toContain("import test_brand from './test_brand'")
    const registered = [...index.matchAll(/^ {2}(\w+),$/gm)].map((match) => match[1])
    expect(registered).toEqual([...SPEC_BRAND_KEYS, 'test_brand'].sort())
    expect(readFileSync(join(dir, 'registry/themes/test_brand.css.ts'), 'utf8')).toBe(
      themeCssSource('test_brand'),
    )

    const check = captureIo({ OPSAI_PROJECT_DIR: dir })
    expect(await run(['themes', 'check'], check.io)).toBe(0)
    expect(check.stdout()).toContain('39 themes OK')
  })

  it.each([
    [
      'a taken key',
      ['fortuna', ...GOOD_COLOURS],
      /"fortuna": このキーのテーマは既にあります \/ already taken by a theme/,
    ],
    [
      'the default key',
      ['opsai', ...GOOD_COLOURS],
      /"opsai": このキーのテーマは既にあります \/ already taken by a theme/,
    ],
    [
      'a key a fixed page uses',
      ['ezpass', ...GOOD_COLOURS],
      /"ezpass": 固定のページパスと重なるため使えません \/ reserved by a fixed page path/,
    ],
    ['a malformed key', ['Test-Brand', ...GOOD_COLOURS], /"Test-Brand": must be lower-case snake case/],
    [
      'a malformed colour',
      ['test_brand', ...GOOD_COLOURS.slice(2), '--primary', 'nothex'],
      /--primary "nothex": must be a colour/,
    ],
    [
      'a short colour',
      ['test_brand', ...GOOD_COLOURS.slice(0, 7), '#C21'],
      /--gradation-2 "#C21": must be a colour/,
    ],
    [
      'failing contrast',
      ['test_brand', ...GOOD_COLOURS.slice(0, 3), '#D1C4E9', ...GOOD_COLOURS.slice(4)],
      /primaryActive #D1C4E9 is 1\.\d+:1, below 4\.5:1/,
    ],
    ['a two-line name', ['test_brand', ...GOOD_COLOURS, '--name', 'Two\nlines'], /--name: must be one line/],
  ])('refuses %s with exit 1 and writes nothing', async (_case, args, message) => {
    const dir = copyProject()
    const before = snapshot(dir)
    const capture = captureIo({ OPSAI_PROJECT_DIR: dir })
    expect(await run(['themes', 'add', ...args], capture.io)).toBe(1)
    expect(capture.stderr()).toMatch(message)
    expect(capture.stderr()).toContain('nothing was written')
    expect(snapshot(dir)).toEqual(before)
  })

  it('refuses a malformed colour in the repository itself without changing a file', async () => {
    const before = snapshot(PROJECT_ROOT)
    const capture = captureIo()
    const args = ['themes', 'add', 'test_brand', ...GOOD_COLOURS.slice(2), '--primary', 'nothex']
    expect(await run(args, capture.io)).toBe(1)
    expect(snapshot(PROJECT_ROOT)).toEqual(before)
  })
})
