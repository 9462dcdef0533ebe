import { afterEach, expect, it } from 'vitest'
import {
  beginDraining,
  isDraining,
  openStreamCount,
  resetDrainState,
  stopOpenStreams,
  trackOpenStream,
  whenStreamsClosed,
} from './drain-state.server'

afterEach(() => resetDrainState())

it('keeps the flag where the launcher’s bundle and the app’s both find it', () => {
  expect(isDraining()).toBe(false)
  beginDraining()
  expect(isDraining()).toBe(true)
  // Another bundle's copy of this module reads the same slot.
  const slot = (globalThis as Record<symbol, { draining: boolean }>)[Symbol.for('opsai.lifecycle.drain')]
  expect(slot?.draining).toBe(true)
})

it('waits for the open streams, and tells each to stop when asked', async () => {
  await whenStreamsClosed()
  const reasons: unknown[] = []
  const first = trackOpenStream((reason) => reasons.push(['first', reason]))
  const second = trackOpenStream((reason) => reasons.push(['second', reason]))
  expect(openStreamCount()).toBe(2)
  let closed = false
  const waiting = whenStreamsClosed().then(() => {
    closed = true
  })
  stopOpenStreams('timeout')
  expect(reasons).toEqual([
    ['first', 'timeout'],
    ['second', 'timeout'],
  ])
  first()
  // Ending twice counts once.
  first()
  await Promise.resolve()
  expect(closed).toBe(false)
  expect(openStreamCount()).toBe(1)
  second()
  await waiting
  expect(closed).toBe(true)
  expect(openStreamCount()).toBe(0)
})
