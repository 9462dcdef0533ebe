/**
 * Turns an uploaded document into sections of text with provenance (issue 17). The parsing runs
 * in a worker thread (parse-worker.mjs) with a time limit and a heap limit: a hostile or broken
 * file ends that worker with a failure code, never the server. Refusals come back as codes; a
 * thrown error means the parser itself failed (worth a retry), not the document.
 */
import { Worker } from 'node:worker_threads'
import { z } from 'zod'
import { decodeDocumentText } from './document-text.server'
import { parseWorkerPath } from './parse-worker-path.server'
import {
  type DocumentFormat,
  PARSE_FAILURE_CODES,
  type ParsedDocument,
  type ParseFailureCode,
  parsedDocumentSchema,
} from './parsed-document.shared'
import { compoundFileFailure, isCompoundFile } from './sniff.server'

export type { ParsedDocument, ParsedSection } from './parsed-document.shared'

export interface ParseOptions {
  /** The worker is stopped after this long: 'timeout'. */
  timeoutMs?: number
  /** A PDF with more pages is refused before any page is read: 'tooManyPages'. */
  maxPages?: number
  /** The worker's heap (V8 old generation) limit: 'outOfMemory' beyond it. */
  maxHeapMb?: number
  /** Called per page, slide or sheet read (once for formats without pages). */
  onProgress?: (done: number, total: number) => void
}

export type ParseResult =
  | { ok: true; document: ParsedDocument }
  | { ok: false; code: ParseFailureCode; detail?: string }

export const PARSE_DEFAULTS = { timeoutMs: 60_000, maxPages: 2000, maxHeapMb: 512 } as const

const TEXT_FORMATS: ReadonlySet<DocumentFormat> = new Set(['csv', 'txt', 'md', 'html'])
const OFFICE_FORMATS: ReadonlySet<DocumentFormat> = new Set(['docx', 'xlsx', 'pptx'])

const workerMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('progress'), done: z.number(), total: z.number() }),
  z.object({ type: z.literal('result'), document: parsedDocumentSchema }),
  z.object({ type: z.literal('failure'), code: z.enum(PARSE_FAILURE_CODES), detail: z.string().optional() }),
])

type WorkerInput = { format: DocumentFormat; maxPages: number } & (
  | { bytes: Uint8Array<ArrayBuffer> }
  | { text: string }
)

function runWorker(input: WorkerInput, options: ParseOptions): Promise<ParseResult> {
  const timeoutMs = options.timeoutMs ?? PARSE_DEFAULTS.timeoutMs
  return new Promise((resolve, reject) => {
    const worker = new Worker(parseWorkerPath(), {
      workerData: input,
      transferList: 'bytes' in input ? [input.bytes.buffer] : [],
      resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb ?? PARSE_DEFAULTS.maxHeapMb },
      // Not the parent's flags: a tsx loader there has nothing to do in a plain .mjs worker.
      execArgv: [],
    })
    let settled = false
    const settle = (outcome: () => void) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      void worker.terminate()
      outcome()
    }
    const timer = setTimeout(
      () => settle(() => resolve({ ok: false, code: 'timeout', detail: `over ${timeoutMs} ms` })),
      timeoutMs,
    )
    worker.on('message', (raw: unknown) => {
      const message = workerMessageSchema.safeParse(raw)
      if (!message.success) return settle(() => reject(new Error('unexpected message from the parse worker')))
      const data = message.data
      if (data.type === 'result') return settle(() => resolve({ ok: true, document: data.document }))
      if (data.type === 'failure')
        return settle(() => resolve({ ok: false, code: data.code, detail: data.detail }))
      try {
        options.onProgress?.(data.done, data.total)
      } catch (error) {
        settle(() => reject(error))
      }
    })
    worker.on('error', (error: Error & { code?: string }) =>
      settle(() =>
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? resolve({ ok: false, code: 'outOfMemory', detail: error.message })
          : reject(error),
      ),
    )
    worker.on('exit', (exitCode) =>
      settle(() => reject(new Error(`the parse worker exited (${exitCode}) without a result`))),
    )
  })
}

export async function parseDocument(
  bytes: Uint8Array,
  format: DocumentFormat,
  options: ParseOptions = {},
): Promise<ParseResult> {
  if (bytes.length === 0) return { ok: false, code: 'empty' }
  if (OFFICE_FORMATS.has(format) && isCompoundFile(bytes))
    return { ok: false, code: compoundFileFailure(bytes) }
  const maxPages = options.maxPages ?? PARSE_DEFAULTS.maxPages
  let input: WorkerInput
  if (TEXT_FORMATS.has(format)) {
    const text = decodeDocumentText(bytes)
    if (text === null) return { ok: false, code: 'unsupportedType', detail: 'not text' }
    input = { format, maxPages, text }
  } else {
    // A copy (Buffer#slice would be a view): its buffer moves to the worker, the caller keeps theirs.
    input = { format, maxPages, bytes: new Uint8Array(bytes) }
  }
  const result = await runWorker(input, options)
  if (result.ok && result.document.sections.every((section) => section.text.trim() === ''))
    return { ok: false, code: 'noText' }
  return result
}
