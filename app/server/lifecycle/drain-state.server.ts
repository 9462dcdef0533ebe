/**
 * Whether this process is draining (SIGTERM, ADR 043), and the event streams it still has open.
 *
 * The launcher (cli/lib, its own bundle) starts the drain and waits for the streams; the app
 * (dist/server, another bundle) opens them and answers `/api/ready`. Each bundle has its own copy
 * of this module, so the state lives on globalThis under a `Symbol.for` key both copies find.
 */

const KEY = Symbol.for('opsai.lifecycle.drain')

/** A stream whose producer is still running: `stop` asks it to end as if the client had left. */
interface OpenStream {
  stop(reason: unknown): void
}

interface DrainState {
  draining: boolean
  streams: Set<OpenStream>
  /** Called whenever the last open stream closes. */
  idle: Set<() => void>
}

const slot = globalThis as { [KEY]?: DrainState }

function state(): DrainState {
  slot[KEY] ??= { draining: false, streams: new Set(), idle: new Set() }
  return slot[KEY]
}

export function isDraining(): boolean {
  return state().draining
}

/** From now on `/api/ready` answers 503 and the launcher refuses new requests. */
export function beginDraining() {
  state().draining = true
}

/** Tests only: a fresh process's state (one test file runs several drains). */
export function resetDrainState() {
  const current = state()
  current.draining = false
  current.streams.clear()
  for (const notify of current.idle) notify()
  current.idle.clear()
}

/**
 * Registers a running stream producer; the returned function is called once it has ended (its
 * reservation settled), however it ended.
 */
export function trackOpenStream(stop: (reason: unknown) => void): () => void {
  const current = state()
  const stream: OpenStream = { stop }
  current.streams.add(stream)
  return () => {
    if (!current.streams.delete(stream) || current.streams.size > 0) return
    for (const notify of current.idle) notify()
    current.idle.clear()
  }
}

export function openStreamCount(): number {
  return state().streams.size
}

/** The drain timeout passed: every open stream ends now, as if its client had left. */
export function stopOpenStreams(reason: unknown = new Error('the server is shutting down')) {
  for (const stream of [...state().streams]) stream.stop(reason)
}

/** Resolves once no stream is open (at once when none is). */
export function whenStreamsClosed(): Promise<void> {
  const current = state()
  if (current.streams.size === 0) return Promise.resolve()
  return new Promise((resolve) => current.idle.add(resolve))
}
