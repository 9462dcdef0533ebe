/**
 * A local model server for tests, end-to-end runs and benchmarks (never the internet).
 *
 * `POST /v1/chat/completions` answers like OpenAI (SSE chunks, the trailing usage chunk when
 * `stream_options.include_usage` is set, or one JSON completion without `stream`);
 * `POST /v1/messages` answers like Anthropic. Each call plays the next queued `ReplyScript`
 * (or the default one): a reply, or a fault — a delay before the first token, an error status,
 * a cut or stalled stream, a request never answered. Every request is recorded.
 *
 * Other processes script it over HTTP: `POST /__control/enqueue` (a JSON array of scripts),
 * `POST /__control/default` (one script), `POST /__control/reset`, `GET /__control/requests`.
 *
 * From a shell: `node --import tsx app/server/ai/testing/openai-test-server.ts --port 4010`
 * prints the base URL (`http://127.0.0.1:4010/v1`, the value for OPSAI_AI_BASE_URL).
 */
import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import {
  type RecordedRequest,
  type ReplyScript,
  type ReplyScriptInput,
  replyScriptListSchema,
  replyScriptSchema,
} from './reply-script'
import {
  anthropicError,
  anthropicEvents,
  countPromptTokens,
  modelOf,
  openAiChunks,
  openAiCompletion,
  openAiError,
  type PlannedReply,
  planReply,
} from './wire-formats'

export type { RecordedRequest, ReplyScriptInput } from './reply-script'

export interface OpenAiTestServer {
  /** `http://127.0.0.1:<port>` */
  url: string
  /** `url + '/v1'`: what the OpenAI-compatible and Anthropic providers take as `baseURL`. */
  baseURL: string
  /** Model calls received (control requests are not recorded), oldest first. */
  readonly requests: RecordedRequest[]
  /** Scripts for the next calls, in order; when the queue is empty the default plays. */
  enqueue(...scripts: ReplyScriptInput[]): void
  /** The first `count` calls answer `status` (e.g. 429 or 500). */
  failFirst(count: number, status: number): void
  setDefault(script: ReplyScriptInput): void
  /** Empties the queue and the request log and restores the default reply. */
  reset(): void
  close(): Promise<void>
}

export interface StartOptions {
  port?: number
  defaultReply?: ReplyScriptInput
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (ms <= 0 || signal.aborted) return resolve()
    const done = () => {
      clearTimeout(timer)
      // Removed when the time is up too: a reply of many chunks must not pile listeners up.
      signal.removeEventListener('abort', done)
      resolve()
    }
    // An infinite wait (a request never answered) ends only with the signal.
    const timer = Number.isFinite(ms) ? setTimeout(done, ms) : undefined
    signal.addEventListener('abort', done, { once: true })
  })

async function readBody(request: IncomingMessage): Promise<unknown> {
  const parts: Buffer[] = []
  for await (const part of request) parts.push(Buffer.from(part))
  const text = Buffer.concat(parts).toString('utf8')
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers })
  response.end(JSON.stringify(body))
}

function bodyObject(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...body } : {}
}

