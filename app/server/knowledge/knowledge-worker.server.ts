/**
 * The server's ingestion loop: claims jobs one at a time and runs them (parsing itself runs in
 * a worker thread, so the server keeps answering). It polls every few seconds, and an upload
 * wakes it at once. Several server processes on one PostgreSQL share the queue safely: claims
 * skip locked rows and a lease guards each running job (jobs.server.ts).
 */
import { randomUUID } from 'node:crypto'
import type { Db } from '#db/client'
import { captureServerError } from '../sentry.server'
import { runIngestionJob } from './ingest.server'
import { claimJob } from './jobs.server'

const POLL_INTERVAL_MS = 2000

// Kept on globalThis: the loop runs in the server launcher's bundle, uploads arrive in the app's
// (dist/server), and each bundle has its own copy of this module.
const WAKE = Symbol.for('opsai.knowledgeWorker.wake')
const slot = globalThis as { [WAKE]?: () => void }

/** Tells a sleeping loop in this process that work arrived. */
export function wakeKnowledgeWorker() {
  slot[WAKE]?.()
}

export interface KnowledgeWorker {
  stop(): Promise<void>
}

export function startKnowledgeWorker(
  getDb: () => Promise<Db>,
  options: { pollMs?: number } = {},
): KnowledgeWorker {
  const workerId = `server:${process.pid}:${randomUUID().slice(0, 8)}`
  let running = true
  const sleep = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, options.pollMs ?? POLL_INTERVAL_MS)
      timer.unref?.()
      function done() {
        clearTimeout(timer)
        slot[WAKE] = undefined
        resolve()
      }
      slot[WAKE] = done
    })
  const loop = (async () => {
    while (running) {
      try {
        const db = await getDb()
        const job = await claimJob(db, { workerId })
        if (job) {
          await runIngestionJob(db, job)
          continue
        }
      } catch (error) {
        // The database restarting: try again at the next tick.
        captureServerError(error)
      }
      if (running) await sleep()
    }
  })()
  return {
    async stop() {
      running = false
      slot[WAKE]?.()
      await loop
    },
  }
}
