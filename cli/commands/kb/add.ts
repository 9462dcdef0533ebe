import { readFile, stat } from 'node:fs/promises'
import { basename } from 'node:path'
import type { Command } from 'commander'
import { joinedLanguages } from '#app/i18n/texts.server'
import {
  addDocuments,
  DocumentTooLargeError,
  type DocumentView,
  documentMaxBytes,
  getDocument,
} from '#app/server/knowledge/documents.server'
import { drainKnowledgeJobs } from '#app/server/knowledge/ingest.server'
import { CliError } from '../../lib/errors'
import { type CliIo, printJson, withDatabase } from '../../lib/io'
import { operatorActor, refusalsExit } from '../tenants/operator'
import { operatorKnowledgeActor } from './kb-actor'

const BAR_WIDTH = 20
const POLL_MS = 300

/** `name [#####-----] 12/200 pages processing`: one line per file, written when it changes. */
export function progressLine(document: DocumentView): string {
  const total = document.pages ?? 0
  const done = document.status === 'ready' ? total : Math.min(document.pagesDone, total)
  const share = document.status === 'ready' ? 1 : total > 0 ? done / total : 0
  const filled = Math.round(share * BAR_WIDTH)
  const bar = `[${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}]`
  const pages = total > 0 ? ` ${done}/${total} pages` : ''
  const tail =
    document.status === 'failed'
      ? ` failed: ${document.error?.message ?? ''}`
      : document.status === 'ready'
        ? ` ready, ${document.chunks} chunks`
        : ` ${document.status}`
  return `${document.name} ${bar}${pages}${tail}`
}

async function readFiles(paths: string[]) {
  const max = documentMaxBytes()
  const files = []
  for (const path of paths) {
    const info = await stat(path).catch(() => undefined)
    if (!info?.isFile()) throw new CliError(joinedLanguages('cli.kb.noSuchFile', { path }))
    // Refused before reading it: a file over the limit never enters memory.
    if (info.size > max) throw new CliError(new DocumentTooLargeError(basename(path), info.size).message)
    files.push({ name: basename(path), bytes: new Uint8Array(await readFile(path)) })
  }
  return files
}

export function registerKbAdd(kb: Command, io: CliIo) {
  kb.command('add <kbId> <files...>')
    .description('Upload documents to a knowledge base (PDF, DOCX, XLSX, CSV, PPTX, TXT, Markdown, HTML)')
    .option('--wait', 'wait until every file is parsed and indexed, with a progress bar per file')
    .option('--json', 'print the documents as JSON')
    .action(async (kbId: string, paths: string[], options: { wait?: boolean; json?: boolean }) => {
      const files = await readFiles(paths)
      const documents = await withDatabase(io, (handle) =>
        refusalsExit(async () => {
          const actor = await operatorKnowledgeActor(handle.db, operatorActor(io), undefined, true)
          const stored = await addDocuments(handle.db, actor, kbId, files)
          const views = await Promise.all(
            stored.map((document) => getDocument(handle.db, actor, kbId, document.id)),
          )
          if (!options.wait) return views
          // This process works the queue too: with no server running, nothing else would.
          let waiting = true
          const worker = (async () => {
            while (waiting) {
              if ((await drainKnowledgeJobs(handle.db)) === 0)
                await new Promise((resolve) => setTimeout(resolve, POLL_MS))
            }
          })()
          const shown = new Map<string, string>()
          let current = views
          try {
            for (;;) {
              current = await Promise.all(
                current.map((document) => getDocument(handle.db, actor, kbId, document.id)),
              )
              for (const document of current) {
                const line = progressLine(document)
                // Progress goes to stderr, so `--json` output stays parseable.
                if (shown.get(document.id) !== line) io.stderr(line)
                shown.set(document.id, line)
              }
              if (current.every((document) => document.status === 'ready' || document.status === 'failed'))
                break
              await new Promise((resolve) => setTimeout(resolve, POLL_MS))
            }
          } finally {
            waiting = false
            await worker
          }
          return current
        }),
      )
      if (options.json) printJson(io, documents)
      else for (const document of documents) io.stdout(`${document.id}  ${document.name}  ${document.status}`)
      const failed = documents.filter((document) => document.status === 'failed')
      if (options.wait && failed.length > 0) {
        throw new CliError(joinedLanguages('cli.kb.someFailed', { count: failed.length }))
      }
    })
}
