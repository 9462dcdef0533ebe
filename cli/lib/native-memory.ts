/**
 * The server's native memory (ADR 054): glibc's malloc keeps what the process freed and rarely
 * gives it back. After the bench's page load, a quiet PGlite server whose V8 heap had been
 * collected still held 432 MB, of which `malloc_trim(0)` returned 122 MB to the system.
 *
 * Two calls into the C library through koffi (its prebuilt module; nothing is compiled):
 * - at start, `mallopt` fixes the thresholds glibc otherwise raises as the process frees large
 *   blocks (up to 32 MB for mmap, 64 MB kept at the heap's top): large blocks get their own
 *   mapping and the heap's top is trimmed as it frees (idle after start 396 → 300 MB);
 * - once quiet, after the idle heap collection, `malloc_trim(0)` hands the free pages inside
 *   every arena back (`cli/lib/idle-heap-collector.ts`).
 *
 * Elsewhere than on glibc (musl, macOS, Windows) neither exists and nothing is done.
 */
import { createRequire } from 'node:module'

/** mallopt's parameters (glibc's malloc.h). */
const M_TRIM_THRESHOLD = -1
const M_MMAP_THRESHOLD = -3
/** glibc's own starting value of both thresholds, kept fixed instead of raised. */
const THRESHOLD_BYTES = 128 * 1024

export interface GlibcMalloc {
  /** Sets a malloc parameter; false when glibc refused it. */
  mallopt(parameter: number, value: number): boolean
  /** Gives free memory back to the system; true when some was. */
  trim(): boolean
}

/** Whether this process runs on glibc (Node's report names its version only there). */
export function runsOnGlibc(): boolean {
  if (process.platform !== 'linux') return false
  const header = (process.report?.getReport() as { header?: { glibcVersionRuntime?: string } } | undefined)
    ?.header
  return typeof header?.glibcVersionRuntime === 'string'
}

let loaded: GlibcMalloc | null | undefined

/** glibc's malloc controls, or null where there is no glibc or koffi cannot load. */
export function glibcMalloc(): GlibcMalloc | null {
  if (loaded !== undefined) return loaded
  loaded = null
  if (!runsOnGlibc()) return loaded
  try {
    // koffi is CommonJS with a native module: required, so the launcher's bundle leaves it alone.
    const koffi = createRequire(import.meta.url)('koffi') as typeof import('koffi')
    const libc = koffi.load('libc.so.6')
    const mallopt = libc.func('int mallopt(int param, int value)')
    const mallocTrim = libc.func('int malloc_trim(size_t pad)')
    loaded = {
      mallopt: (parameter, value) => mallopt(parameter, value) === 1,
      trim: () => mallocTrim(0) === 1,
    }
  } catch {
    // A platform koffi has no build for: the server runs as before, only less frugal.
  }
  return loaded
}

/** Fixes malloc's thresholds; true when glibc took them. Call before the database opens. */
export function tuneNativeMemory(malloc = glibcMalloc()): boolean {
  if (!malloc) return false
  const mmap = malloc.mallopt(M_MMAP_THRESHOLD, THRESHOLD_BYTES)
  const trim = malloc.mallopt(M_TRIM_THRESHOLD, THRESHOLD_BYTES)
  return mmap && trim
}

/** Hands malloc's free memory back to the system; false where that cannot be done. */
export function trimNativeMemory(malloc = glibcMalloc()): boolean {
  return malloc?.trim() ?? false
}
