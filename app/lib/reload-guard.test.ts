import { describe, expect, it } from 'vitest'
import { isChunkLoadError, reloadOnce } from './reload-guard'

function deps(start = 0) {
  const store = new Map<string, string>()
  let now = start
  const reloads: number[] = []
  return {
    deps: {
      storage: {
        getItem: (key: string) => store.get(key) ?? null,
        setItem: (key: string, value: string) => void store.set(key, value),
      },
      now: () => now,
      reload: () => void reloads.push(now),
    },
    advance: (ms: number) => {
      now += ms
    },
    reloads,
  }
}

describe('reloadOnce', () => {
  it('reloads a path at most once within 10 s', () => {
    const d = deps()
    expect(reloadOnce('/chat', 10_000, d.deps)).toBe(true)
    d.advance(9_999)
    expect(reloadOnce('/chat', 10_000, d.deps)).toBe(false)
    d.advance(1)
    expect(reloadOnce('/chat', 10_000, d.deps)).toBe(true)
    expect(d.reloads).toEqual([0, 10_000])
  })

  it('guards each path on its own', () => {
    const d = deps()
    expect(reloadOnce('/chat', 10_000, d.deps)).toBe(true)
    expect(reloadOnce('/team', 10_000, d.deps)).toBe(true)
  })

  it('survives corrupt storage', () => {
    const d = deps()
    d.deps.storage.setItem('chunk-reload', '{not json')
    expect(reloadOnce('/chat', 10_000, d.deps)).toBe(true)
  })
})

describe('isChunkLoadError', () => {
  it('recognises the browsers’ messages', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js'))).toBe(true)
    expect(isChunkLoadError(new Error('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('x is undefined'))).toBe(false)
  })
})