export async function startOpenAiTestServer(options: StartOptions = {}): Promise<OpenAiTestServer> {
  const requests: RecordedRequest[] = []
  let queue: ReplyScript[] = []
  let defaultScript = replyScriptSchema.parse(options.defaultReply ?? {})
  const initialDefault = defaultScript
  // Every open response, so close() can end hanging ones instead of waiting for them.
  const closing = new AbortController()

  const nextScript = () => queue.shift() ?? defaultScript

  async function streamReply(
    response: ServerResponse,
    script: ReplyScript,
    reply: PlannedReply,
    frames: { head: string[]; chunk: (text: string) => string; tail: string[] },
    signal: AbortSignal,
  ) {
    response.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    })
    // A cut destroys the socket only after what was written has left, as when a proxy drops it.
    const cut = () => response.write('', () => response.socket?.destroy())
    await sleep(script.firstTokenDelayMs, signal)
    for (const frame of frames.head) response.write(frame)
    for (const [index, piece] of reply.chunks.entries()) {
      if (signal.aborted) return
      if (script.cutAfterChunks === index) {
        cut()
        return
      }
      if (script.stallAfterChunks === index) return
      if (index > 0) await sleep(script.chunkDelayMs, signal)
      response.write(frames.chunk(piece))
    }
    if (script.cutAfterChunks !== undefined && script.cutAfterChunks >= reply.chunks.length) {
      cut()
      return
    }
    if (script.stallAfterChunks !== undefined) return
    for (const frame of frames.tail) response.write(frame)
    response.end()
  }

  async function handleModelCall(
    response: ServerResponse,
    format: 'openai' | 'anthropic',
    body: Record<string, unknown>,
  ) {
    const script = nextScript()
    // Stop writing when the client goes away or the server closes.
    const gone = new AbortController()
    response.on('close', () => gone.abort())
    const signal = AbortSignal.any([gone.signal, closing.signal])
    if (script.hang) {
      await sleep(Number.POSITIVE_INFINITY, signal)
      if (!response.writableEnded) response.socket?.destroy()
      return
    }
    if (script.status !== undefined) {
      await sleep(script.firstTokenDelayMs, signal)
      const message = script.errorMessage ?? `Scripted ${script.status} from the test server`
      const headers: Record<string, string> =
        script.retryAfterSeconds === undefined ? {} : { 'retry-after': String(script.retryAfterSeconds) }
      const errorBody =
        format === 'openai' ? openAiError(script.status, message) : anthropicError(script.status, message)
      sendJson(response, script.status, errorBody, headers)
      return
    }
    const reply = planReply(script, body)
    const id = `${format === 'openai' ? 'chatcmpl' : 'msg'}-${randomUUID()}`
    const model = modelOf(body)
    const created = Math.floor(Date.now() / 1000)
    if (format === 'openai') {
      if (body.stream !== true) {
        await sleep(script.firstTokenDelayMs, signal)
        sendJson(response, 200, openAiCompletion({ id, model, created, reply }))
        return
      }
      const streamOptions = bodyObject(body.stream_options)
      const includeUsage = streamOptions.include_usage === true && reply.usage !== undefined
      const chunks = openAiChunks({ id, model, created, includeUsage })
      const tail = [chunks.finish(reply.finishReason)]
      if (includeUsage && reply.usage) tail.push(chunks.usage(reply.usage))
      tail.push(chunks.done())
      await streamReply(
        response,
        script,
        reply,
        { head: [chunks.role()], chunk: chunks.content, tail },
        signal,
      )
      return
    }
    // Anthropic always reports usage, in message_start and message_delta.
    const usage = reply.usage ?? {
      promptTokens: countPromptTokens(body),
      completionTokens: reply.chunks.length,
    }
    const events = anthropicEvents({ id, model })
    await streamReply(
      response,
      script,
      reply,
      {
        head: [events.start(usage.promptTokens), events.blockStart()],
        chunk: events.content,
        tail: [events.blockStop(), events.finish(reply.finishReason, usage.completionTokens), events.stop()],
      },
      signal,
    )
  }

  async function handleControl(path: string, body: unknown, response: ServerResponse) {
    if (path === '/__control/requests') return sendJson(response, 200, requests)
    if (path === '/__control/reset') {
      api.reset()
      return sendJson(response, 200, { ok: true })
    }
    if (path === '/__control/enqueue') {
      const parsed = replyScriptListSchema.safeParse(body)
      if (!parsed.success) return sendJson(response, 400, { message: parsed.error.message })
      queue.push(...parsed.data)
      return sendJson(response, 200, { queued: queue.length })
    }
    if (path === '/__control/default') {
      const parsed = replyScriptSchema.safeParse(body)
      if (!parsed.success) return sendJson(response, 400, { message: parsed.error.message })
      defaultScript = parsed.data
      return sendJson(response, 200, { ok: true })
    }
    sendJson(response, 404, { message: `Unknown control path ${path}` })
  }

  /**
   * `/v1/embeddings`: deterministic vectors (character bigrams hashed into `dimensions`
   * buckets, unit length), so texts sharing words are near each other, as with a real model.
   */
  function embeddingsResponse(body: Record<string, unknown>) {
    const inputs = Array.isArray(body.input) ? body.input.map(String) : [String(body.input ?? '')]
    const dimensions = typeof body.dimensions === 'number' ? body.dimensions : 64
    const data = inputs.map((text, index) => {
      const vector = new Array<number>(dimensions).fill(0)
      const characters = [...text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ')]
      for (let start = 0; start + 2 <= characters.length; start += 1) {
        let hash = 2166136261
        for (const unit of characters.slice(start, start + 2).join(''))
          hash = Math.imul(hash ^ unit.charCodeAt(0), 16777619)
        vector[(hash >>> 0) % dimensions] = (vector[(hash >>> 0) % dimensions] ?? 0) + 1
      }
      const length = Math.hypot(...vector) || 1
      return { object: 'embedding', index, embedding: vector.map((value) => value / length) }
    })
    return { object: 'list', data, model: body.model, usage: { prompt_tokens: 0, total_tokens: 0 } }
  }

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
    void (async () => {
      const body = await readBody(request)
      if (path.startsWith('/__control/')) return handleControl(path, body, response)
      const recorded: RecordedRequest = {
        method: request.method ?? 'GET',
        path,
        headers: { ...request.headers },
        body,
        receivedAt: Date.now(),
      }
      requests.push(recorded)
      response.on('close', () => {
        if (!response.writableFinished && !closing.signal.aborted) recorded.clientClosedAt = Date.now()
      })
      if (request.method === 'POST' && path === '/v1/chat/completions') {
        return handleModelCall(response, 'openai', bodyObject(body))
      }
      if (request.method === 'POST' && path === '/v1/embeddings') {
        return sendJson(response, 200, embeddingsResponse(bodyObject(body)))
      }
      if (request.method === 'POST' && path === '/v1/messages') {
        return handleModelCall(response, 'anthropic', bodyObject(body))
      }
      sendJson(response, 404, openAiError(404, `No route ${request.method} ${path} on the test server`))
    })().catch((error: unknown) => {
      if (!response.headersSent) sendJson(response, 500, openAiError(500, String(error)))
      else response.destroy()
    })
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('The test server has no TCP address')
  const url = `http://127.0.0.1:${address.port}`

  const api: OpenAiTestServer = {
    url,
    baseURL: `${url}/v1`,
    requests,
    enqueue(...scripts) {
      queue.push(...scripts.map((script) => replyScriptSchema.parse(script)))
    },
    failFirst(count, status) {
      for (let index = 0; index < count; index += 1) api.enqueue({ status })
    },
    setDefault(script) {
      defaultScript = replyScriptSchema.parse(script)
    },
    reset() {
      queue = []
      requests.length = 0
      defaultScript = initialDefault
    },
    async close() {
      closing.abort()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
  return api
}

async function main() {
  const { values } = parseArgs({ options: { port: { type: 'string', default: '4010' } } })
  const port = Number(values.port)
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    process.stderr.write(`--port must be 0-65535 / --port は 0〜65535 で指定してください: ${values.port}\n`)
    process.exit(2)
  }
  const server = await startOpenAiTestServer({ port })
  process.stdout.write(`${server.baseURL}\n`)
  const stop = () => void server.close().then(() => process.exit(0))
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    process.stderr.write(`${String(error)}\n`)
    process.exit(1)
  })
}
