import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { type ChatShortcutKeys, SHORTCUT_KEYS, shortcutOf } from './chat-shortcuts'

const press = (overrides: Partial<ChatShortcutKeys>): ChatShortcutKeys => ({
  key: 'a',
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...overrides,
})

describe('shortcutOf', () => {
  it('maps Esc, Shift+Esc and Ctrl/⌘+Shift+O', () => {
    expect(shortcutOf(press({ key: 'Escape' }))).toBe('stop')
    expect(shortcutOf(press({ key: 'Escape', shiftKey: true }))).toBe('focusComposer')
    expect(shortcutOf(press({ key: 'O', code: 'KeyO', shiftKey: true, ctrlKey: true }))).toBe('newThread')
    expect(shortcutOf(press({ key: 'O', code: 'KeyO', shiftKey: true, metaKey: true }))).toBe('newThread')
  })

  it('leaves every other key, and keys an input method is composing, alone', () => {
    expect(shortcutOf(press({ key: 'o', code: 'KeyO', ctrlKey: true }))).toBeUndefined()
    expect(shortcutOf(press({ key: 'O', code: 'KeyO', shiftKey: true }))).toBeUndefined()
    expect(shortcutOf(press({ key: 'Escape', isComposing: true }))).toBeUndefined()
    expect(shortcutOf(press({ key: 'Escape', altKey: true }))).toBeUndefined()
    expect(shortcutOf(press({ key: 'Enter' }))).toBeUndefined()
  })

  it('is listed on /help in both languages', () => {
    for (const locale of ['ja', 'en']) {
      const folder = join(process.cwd(), 'docs/help', locale)
      const help = readdirSync(folder)
        .map((file) => readFileSync(join(folder, file), 'utf8'))
        .join('\n')
      for (const keys of Object.values(SHORTCUT_KEYS))
        expect(help, `${locale}: ${keys}`).toContain(`\`${keys}\``)
    }
  })
})
