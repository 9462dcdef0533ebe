import { describe, expect, it, vi } from 'vitest'
import { createI18n } from './i18n'
import { en } from './locales/en'
import { ja } from './locales/ja'

describe('createI18n', () => {
  it('translates a plain key once per instance and selection, and keys with values every time', () => {
    const instance = createI18n('ja', ja)
    const translate = vi.spyOn(instance, 't')
    const t = instance.getFixedT('ja', 'translation')
    const first = t('home.generalChat')
    expect(first).toBe(ja.home.generalChat)
    expect(t('home.generalChat')).toBe(first)
    expect(translate).toHaveBeenCalledTimes(1)
    // A fixed t made later (another component) shares what the first one looked up.
    expect(instance.getFixedT('ja', 'translation')('home.generalChat')).toBe(first)
    expect(translate).toHaveBeenCalledTimes(1)

    const withValues = t('home.dashboardOf', { name: 'A', label: 'B' })
    expect(withValues).toContain('A')
    expect(t('home.dashboardOf', { name: 'C', label: 'D' })).toContain('C')
    expect(translate).toHaveBeenCalledTimes(3)
  })

  it('keeps each language and key prefix apart', () => {
    const inJapanese = createI18n('ja', ja).getFixedT('ja', 'translation')
    const inEnglish = createI18n('en', en).getFixedT('en', 'translation')
    expect(inJapanese('home.generalChat')).toBe(ja.home.generalChat)
    expect(inEnglish('home.generalChat')).toBe(en.home.generalChat)
    expect(inJapanese('home.generalChat')).not.toBe(inEnglish('home.generalChat'))
    const scoped = createI18n('en', en).getFixedT('en', 'translation', 'home')
    expect(scoped('generalChat')).toBe(en.home.generalChat)
  })
})
