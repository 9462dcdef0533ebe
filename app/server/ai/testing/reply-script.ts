/**
 * What the local model test server does for one request: a scripted reply or a scripted fault.
 * Tests enqueue scripts in process; end-to-end tests and benchmarks running the server as a
 * separate process send the same JSON to its control endpoints, so one zod schema serves both.
 */
import { z } from 'zod'

const milliseconds = z.number().int().min(0).max(600_000)

export const replyScriptSchema = z
  .object({
    /** Answer this HTTP status with an OpenAI-style error body instead of a reply. */
    status: z.number().int().min(400).max(599).optional(),
    /** The error message of a `status` answer. */
    errorMessage: z.string().optional(),
    /** Sent as `Retry-After` with a `status` answer. */
    retryAfterSeconds: z.number().int().min(0).optional(),
    /** Accept the request and never answer (not even headers): for timeouts. */
    hang: z.boolean().optional(),
    /** The reply; defaults to an echo of the last user message. */
    text: z.string().optional(),
    /** Explicit streaming pieces (joined, they are the reply); defaults to word/character pieces. */
    chunks: z.array(z.string()).optional(),
    firstTokenDelayMs: milliseconds.default(0),
    chunkDelayMs: milliseconds.default(0),
    /** Destroy the connection after this many content chunks: a stream cut midway. */
    cutAfterChunks: z.number().int().min(0).optional(),
    /** Stop sending after this many content chunks but keep the connection open: a stall. */
    stallAfterChunks: z.number().int().min(0).optional(),
    /** Reported usage; defaults to a count of the prompt and one token per chunk. `false`: none. */
    usage: z
      .union([
        z.object({ promptTokens: z.number().int().min(0), completionTokens: z.number().int().min(0) }),
        z.literal(false),
      ])
      .optional(),
    finishReason: z.enum(['stop', 'length']).default('stop'),
  })
  .strict()

export type ReplyScriptInput = z.input<typeof replyScriptSchema>
export type ReplyScript = z.output<typeof replyScriptSchema>

export const replyScriptListSchema = z.array(replyScriptSchema).max(1000)

export interface RecordedRequest {
  method: string
  path: string
  headers: Record<string, string | string[] | undefined>
  /** Parsed JSON when the body is JSON, else the raw text. */
  body: unknown
  receivedAt: number
  /** Set when the client went away before the answer was complete (a stop, a timeout). */
  clientClosedAt?: number
}
