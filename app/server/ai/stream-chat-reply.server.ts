/**
 * One chat turn against a model, as a plain async iterable of events (ADR 009):
 *
 *   text-delta* → usage → finish
 *
 * Exactly one `usage` and one `finish` end every turn, whatever happened, so the caller can
 * always settle the token reservation and store the (possibly partial) reply.
 *
 * - Streams token by token from the provider's own stream (`doStream` of the AI SDK's model
 *   interface): the SDK's `streamText` adds a dozen web streams per turn for steps and tools a
 *   chat turn does not use, ~120 KB of heap for each open stream (docs/performance.md).
 * - Abort (the user's stop, a client disconnect) ends with reason 'aborted', text kept.
 * - Usage is the provider's report; when a cut stream left none, it is estimated from the
 *   prompt and the produced text (`estimated: true`). A call the model never started
 *   answering (an error status, no connection, no first chunk) costs nothing.
 * - Spec §8 retry rule: an error status before the model started answering is retried once;
 *   nothing is retried after (see upstream-errors.server.ts).
 * - Timeouts: no first token within `firstTokenMs`, or no data for `idleMs` once streaming.
 * - Failures end with reason 'error' and a Japanese/English message; the partial text is kept.
 */
import type { LanguageModelV3, LanguageModelV3Prompt, LanguageModelV3Usage } from '@ai-sdk/provider'
import { estimatePromptTokens, estimateTokens } from './tokens.server'
import {
  type ChatReplyError,
  contentFilterError,
  DEFAULT_RETRY_DELAY,
  describeUpstreamError,
  isRetryableBeforeFirstToken,
  type RetryDelayPolicy,
  retryDelayMs,
  timeoutError,
} from './upstream-errors.server'

export type { ChatReplyError } from './upstream-errors.server'

export interface ChatMessage {
  role: 'user' | 'assistant'
  content: string
}

export type ChatFinishReason = 'stop' | 'length' | 'aborted' | 'error'

export type ChatReplyEvent =
  | { type: 'text-delta'; text: string }
  | { type: 'usage'; inputTokens: number; outputTokens: number; totalTokens: number; estimated: boolean }
  | {
      type: 'finish'
      reason: ChatFinishReason
      /** Everything produced, partial or not. */
      text: string
      /** Upstream calls made (2 when the first was retried). */
      attempts: number
      error?: ChatReplyError
    }

export interface ChatTimeouts {
  /** From sending the request to the first piece of text. */
  firstTokenMs: number
  /** Longest silence once text has started to arrive. */
  idleMs: number
}

export const DEFAULT_TIMEOUTS: ChatTimeouts = { firstTokenMs: 60_000, idleMs: 30_000 }

export interface StreamChatReplyOptions {
  model: LanguageModelV3
  system?: string
  messages: readonly ChatMessage[]
  /** The user's stop or the client's disconnect (`request.signal`). */
  signal?: AbortSignal
  maxOutputTokens?: number
  /** The caller's sampling temperature (the `/v1` API's); the provider's default otherwise. */
  temperature?: number
  timeouts?: Partial<ChatTimeouts>
  retryDelay?: Partial<RetryDelayPolicy>
  /** Every upstream failure (error answer, connection, cut stream, timeout), retried or not: for logs. */
  onUpstreamError?: (error: unknown, attempt: number) => void
}

/** Token counts as the provider reported them; a half it left out is undefined. */
interface ReportedUsage {
  inputTokens: number | undefined
  outputTokens: number | undefined
  totalTokens: number | undefined
}

type AttemptOutcome =
  | { kind: 'finished'; reason: string; usage: ReportedUsage }
  | { kind: 'aborted' }
  | { kind: 'timeout'; phase: 'first-token' | 'idle'; afterMs: number }
  | { kind: 'failed'; error: unknown }

interface TurnState {
  text: string
  /** The model began answering (its first chunk arrived): from here no retry, usage is due. */
  started: boolean
}

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (ms <= 0 || signal?.aborted) return resolve()
    const done = () => {
      clearTimeout(timer)
      signal?.removeEventListener('abort', done)
      resolve()
    }
    const timer = setTimeout(done, ms)
    signal?.addEventListener('abort', done, { once: true })
  })

