import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { themeKeys } from './index'
import {
  BRANDS_INDEX,
  brandFileSource,
  checkGeneratedFiles,
  generatedFiles,
  listBrandKeys,
  loadThemeSources,
  PROJECT_ROOT,
  themeCssPath,
  writeFilesAtomically,
} from './theme-files'

const copies: string[] = []
afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** A throwaway copy of the theme sources, so tests can break files without touching the repository. */
function copyProject() {
  const dir = mkdtempSync(join(tmpdir(), 'opsai-themes-'))
  copies.push(dir)
  for (const folder of ['themes', 'registry'])
    cpSync(join(PROJECT_ROOT, folder), join(dir, folder), { recursive: true })
  return dir
}

describe('generated theme files', () => {
  it('are current: the brand index and one css.ts per theme, exactly as the generator writes them', () => {
    expect(checkGeneratedFiles()).toEqual([])
    expect(listBrandKeys()).toEqual(themeKeys.slice(1))
    const cssFiles = readdirSync(join(PROJECT_ROOT, 'registry/themes')).sort()
    expect(cssFiles).toEqual(themeKeys.map((key) => `${key}.css.ts`).sort())
  })

  it('report a stale index, a missing class file and a leftover one', () => {
    const dir = copyProject()
    writeFileSync(
      join(dir, 'themes/brands/new_brand.ts'),
      readFileSync(join(dir, 'themes/brands/fortuna.ts')),
    )
    rmSync(join(dir, themeCssPath('kakushin')))
    writeFileSync(join(dir, 'registry/themes/gone.css.ts'), '')
    const problems = checkGeneratedFiles(dir)
    expect(problems.map(({ key, kind }) => `${key}:${kind}`).sort()).toEqual([
      'brands:out-of-date',
      'gone:out-of-date',
      'kakushin:out-of-date',
      'new_brand:out-of-date',
    ])
  })

  it('quote names the way the formatter does', () => {
    const source = brandFileSource({
      name: "Studio's Own",
      note: 'Say "hi" and it\'s fine \\ really.',
      colours: { primary: '#111111', primaryActive: '#222222', gradation1: '#333333', gradation2: '#444444' },
    })
    expect(source).toContain(`name: "Studio's Own",`)
    expect(source).toContain(`note: 'Say "hi" and it\\'s fine \\\\ really.',`)
  })
})

describe('loadThemeSources', () => {
  it('reads the theme modules of a project folder', async () => {
    const loaded = await loadThemeSources(copyProject())
    expect(loaded.ok && Object.keys(loaded.sources.brands)).toEqual(themeKeys.slice(1))
  })

  it('reports theme files that do not load instead of throwing', async () => {
    const dir = copyProject()
    writeFileSync(
      join(dir, BRANDS_INDEX),
      "import missing from './missing_brand'\nexport const brands = { missing }\n",
    )
    const loaded = await loadThemeSources(dir)
    expect(loaded).toMatchObject({ ok: false, problem: { key: 'themes', kind: 'malformed' } })
  })
})

describe('writeFilesAtomically', () => {
  it('writes every file', () => {
    const dir = copyProject()
    const files = generatedFiles(['fortuna'])
    writeFilesAtomically(dir, files)
    for (const [path, content] of files) expect(readFileSync(join(dir, path), 'utf8')).toBe(content)
  })

  it('writes nothing when one file cannot be written', () => {
    const dir = copyProject()
    const before = readFileSync(join(dir, BRANDS_INDEX), 'utf8')
    const files = new Map([
      [BRANDS_INDEX, 'changed'],
      ['no/such/folder/file.ts', 'x'],
    ])
    expect(() => writeFilesAtomically(dir, files)).toThrow()
    expect(readFileSync(join(dir, BRANDS_INDEX), 'utf8')).toBe(before)
    expect(readdirSync(join(dir, 'themes/brands')).filter((name) => name.endsWith('.tmp'))).toEqual([])
    expect(existsSync(join(dir, 'no'))).toBe(false)
  })
})
