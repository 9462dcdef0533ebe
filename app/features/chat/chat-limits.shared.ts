/**
 * Limits the chat screens check before sending and the server enforces (chat-turn.server.ts):
 * one definition, so the counter under the message box and the 400 agree on every character.
 */

/** Longest message a user may send, in UTF-16 code units (what the server's `length` counts). */
export const MAX_MESSAGE_LENGTH = 8000

/** The length the limit is measured in: JavaScript's `length`, as the server checks it. */
export function messageLength(text: string): number {
  return text.length
}

/** The most files one message may carry (the composer's chips, the turn's `attachments`). */
export const MAX_ATTACHMENTS_PER_MESSAGE = 10

/** What the attach button offers: the formats the knowledge parser reads (parsing/sniff.server.ts). */
export const ATTACHMENT_ACCEPT = [
  '.pdf',
  '.docx',
  '.docm',
  '.dotx',
  '.xlsx',
  '.xlsm',
  '.xltx',
  '.pptx',
  '.pptm',
  '.ppsx',
  '.potx',
  '.csv',
  '.txt',
  '.text',
  '.md',
  '.markdown',
  '.html',
  '.htm',
].join(',')
