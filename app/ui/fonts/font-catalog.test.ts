import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { FONT_FAMILIES, FONT_WEIGHTS } from '#root/app.config'
import { availableWeights, fontCatalog } from './font-catalog'

const require = createRequire(import.meta.url)
const packageDir = (slug: string) => dirname(require.resolve(`@fontsource/${slug}/package.json`))

describe('font catalog', () => {
  it('covers exactly the 16 families of spec §7', () => {
    expect(Object.keys(fontCatalog).sort()).toEqual([...FONT_FAMILIES].sort())
    expect(FONT_FAMILIES).toHaveLength(16)
  })

  it.each(FONT_FAMILIES)('%s lists every spec weight its @fontsource package has, and no other', (family) => {
    const entry = fontCatalog[family]
    const dir = packageDir(entry.slug)
    const installed = FONT_WEIGHTS.filter((weight) => existsSync(join(dir, `${weight}.css`)))
    expect(availableWeights(family)).toEqual(installed)
    // The package really is this family (its CSS names it), self-hosted from package files.
    const css = readFileSync(join(dir, '400.css'), 'utf8')
    expect(css).toContain(`font-family: '${family}'`)
    expect(css).toMatch(/url\(\.\/files\//)
  })

  it('documents each family that lacks a spec weight in docs/fonts.md', () => {
    const doc = readFileSync(join(import.meta.dirname, '../../../docs/fonts.md'), 'utf8')
    for (const family of FONT_FAMILIES) {
      const missing = FONT_WEIGHTS.filter((weight) => !availableWeights(family).includes(weight))
      const rows = doc.split('\n').map((text) => text.split('|').map((cell) => cell.trim()))
      const cells = rows.find((row) => row[0] === '' && row[1] === family)
      expect(cells, family).toBeDefined()
      expect(cells?.[2], `${family} available`).toBe(availableWeights(family).join(', '))
      expect(cells?.[3], `${family} missing`).toBe(missing.length ? missing.join(', ') : '—')
    }
  })
})
