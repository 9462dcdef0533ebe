import { getHeapStatistics } from 'node:v8'
import { describe, expect, it } from 'vitest'
import { applyServerHeapPolicy } from './heap-policy'

describe('server heap policy', () => {
  it("leaves an operator's own growth setting alone", () => {
    expect(applyServerHeapPolicy(['--heap-growing-percent=80'], undefined)).toBe(false)
    expect(applyServerHeapPolicy([], '--max-old-space-size=512 --heap_growing_percent=20')).toBe(false)
  })

  it('caps the growth otherwise, in a running process', () => {
    const before = getHeapStatistics().heap_size_limit
    expect(applyServerHeapPolicy([], '--max-old-space-size=512')).toBe(true)
    // Only the growth heuristic changes: the heap's hard limit stays what it was.
    expect(getHeapStatistics().heap_size_limit).toBe(before)
  })
})
