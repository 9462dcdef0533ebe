import { useSyncExternalStore } from 'react'
import { chatFontStore } from '../../ui/fonts/chat-font-store'
import { fontStackFor } from '../../ui/fonts/font-loader'

/**
 * The CSS font-family of chat message text: the user's chat font (chosen on /user, brought to
 * this browser by AccountPreferencesSync) once it has loaded, else the system stack.
 */
export function useChatMessageFont(): string {
  const state = useSyncExternalStore(
    chatFontStore.subscribe,
    chatFontStore.getSnapshot,
    chatFontStore.getServerSnapshot,
  )
  return fontStackFor(state.status === 'ready' ? state.family : null)
}
