import { describe, expect, it } from 'vitest'
import { LOCALES } from '../app/i18n/locale'
import { themeKeys, themes } from '../registry/index'
import preview from './preview'

function toolbarItems(name: string) {
  const globalType = preview.globalTypes?.[name]
  const items = globalType?.toolbar?.items
  if (!Array.isArray(items)) throw new Error(`no toolbar items for ${name}`)
  return items.map((item) => (typeof item === 'string' ? { value: item, title: item } : item))
}

describe('Storybook preview', () => {
  it('lists all 38 themes in the toolbar, from the registry, in its order', () => {
    const items = toolbarItems('theme')
    expect(items).toHaveLength(38)
    expect(items.map((item) => item.value)).toEqual([...themeKeys])
    expect(items.map((item) => item.title)).toEqual(themes.map((theme) => theme.name))
    expect(preview.initialGlobals?.theme).toBe('opsai')
  })

  it('offers the locales, Japanese first', () => {
    expect(toolbarItems('locale').map((item) => item.value)).toEqual([...LOCALES])
    expect(preview.initialGlobals?.locale).toBe('ja')
  })
})
