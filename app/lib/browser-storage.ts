/**
 * The browser's storage, or undefined where there is none: on the server, and where the browser
 * denies it — reading `localStorage` throws in a third-party frame whose storage is blocked (the
 * embedded chat widget, ADR 040), which would take the whole page down with it.
 */
export function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  if (typeof window === 'undefined') return undefined
  try {
    return window[kind]
  } catch {
    return undefined
  }
}
