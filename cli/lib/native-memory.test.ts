import { describe, expect, it, vi } from 'vitest'
import { fullCollection } from './idle-heap-collector'
import { glibcMalloc, runsOnGlibc, trimNativeMemory, tuneNativeMemory } from './native-memory'

const MB = 1024 * 1024

const rss = () => process.memoryUsage.rss()

describe('native memory', () => {
  it('does nothing, and says so, where there is no glibc', () => {
    expect(tuneNativeMemory(null)).toBe(false)
    expect(trimNativeMemory(null)).toBe(false)
  })

  it('sets both thresholds through mallopt', () => {
    const calls: [number, number][] = []
    const tuned = tuneNativeMemory({
      mallopt: (parameter, value) => {
        calls.push([parameter, value])
        return true
      },
      trim: () => false,
    })
    expect(tuned).toBe(true)
    expect(calls).toEqual([
      [-3, 128 * 1024],
      [-1, 128 * 1024],
    ])
  })

  it.runIf(runsOnGlibc())('loads glibc’s malloc on this machine and tunes it', () => {
    expect(glibcMalloc()).not.toBeNull()
    expect(tuneNativeMemory()).toBe(true)
  })

  it.runIf(runsOnGlibc())('gives back the free memory malloc keeps inside its heap', async () => {
    const gc = fullCollection()
    // 4 KB blocks come from malloc's heap, not their own mappings; keeping one in ten alive
    // leaves the heap unable to shrink from its top once the rest are freed.
    let blocks: Buffer[] | undefined = Array.from({ length: 24_000 }, () =>
      Buffer.allocUnsafeSlow(4096).fill(1),
    )
    const kept = blocks.filter((_, index) => index % 10 === 0)
    const filled = rss()
    const buffersFilled = process.memoryUsage().arrayBuffers
    blocks = undefined
    gc()
    // V8 frees a collected buffer's memory on a background thread: wait until it has.
    await vi.waitFor(
      () => {
        gc()
        expect(buffersFilled - process.memoryUsage().arrayBuffers).toBeGreaterThan(80 * MB)
      },
      { timeout: 5_000 },
    )
    const freedButKept = rss()
    expect(filled - freedButKept).toBeLessThan(40 * MB)
    expect(trimNativeMemory()).toBe(true)
    await vi.waitFor(() => expect(freedButKept - rss()).toBeGreaterThan(50 * MB), { timeout: 5_000 })
    expect(kept).toHaveLength(2_400)
  })
})
