/**
 * Gives back the memory a load leaves behind, once the server is quiet. V8 collects when
 * allocation fills its heap, so a server that goes quiet after a load allocates nothing more and
 * keeps that load's garbage: 30 s after the bench's chat streams had closed the heap still held
 * 383 MB, of which 76 MB was live (docs/performance.md, "Tenth round"). When no request has been
 * open or started for `quietMs` and the heap grew by `growthBytes` since the last time, the
 * collector runs three full collections (`PASS_AFTER_MS`, 50–100 ms each; measured after the
 * stream load: RSS 396 → 205 MB). Nothing runs while a request is being answered or the event
 * loop is busy (work that outlived its request), and it runs once per quiet period.
 */
import { performance } from 'node:perf_hooks'
import { getHeapStatistics, setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { getLogger } from '../../app/server/observability/logger.server'
import type { InFlightRequests } from './draining-gate'
import { trimNativeMemory } from './native-memory'

/** What the collector watches: the HTTP server's requests. */
export type HttpActivity = Pick<InFlightRequests, 'count' | 'started'>

export interface IdleCollection {
  heapBeforeBytes: number
  heapAfterBytes: number
  pauseMs: number
  /** malloc handed free memory back to the system after the collections (ADR 054). */
  nativeTrimmed: boolean
}

export interface IdleHeapCollectorOptions {
  activity: HttpActivity
  quietMs?: number
  checkEveryMs?: number
  growthBytes?: number
  /** V8's committed heap (`total_heap_size`). */
  heapBytes?: () => number
  collect?: () => void
  /**
   * The share of the time since the last call that the event loop was busy (0–1). Work that
   * outlives its request (2 000 closed chat streams settling their turns) keeps the server busy
   * with no request open; it is not quiet then.
   */
  loopUtilization?: () => number
  /** Run after the last collection: the C library's free memory back to the system. */
  releaseNative?: () => boolean
  now?: () => number
  onCollected?: (collection: IdleCollection) => void
}

export const IDLE_QUIET_MS = 5_000
/**
 * When each collection runs, counted from the end of the quiet wait. The first frees the load's
 * objects; the second gives back the pages the first's sweeping emptied; V8 shrinks its young
 * generation (32 MB) only at a collection after 5 s of little allocation, hence the third.
 */
const PASS_AFTER_MS = [0, 1_000, 6_000]
const CHECK_EVERY_MS = 1_000
/** Busier than this between two checks, the server is working, whether or not a request is open. */
const BUSY_LOOP_UTILIZATION = 0.05
/** Less than this is V8's ordinary slack after a few requests: not worth a pause. */
const GROWTH_BYTES = 32 * 1024 * 1024

/** V8's full collection. `gc` exists only under --expose-gc: the flag gives it to a new context. */
export function fullCollection(): () => void {
  setFlagsFromString('--expose-gc')
  try {
    return runInNewContext('gc') as () => void
  } finally {
    setFlagsFromString('--no-expose-gc')
  }
}

/** The event loop's utilization since the previous call (the first call: since the process started). */
export function loopUtilizationSinceLastCall(): () => number {
  let mark = performance.eventLoopUtilization()
  return () => {
    const now = performance.eventLoopUtilization()
    const { utilization } = performance.eventLoopUtilization(now, mark)
    mark = now
    return utilization
  }
}

export const IDLE_COLLECTION_LOG = 'アイドル時にヒープを回収しました / heap collected while idle'

function logCollection({ heapBeforeBytes, heapAfterBytes, pauseMs, nativeTrimmed }: IdleCollection) {
  const mb = (bytes: number) => Math.round(bytes / 1024 / 1024)
  getLogger().info(
    {
      heapBeforeMb: mb(heapBeforeBytes),
      heapAfterMb: mb(heapAfterBytes),
      rssMb: mb(process.memoryUsage.rss()),
      pauseMs,
      nativeTrimmed,
    },
    IDLE_COLLECTION_LOG,
  )
}

export function startIdleHeapCollector(options: IdleHeapCollectorOptions): { stop(): void } {
  const {
    activity,
    quietMs = IDLE_QUIET_MS,
    growthBytes = GROWTH_BYTES,
    heapBytes = () => getHeapStatistics().total_heap_size,
    now = Date.now,
    onCollected = logCollection,
    releaseNative = trimNativeMemory,
    loopUtilization = loopUtilizationSinceLastCall(),
  } = options
  const collect = options.collect ?? fullCollection()
  let lastStarted = activity.started()
  let quietSince = now()
  // The start leaves garbage too (migrations, the seed, on a new PGlite directory the instance that
  // ran initdb and its WebAssembly memory): the first quiet period always collects.
  let baseline = 0
  // Collections run in this quiet period; past the last, the log; then nothing until a request.
  let passes = 0
  let heapBefore = 0
  let pauseMs = 0

  const check = () => {
    const busy = loopUtilization() > BUSY_LOOP_UTILIZATION
    if (busy || activity.count() > 0 || activity.started() !== lastStarted) {
      lastStarted = activity.started()
      quietSince = now()
      passes = 0
      return
    }
    const quietFor = now() - quietSince - quietMs
    if (quietFor < 0 || passes > PASS_AFTER_MS.length) return
    if (passes === 0) {
      heapBefore = heapBytes()
      pauseMs = 0
      if (heapBefore - baseline < growthBytes) {
        passes = PASS_AFTER_MS.length + 1
        return
      }
    }
    if (passes < PASS_AFTER_MS.length) {
      if (quietFor < (PASS_AFTER_MS[passes] ?? 0)) return
      const started = performance.now()
      collect()
      pauseMs += performance.now() - started
      passes++
      // The collection's own pause is not work the next check should see.
      loopUtilization()
      return
    }
    // A check after the last collection: V8 has handed the freed pages back by now, and what the
    // collections freed outside V8's heap sits free in malloc's arenas until trimmed.
    passes++
    baseline = heapBytes()
    const started = performance.now()
    const nativeTrimmed = releaseNative()
    pauseMs += performance.now() - started
    loopUtilization()
    onCollected({
      heapBeforeBytes: heapBefore,
      heapAfterBytes: baseline,
      pauseMs: Math.round(pauseMs),
      nativeTrimmed,
    })
  }
  const timer = setInterval(check, options.checkEveryMs ?? CHECK_EVERY_MS)
  // The collector never keeps a process alive on its own.
  timer.unref()
  return { stop: () => clearInterval(timer) }
}
