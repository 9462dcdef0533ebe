/**
 * Where unhandled errors go (spec §8): logged to the console in Japanese, kept on the app
 * payload so errors raised while mounting are not lost, and sent to Sentry when it is on.
 */

type Capture = (error: unknown, origin: ErrorOrigin) => void
let capture: Capture | undefined

/** Set by the Sentry module once it is loaded (only when a DSN is configured). */
export function setErrorCapture(fn: Capture | undefined) {
  capture = fn
}

export type ErrorOrigin = 'route' | 'mount' | 'window' | 'promise'

export interface AppPayload {
  errors: { origin: ErrorOrigin; message: string; at: number }[]
}

const KEY = '__ERROR_PAYLOAD__'

export function getAppPayload(): AppPayload {
  const host = globalThis as unknown as Record<string, AppPayload | undefined>
  host[KEY] ??= { errors: [] }
  return host[KEY]
}

const JA_ORIGIN: Record<ErrorOrigin, string> = {
  route: '画面の表示中にエラーが発生しました',
  mount: 'アプリの起動中にエラーが発生しました',
  window: '予期しないエラーが発生しました',
  promise: '処理されなかった非同期エラーが発生しました',
}

export function reportError(error: unknown, origin: ErrorOrigin) {
  const message = error instanceof Error ? error.message : String(error)
  const payload = getAppPayload()
  // Bounded so a render loop cannot grow it without end.
  if (payload.errors.length < 50) payload.errors.push({ origin, message, at: Date.now() })
  console.error(`${JA_ORIGIN[origin]}:`, error)
  capture?.(error, origin)
}

/** Installs the window-level handlers once, in the browser. */
export function installGlobalErrorHandlers() {
  if (typeof window === 'undefined') return
  const flag = window as unknown as { __errorHandlersInstalled?: boolean }
  if (flag.__errorHandlersInstalled) return
  flag.__errorHandlersInstalled = true
  window.addEventListener('error', (event) => reportError(event.error ?? event.message, 'window'))
  window.addEventListener('unhandledrejection', (event) => reportError(event.reason, 'promise'))
}
