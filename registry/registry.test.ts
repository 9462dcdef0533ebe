import { describe, expect, it } from 'vitest'
import {
  CONTRAST_CHECKED,
  checkThemes,
  colourDistance,
  contrastRatio,
  DEFAULT_THEME,
  getTheme,
  isThemeKey,
  registeredThemeSources,
  SPEC_BRAND_KEYS,
  type ThemeSources,
  themeKeys,
  themeSchema,
  themes,
} from './index'

// Spec §9, copied by hand from the specification (not from themes/opsai.ts) so a drift fails.
const SPEC_PALETTE = {
  primary: '#0E3661',
  primaryActive: '#416082',
  secondary: '#f05a24',
  error: '#c1272d',
  info: '#2196F3',
  success: '#4CAF50',
  warning: '#FF6666',
  text1: '#333333',
  text2: '#242424',
  main1: '#666666',
  main2: '#4D4D4D',
  main3: '#333333',
  base1: '#FFFFFF',
  base2: '#F2F2F2',
  base3: '#E6E6E6',
  base4: '#B3B3B3',
}
// The brand names of spec §9 as one string, as the spec writes them ({product} is redacted).
const SPEC_BRAND_LIST =
  'senyou_ai_test, hirameki_ai, giverz_ai, fortuna, achievementawakening, chat_synapse, aisanbo, jaid_net, ' +
  'chatoperation, inosell, kakushin, conlabo_gpt, pmcai, dofa_ai, wombai, rulesome_ai, oneness_ai, coreai, ' +
  'hitocomuu, areadesign, {product}, growthpartners_ai, soshikikouchikuai, dantotsu_ai, keieinavi_ai, ' +
  'sales_dynamo, sumanabi_ai, syuukyakuai, maneraku_ai, eiyouai, uigpt, bc_ai, fukushi_shien, houmon_gpt, ' +
  'atotsugi_ai, yousupo, carenaviai, tsujinmethod'
const brands = themes.filter((theme) => theme.kind === 'brand')

/** The palette without the colours a brand sets. */
function sharedColours(palette: Record<string, string>) {
  const brandColours: ReadonlySet<string> = new Set(CONTRAST_CHECKED)
  return Object.fromEntries(Object.entries(palette).filter(([name]) => !brandColours.has(name)))
}

