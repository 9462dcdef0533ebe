/**
 * How far the server lets V8's heap grow past what is live. On a machine with a lot of memory
 * V8 lets the old generation reach up to four times its live size before a full collection
 * (measured here: about 100 MB live, the heap at 390 MB before it collected), which is most of
 * the server's resident memory under load and none of its working set. The server caps the
 * growth at 1.5 times: full collections come more often, each as cheap as before (the live set
 * does not change), and memory stays near what is in use (docs/performance.md, "Memory").
 */
import { setFlagsFromString } from 'node:v8'

export const SERVER_HEAP_GROWING_PERCENT = 50

/** Applies the cap unless the operator gave V8 their own (`node --heap-growing-percent=…`). */
export function applyServerHeapPolicy(
  execArgv: readonly string[] = process.execArgv,
  nodeOptions: string | undefined = process.env.NODE_OPTIONS,
) {
  const given = [...execArgv, ...(nodeOptions ?? '').split(/\s+/)].some((flag) =>
    /^--heap[-_]growing[-_]percent\b/.test(flag),
  )
  if (given) return false
  // A heuristic V8 reads at each collection, so it takes effect at run time too.
  setFlagsFromString(`--heap-growing-percent=${SERVER_HEAP_GROWING_PERCENT}`)
  return true
}
