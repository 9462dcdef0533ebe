/**
 * Where parse-worker.mjs is. It is loaded by path, unbundled, so every way the server runs finds
 * the same file: beside this module under vitest and tsx; from the project root (the folder whose
 * package.json is "opsai") when this module is bundled into dist/server by Vite.
 */
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { projectRootAbove } from '../../project-root.server'

const WORKER_FILE = 'parse-worker.mjs'
const WORKER_FOLDER = 'app/server/knowledge/parsing'

export function locateParseWorker(moduleUrl: string, workingDirectory: string): string {
  const here = dirname(fileURLToPath(moduleUrl))
  const beside = join(here, WORKER_FILE)
  if (existsSync(beside)) return beside
  for (const start of [here, workingDirectory]) {
    const root = projectRootAbove(start)
    const worker = root && join(root, WORKER_FOLDER, WORKER_FILE)
    if (worker && existsSync(worker)) return worker
  }
  throw new Error(`${WORKER_FILE} not found from ${here} or ${workingDirectory}`)
}

let located: string | undefined

/** The worker of this installation, found once. */
export function parseWorkerPath(): string {
  located ??= locateParseWorker(import.meta.url, process.cwd())
  return located
}
