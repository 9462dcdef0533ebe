/**
 * A reply the server has not settled yet as the thread page sees it: still `streaming` after a
 * reload mid-reply, right after Stop (the server saves the partial once the stream closes), or
 * while another tab's turn runs. The page reads the thread again until it settles.
 */
import type { ThreadMessage } from './chat-types.shared'

/** How often a reply still being written on the server is read again. */
export const UNSETTLED_POLL_MS = 1000
/** A reply "still being written" this long after it began was orphaned (a server restart): not polled. */
const UNSETTLED_GIVE_UP_MS = 10 * 60_000

/** Whether a message list has a reply the server has not settled yet, begun recently enough to wait for. */
export function unsettledReplyIn(
  messages: readonly ThreadMessage[] | undefined,
  now: number = Date.now(),
): boolean {
  return (messages ?? []).some(
    (message) => message.status === 'streaming' && now - Date.parse(message.createdAt) < UNSETTLED_GIVE_UP_MS,
  )
}