describe('the theme list', () => {
  it('has 38 themes: opsai first, then the 37 brand keys of spec §9 spelled exactly', () => {
    const specKeys = SPEC_BRAND_LIST.split(', ').filter((name) => name !== '{product}')
    expect(specKeys).toHaveLength(37)
    expect([...SPEC_BRAND_KEYS]).toEqual(specKeys)
    expect(themes).toHaveLength(38)
    expect(themes[0]?.key).toBe(DEFAULT_THEME)
    expect(DEFAULT_THEME).toBe('opsai')
    expect(themeKeys.slice(1)).toEqual([...specKeys].sort())
  })

  it('keeps the default palette of spec §9 exactly, with gradations of its own', () => {
    const { gradation1, gradation2, ...rest } = getTheme('opsai').palette
    expect(rest).toEqual(SPEC_PALETTE)
    expect(gradation1).toMatch(/^#[0-9A-F]{6}$/)
    expect(gradation2).toMatch(/^#[0-9A-F]{6}$/)
  })

  it('lets a brand change only primary, primary-active, gradation-1 and gradation-2', () => {
    expect(brands).toHaveLength(37)
    for (const brand of brands) {
      expect(sharedColours(brand.palette), brand.key).toEqual(sharedColours(SPEC_PALETTE))
      expect(brand.palette.primary, brand.key).not.toBe(SPEC_PALETTE.primary)
    }
  })

  it('gives every theme a name and a one-line note, and every theme parses with the schema', () => {
    for (const theme of themes) {
      expect(themeSchema.parse(theme)).toEqual(theme)
      expect(theme.note.length, theme.key).toBeGreaterThan(20)
    }
    expect(new Set(themes.map((theme) => theme.name)).size).toBe(themes.length)
  })

  it('keeps white text at WCAG AA (4.5:1) on primary, primary-active and both gradations', () => {
    for (const theme of themes) {
      for (const name of CONTRAST_CHECKED) {
        expect(contrastRatio(theme.palette[name], '#FFFFFF'), `${theme.key} ${name}`).toBeGreaterThanOrEqual(
          4.5,
        )
      }
    }
  })

  it('keeps the brands visibly distinct from one another and from opsai', () => {
    // OKLab distance: ~0.02 is just noticeable. Primaries at least twice that apart, and the
    // pair (primary, header end) further still, so no two brands read as the same.
    for (const [index, a] of themes.entries()) {
      for (const b of themes.slice(index + 1)) {
        const primary = colourDistance(a.palette.primary, b.palette.primary)
        const signature = primary + colourDistance(a.palette.gradation2, b.palette.gradation2)
        expect(primary, `${a.key} vs ${b.key}`).toBeGreaterThanOrEqual(0.04)
        expect(signature, `${a.key} vs ${b.key}`).toBeGreaterThanOrEqual(0.09)
      }
    }
  })
})

describe('lookups', () => {
  it('tells theme keys from anything else', () => {
    expect(isThemeKey('fortuna')).toBe(true)
    expect(isThemeKey('opsai')).toBe(true)
    for (const value of ['Fortuna', 'fortuna ', '{product}', '', 'constructor', 'toString', undefined, 3]) {
      expect(isThemeKey(value), String(value)).toBe(false)
    }
  })

  it('finds a theme by key', () => {
    expect(getTheme('hirameki_ai')).toMatchObject({ key: 'hirameki_ai', kind: 'brand', name: 'Hirameki AI' })
  })
})

describe('contrastRatio', () => {
  it('follows WCAG 2.x', () => {
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 5)
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#0E3661', '#0E3661')).toBe(1)
    // The classic boundary: #767676 passes AA on white, #777777 does not.
    expect(contrastRatio('#767676', '#FFFFFF')).toBeGreaterThanOrEqual(4.5)
    expect(contrastRatio('#777777', '#FFFFFF')).toBeLessThan(4.5)
  })

  it('rejects what is not a #rrggbb colour', () => {
    expect(() => contrastRatio('#FFF', '#000000')).toThrow(/#rrggbb/)
  })
})

describe('checkThemes', () => {
  it('passes the registered themes', () => {
    expect(checkThemes()).toEqual([])
  })

  it('names each missing, malformed and low-contrast theme', () => {
    const { fortuna: _removed, ...brands } = registeredThemeSources.brands
    const sources: ThemeSources = {
      ...registeredThemeSources,
      brands: {
        ...brands,
        hirameki_ai: { name: 'Hirameki AI', note: 'A note long enough.', colours: { primary: '#6F2FB7' } },
        kakushin: {
          name: 'Kakushin',
          note: 'Pale yellow: unreadable with white text.',
          colours: {
            primary: '#FFFF66',
            primaryActive: '#A8000F',
            gradation1: '#A8000F',
            gradation2: '#A8000F',
          },
        },
        'Bad-Key': registeredThemeSources.brands.coreai,
      },
    }
    const problems = checkThemes(sources)
    expect(problems.map(({ key, kind }) => `${key}:${kind}`).sort()).toEqual([
      'Bad-Key:malformed',
      'fortuna:missing',
      'hirameki_ai:malformed',
      'kakushin:low-contrast',
    ])
    expect(problems.find((problem) => problem.key === 'hirameki_ai')?.message).toMatch(
      /colours\.primaryActive/,
    )
    expect(problems.find((problem) => problem.key === 'kakushin')?.message).toMatch(
      /primary #FFFF66 is 1\.\d+:1/,
    )
  })

  it('reports a default theme that lost a colour', () => {
    const { defaultTheme } = registeredThemeSources
    const broken = { ...(defaultTheme as object), palette: { primary: '#0E3661' } }
    expect(checkThemes({ ...registeredThemeSources, defaultTheme: broken })).toEqual([
      expect.objectContaining({ key: 'opsai', kind: 'malformed' }),
    ])
  })
})
