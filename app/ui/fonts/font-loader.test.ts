import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FONT_WEIGHTS } from '#root/app.config'
import type { FontEntry, FontFamily } from './font-catalog'
import { fontStackFor, type LoadFontOptions, loadFontFamily } from './font-loader'

const family: FontFamily = 'Montserrat'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

/** Stand-ins for the family's stylesheet chunks, recording which weights were fetched. */
function stubStylesheets(result: () => Promise<unknown> = () => Promise.resolve()) {
  const calls: number[] = []
  const stylesheets: FontEntry['weights'] = {}
  for (const weight of FONT_WEIGHTS) {
    stylesheets[weight] = () => {
      calls.push(weight)
      return result()
    }
  }
  return { calls, stylesheets }
}

function options(fonts: LoadFontOptions['fonts'], stylesheets: FontEntry['weights']): LoadFontOptions {
  return { timeoutMs: 3000, fonts, stylesheets }
}

describe('loadFontFamily', () => {
  it('fetches only the weights the family has', async () => {
    const { calls, stylesheets } = stubStylesheets()
    await loadFontFamily('Lobster', options({ load: async () => [{}] }, stylesheets))
    expect(calls).toEqual([400])
  })

  it('fetches the stylesheet of every weight of the chosen family, then waits for its face', async () => {
    const { calls, stylesheets } = stubStylesheets()
    const load = vi.fn(async () => [{}])
    await expect(loadFontFamily(family, options({ load }, stylesheets))).resolves.toBe('loaded')
    expect(calls.sort((a, b) => a - b)).toEqual([100, 300, 400, 500, 700, 900])
    expect(load).toHaveBeenCalledWith('400 1em "Montserrat"')
  })

  it('falls back to the system font when the face is not there within the timeout', async () => {
    const { stylesheets } = stubStylesheets()
    const never = { load: () => new Promise<unknown[]>(() => {}) }
    const result = loadFontFamily(family, options(never, stylesheets))
    let settled: string | undefined
    void result.then((value) => {
      settled = value
    })
    await vi.advanceTimersByTimeAsync(2999)
    expect(settled).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(settled).toBe('fallback')
  })

  it('falls back when no face matches or a stylesheet fails to load', async () => {
    const ok = stubStylesheets()
    await expect(loadFontFamily(family, options({ load: async () => [] }, ok.stylesheets))).resolves.toBe(
      'fallback',
    )
    const failing = stubStylesheets(() => Promise.reject(new Error('chunk failed')))
    await expect(
      loadFontFamily(family, options({ load: async () => [{}] }, failing.stylesheets)),
    ).resolves.toBe('fallback')
  })
})

describe('fontStackFor', () => {
  it('puts the chosen family before the Japanese system stack', () => {
    expect(fontStackFor('Lobster')).toMatch(/^"Lobster", "Hiragino Sans".*cursive$/)
    expect(fontStackFor(null)).toMatch(/^"Hiragino Sans"/)
  })
})