async function* runAttempt(
  options: StreamChatReplyOptions,
  timeouts: ChatTimeouts,
  state: TurnState,
): AsyncGenerator<ChatReplyEvent, AttemptOutcome> {
  const controller = new AbortController()
  const onUserAbort = () => controller.abort(options.signal?.reason)
  options.signal?.addEventListener('abort', onUserAbort, { once: true })
  let timedOut: { phase: 'first-token' | 'idle'; afterMs: number } | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const arm = (phase: 'first-token' | 'idle', afterMs: number) => {
    clearTimeout(timer)
    timer = setTimeout(() => {
      timedOut = { phase, afterMs }
      controller.abort(new DOMException(`No ${phase} within ${afterMs} ms`, 'TimeoutError'))
    }, afterMs)
  }
  arm('first-token', timeouts.firstTokenMs)

  let finished: { reason: string; usage: ReportedUsage } | undefined
  let failure: { error: unknown } | undefined
  let hadText = state.text.length > 0
  try {
    const { stream } = await options.model.doStream({
      prompt: promptOf(options),
      maxOutputTokens: options.maxOutputTokens,
      temperature: options.temperature,
      abortSignal: controller.signal,
    })
    // The retry rule of spec §8 is applied here: the provider's call itself never retries.
    for await (const part of stream) {
      // The stream's opening part comes before any answer; the next one is the model answering.
      if (part.type === 'stream-start') continue
      state.started = true
      if (part.type === 'text-delta' && part.delta) {
        if (!hadText) hadText = true
        arm('idle', timeouts.idleMs)
        state.text += part.delta
        yield { type: 'text-delta', text: part.delta }
      } else if (part.type === 'finish') {
        finished = { reason: part.finishReason.unified, usage: reportedUsage(part.usage) }
      } else if (part.type === 'error') failure = { error: part.error }
      else if (hadText) arm('idle', timeouts.idleMs)
    }
  } catch (error) {
    failure = { error }
  } finally {
    clearTimeout(timer)
    options.signal?.removeEventListener('abort', onUserAbort)
    // Leaving early (the consumer stopped reading) must release the upstream request too.
    controller.abort()
  }
  if (timedOut) return { kind: 'timeout', ...timedOut }
  if (finished && !failure) return { kind: 'finished', ...finished }
  if (options.signal?.aborted) return { kind: 'aborted' }
  if (failure) return { kind: 'failed', error: failure.error }
  // The stream ended with neither a finish nor an error: it was cut.
  return { kind: 'failed', error: new Error('The model stream ended without finishing') }
}

/** The turn as the model interface takes it: the system prompt, then the conversation. */
function promptOf(options: StreamChatReplyOptions): LanguageModelV3Prompt {
  return [
    ...(options.system != null ? [{ role: 'system' as const, content: options.system }] : []),
    ...options.messages.map((message) => ({
      role: message.role,
      content: [{ type: 'text' as const, text: message.content }],
    })),
  ]
}

function reportedUsage(usage: LanguageModelV3Usage): ReportedUsage {
  const inputTokens = usage.inputTokens.total
  const outputTokens = usage.outputTokens.total
  return {
    inputTokens,
    outputTokens,
    totalTokens:
      inputTokens !== undefined && outputTokens !== undefined ? inputTokens + outputTokens : undefined,
  }
}

function usageEvent(
  outcome: AttemptOutcome,
  state: TurnState,
  options: StreamChatReplyOptions,
): Extract<ChatReplyEvent, { type: 'usage' }> {
  const reported = outcome.kind === 'finished' ? outcome.usage : undefined
  if (reported?.inputTokens !== undefined && reported.outputTokens !== undefined) {
    const { inputTokens, outputTokens } = reported
    return {
      type: 'usage',
      inputTokens,
      outputTokens,
      totalTokens: reported.totalTokens ?? inputTokens + outputTokens,
      estimated: false,
    }
  }
  if (!state.started)
    return { type: 'usage', inputTokens: 0, outputTokens: 0, totalTokens: 0, estimated: false }
  const inputTokens =
    reported?.inputTokens ?? estimatePromptTokens({ system: options.system, messages: options.messages })
  const outputTokens = reported?.outputTokens ?? estimateTokens(state.text)
  return {
    type: 'usage',
    inputTokens,
    outputTokens,
    totalTokens: inputTokens + outputTokens,
    estimated: true,
  }
}

function finishOf(
  outcome: AttemptOutcome,
  state: TurnState,
): { reason: ChatFinishReason; error?: ChatReplyError } {
  switch (outcome.kind) {
    case 'aborted':
      return { reason: 'aborted' }
    case 'timeout':
      return { reason: 'error', error: timeoutError(outcome.phase, outcome.afterMs) }
    case 'failed':
      return {
        reason: 'error',
        error: describeUpstreamError(outcome.error, state.started || state.text !== ''),
      }
    case 'finished':
      if (outcome.reason === 'length') return { reason: 'length' }
      if (outcome.reason === 'content-filter') return { reason: 'error', error: contentFilterError() }
      if (outcome.reason === 'error')
        return { reason: 'error', error: describeUpstreamError(undefined, true) }
      return { reason: 'stop' }
  }
}

export async function* streamChatReply(
  options: StreamChatReplyOptions,
): AsyncGenerator<ChatReplyEvent, void> {
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts }
  const retryPolicy = { ...DEFAULT_RETRY_DELAY, ...options.retryDelay }
  const state: TurnState = { text: '', started: false }
  let attempts = 0
  let outcome: AttemptOutcome
  for (;;) {
    attempts += 1
    outcome = yield* runAttempt(options, timeouts, state)
    if (outcome.kind === 'timeout') {
      options.onUpstreamError?.(
        new DOMException(`No ${outcome.phase} within ${outcome.afterMs} ms`, 'TimeoutError'),
        attempts,
      )
    }
    if (outcome.kind !== 'failed') break
    options.onUpstreamError?.(outcome.error, attempts)
    if (attempts > 1 || !isRetryableBeforeFirstToken(outcome.error, state.started)) break
    await wait(retryDelayMs(outcome.error, retryPolicy), options.signal)
    if (options.signal?.aborted) {
      outcome = { kind: 'aborted' }
      break
    }
  }
  yield usageEvent(outcome, state, options)
  const { reason, error } = finishOf(outcome, state)
  yield { type: 'finish', reason, text: state.text, attempts, ...(error ? { error } : {}) }
}
