import { describe, expect, it } from 'vitest'
import { isSendKey } from './composer'

const key = (overrides: { key?: string; shiftKey?: boolean; isComposing?: boolean; keyCode?: number }) =>
  ({
    key: overrides.key ?? 'Enter',
    shiftKey: overrides.shiftKey ?? false,
    keyCode: overrides.keyCode ?? 13,
    nativeEvent: { isComposing: overrides.isComposing ?? false },
  }) as unknown as Parameters<typeof isSendKey>[0]

describe('isSendKey', () => {
  it('sends on Enter only: not with Shift, not while an IME composes', () => {
    expect(isSendKey(key({}))).toBe(true)
    expect(isSendKey(key({ shiftKey: true }))).toBe(false)
    expect(isSendKey(key({ isComposing: true }))).toBe(false)
    expect(isSendKey(key({ keyCode: 229 }))).toBe(false)
    expect(isSendKey(key({ key: 'a' }))).toBe(false)
  })
})
