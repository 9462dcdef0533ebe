/**
 * The chat screens' keyboard shortcuts (listed on /help, docs/help/{ja,en}/03-threads.md):
 * Esc stops a reply being written, Ctrl+Shift+O (⌘+Shift+O on a Mac) starts a new thread, and
 * Shift+Esc puts the cursor in the message box — the keys ChatGPT users already know.
 */
import { useEffect, useRef } from 'react'

export interface ChatShortcutKeys {
  key: string
  code?: string
  shiftKey: boolean
  ctrlKey: boolean
  metaKey: boolean
  altKey: boolean
  isComposing?: boolean
}

export type ChatShortcut = 'stop' | 'newThread' | 'focusComposer'

/** Shown on /help exactly as written here (chat-shortcuts.test.ts checks the help files). */
export const SHORTCUT_KEYS: Record<ChatShortcut, string> = {
  stop: 'Esc',
  newThread: 'Ctrl+Shift+O',
  focusComposer: 'Shift+Esc',
}

/** Which shortcut a key press is, if any. An IME composition owns its keys (Esc cancels it). */
export function shortcutOf(event: ChatShortcutKeys): ChatShortcut | undefined {
  if (event.isComposing || event.altKey) return undefined
  const command = event.ctrlKey || event.metaKey
  if (event.key === 'Escape' && !command) return event.shiftKey ? 'focusComposer' : 'stop'
  const isO = event.code === 'KeyO' || event.key.toLowerCase() === 'o'
  if (command && event.shiftKey && isO) return 'newThread'
  return undefined
}

/** Open dialogs and menus take Esc for themselves: closing one must not stop a reply. */
function inOverlay(target: EventTarget | null) {
  return target instanceof Element && target.closest('[role="dialog"], [role="menu"]') !== null
}

export function useChatShortcuts(handlers: Record<ChatShortcut, () => boolean>) {
  const current = useRef(handlers)
  current.current = handlers
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || inOverlay(event.target)) return
      const shortcut = shortcutOf(event)
      // A handler that did nothing (Esc with no reply streaming) leaves the key to the page.
      if (shortcut && current.current[shortcut]()) event.preventDefault()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])
}
