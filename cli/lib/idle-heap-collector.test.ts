import { getHeapStatistics } from 'node:v8'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fullCollection, type IdleCollection, startIdleHeapCollector } from './idle-heap-collector'

const MB = 1024 * 1024

/** A server's requests and heap, moved by the test. */
function world() {
  const state = { open: 0, started: 0, heap: 100 * MB, collections: 0, trims: [] as number[], busy: 0 }
  const collected: IdleCollection[] = []
  const collector = startIdleHeapCollector({
    activity: { count: () => state.open, started: () => state.started },
    quietMs: 5_000,
    checkEveryMs: 1_000,
    growthBytes: 32 * MB,
    heapBytes: () => state.heap,
    loopUtilization: () => state.busy,
    // Each collection gives back half of what is over 100 MB.
    collect: () => {
      state.collections++
      state.heap = 100 * MB + (state.heap - 100 * MB) / 2
    },
    // The trim comes after the last collection (the count of collections when it ran).
    releaseNative: () => {
      state.trims.push(state.collections)
      return true
    },
    onCollected: (collection) => collected.push(collection),
  })
  return { state, collected, collector }
}

describe('idle heap collector', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('collects three times once the server has been quiet, after a load grew the heap, then reports', () => {
    const { state, collected, collector } = world()
    state.started = 40
    state.heap = 300 * MB
    vi.advanceTimersByTime(1_000)
    // Quiet for less than 5 s: nothing yet.
    vi.advanceTimersByTime(4_000)
    expect(state.collections).toBe(0)
    vi.advanceTimersByTime(1_000)
    expect(state.collections).toBe(1)
    vi.advanceTimersByTime(1_000)
    expect(state.collections).toBe(2)
    // The third waits for V8's 5 s window of allocation to be quiet too.
    vi.advanceTimersByTime(4_000)
    expect(state.collections).toBe(2)
    vi.advanceTimersByTime(1_000)
    expect(state.collections).toBe(3)
    expect(collected).toEqual([])
    expect(state.trims).toEqual([])
    vi.advanceTimersByTime(1_000)
    expect(collected).toEqual([
      {
        heapBeforeBytes: 300 * MB,
        heapAfterBytes: 125 * MB,
        pauseMs: expect.any(Number),
        nativeTrimmed: true,
      },
    ])
    expect(state.trims).toEqual([3])
    // Once per quiet period: a longer silence does not collect again.
    vi.advanceTimersByTime(60_000)
    expect(state.collections).toBe(3)
    expect(collected).toHaveLength(1)
    expect(state.trims).toEqual([3])
    collector.stop()
  })

  it('starts over when a request comes between its collections', () => {
    const { state, collector } = world()
    state.started = 1
    state.heap = 300 * MB
    vi.advanceTimersByTime(6_000)
    expect(state.collections).toBe(1)
    state.started = 2
    vi.advanceTimersByTime(5_000)
    expect(state.collections).toBe(1)
    vi.advanceTimersByTime(1_000)
    // Nothing has set a baseline yet (no collection finished): the next quiet period starts over.
    expect(state.collections).toBe(2)
    collector.stop()
  })

  it('waits while a request is open, however long it lasts (an open chat stream)', () => {
    const { state, collector } = world()
    state.started = 1
    state.open = 1
    state.heap = 300 * MB
    vi.advanceTimersByTime(60_000)
    expect(state.collections).toBe(0)
    // Quiet from the last check that saw it open.
    state.open = 0
    vi.advanceTimersByTime(4_000)
    expect(state.collections).toBe(0)
    vi.advanceTimersByTime(1_000)
    expect(state.collections).toBe(1)
    collector.stop()
  })

  it('waits while the server works with no request open (closed streams settling their turns)', () => {
    const { state, collector } = world()
    state.started = 2_000
    state.heap = 300 * MB
    state.busy = 0.6
    vi.advanceTimersByTime(30_000)
    expect(state.collections).toBe(0)
    // The loop's ordinary ticks (a version check, a sweep) are not work.
    state.busy = 0.02
    vi.advanceTimersByTime(5_000)
    expect(state.collections).toBe(1)
    collector.stop()
  })

  it('starts the quiet period again at each new request', () => {
    const { state, collector } = world()
    state.heap = 300 * MB
    for (let second = 0; second < 30; second++) {
      if (second % 4 === 0) state.started++
      vi.advanceTimersByTime(1_000)
    }
    expect(state.collections).toBe(0)
    collector.stop()
  })

  it('collects in the first quiet period after the start whatever the heap, then only after growth', () => {
    const { state, collected, collector } = world()
    // The start's own garbage (migrations, the seed, a closed PGlite instance).
    vi.advanceTimersByTime(12_000)
    expect(state.collections).toBe(3)
    expect(collected).toHaveLength(1)
    // A few requests that grow the heap less than the threshold: left alone.
    state.started = 3
    state.heap = 120 * MB
    vi.advanceTimersByTime(20_000)
    expect(state.collections).toBe(3)
    // A load: collected again.
    state.started = 500
    state.heap = 400 * MB
    vi.advanceTimersByTime(13_000)
    expect(state.collections).toBe(6)
    expect(collected).toHaveLength(2)
    collector.stop()
  })

  it('stops checking when stopped', () => {
    const { state, collector } = world()
    collector.stop()
    state.heap = 500 * MB
    vi.advanceTimersByTime(60_000)
    expect(state.collections).toBe(0)
  })
})

describe('fullCollection', () => {
  it("runs V8's full collection without --expose-gc, and leaves gc hidden from later contexts", async () => {
    const { runInNewContext } = await import('node:vm')
    const collect = fullCollection()
    let garbage: unknown[] | undefined = Array.from({ length: 400_000 }, (_, index) => ({ index }))
    const withGarbage = getHeapStatistics().used_heap_size
    garbage = undefined
    collect()
    expect(garbage).toBeUndefined()
    expect(withGarbage - getHeapStatistics().used_heap_size).toBeGreaterThan(10 * MB)
    expect(runInNewContext('typeof gc')).toBe('undefined')
  })
})
