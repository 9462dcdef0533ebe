/**
 * The embedded database survives a hard kill (issue 9, item 4): the production build on PGlite
 * takes chat turns and token grants from several clients at once, and is killed with SIGKILL in
 * the middle of them. The data directory must open afterwards (stale lock taken over, crash
 * recovery done) with everything that was acknowledged before the kill, the ledger invariant
 * intact, and the server must start on it again and serve.
 */
import { randomUUID } from 'node:crypto'
import { inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type OpenAiTestServer, startOpenAiTestServer } from '../app/server/ai/testing/openai-test-server'
import { type DbHandle, openDatabase } from '../db/client'
import { messages, tokenLedger } from '../db/schema'
import { createThrowawayDirectory, type ThrowawayDirectory } from '../db/throwaway'
import { postTurn, type SignedIn, signIn, type TurnOutcome } from './support/chat-client'
import { ADMIN, type OpsaiServer, startOpsaiServer } from './support/opsai-server'
import { expectLedgerInvariant, makeTenant, openServerDatabase, type TestTenant } from './support/world'

const CHAT_WORKERS = 6
const GRANT_WORKERS = 2
const LOAD_BEFORE_KILL_MS = 2500
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('PGlite: the server killed with SIGKILL mid-write', () => {
  let model: OpenAiTestServer
  let dataDir: string
  let scratch: ThrowawayDirectory | undefined
  let server: OpsaiServer | undefined
  let tenant: TestTenant
  let member: SignedIn
  const env = () => ({
    OPSAI_AI_BASE_URL: model.baseURL,
    OPSAI_AI_API_KEY: 'sk-resilience',
    OPSAI_AI_MODEL: 'resilience-model',
  })

  beforeAll(async () => {
    model = await startOpenAiTestServer({ defaultReply: { chunkDelayMs: 20 } })
    scratch = createThrowawayDirectory('opsai-resilience-pglite-')
    dataDir = scratch.path
    server = await startOpsaiServer({ dataDir, env: env() })
    const handle = await openServerDatabase({ dataDir })
    try {
      tenant = await makeTenant(handle.db, 'sigkill', 5_000_000)
    } finally {
      await handle.close()
    }
    member = await signIn(server.url, tenant.owner)
  })

  afterAll(async () => {
    await server?.stop()
    await model?.close()
    scratch?.remove()
  })

  /** Everything acknowledged before any kill so far: it must survive every later kill too. */
  const survivingTurns: TurnOutcome[] = []
  const survivingGrants: string[] = []
  const report: string[] = []

  async function loadThenKill(running: OpsaiServer) {
    const admin = await signIn(running.url, ADMIN, { systemAdmin: true })
    let killed = false
    const acknowledgedTurns: TurnOutcome[] = []
    const acknowledgedGrants: string[] = []
    let attempted = 0

    const chatWorker = async (worker: number) => {
      for (let index = 0; !killed; index += 1) {
        attempted += 1
        const outcome = await postTurn(running.url, member, {
          content: `worker ${worker} turn ${index} words`,
        })
        if (outcome.done) acknowledgedTurns.push(outcome)
      }
    }
    // The administrator's console grants tokens: one ledger entry per submission id.
    const grantWorker = async () => {
      while (!killed) {
        const submissionId = randomUUID()
        attempted += 1
        const response = await fetch(`${running.url}/api/admin/tokens/grant`, {
          method: 'POST',
          headers: { authorization: admin.bearer, 'content-type': 'application/json' },
          body: JSON.stringify({ tenant: tenant.slug, amount: 7, reason: 'SIGKILL test', submissionId }),
        }).catch(() => undefined)
        // A 201 is sent after the commit: the grant was acknowledged. No answer: it may go either way.
        if (response?.status === 201) acknowledgedGrants.push(`console:${submissionId}`)
        else if (response && !killed)
          throw new Error(`grant answered ${response.status}: ${await response.text()}`)
      }
    }
    const workers = [
      ...Array.from({ length: CHAT_WORKERS }, (_, worker) => chatWorker(worker)),
      ...Array.from({ length: GRANT_WORKERS }, () => grantWorker()),
    ]
    // At least LOAD_BEFORE_KILL_MS, and until each kind of write has been acknowledged 10 times
    // (a loaded machine is slower), so the kill lands in the middle of a steady stream of writes.
    const loadStarted = Date.now()
    while (
      Date.now() - loadStarted < LOAD_BEFORE_KILL_MS ||
      ((acknowledgedTurns.length < 10 || acknowledgedGrants.length < 10) && Date.now() - loadStarted < 20_000)
    ) {
      await sleep(100)
    }
    // What was acknowledged up to this instant; writes in flight now may go either way.
    const turns = [...acknowledgedTurns]
    const grants = [...acknowledgedGrants]
    running.kill('SIGKILL')
    killed = true
    expect(await running.exited).toBe('SIGKILL')
    await Promise.all(workers)
    report.push(`${attempted} writes attempted, ${turns.length} turns + ${grants.length} grants acknowledged`)
    expect(turns.length).toBeGreaterThanOrEqual(10)
    expect(grants.length).toBeGreaterThanOrEqual(10)
    survivingTurns.push(...turns)
    survivingGrants.push(...grants)
  }

  async function expectEverythingAcknowledged() {
    // Opened in this process: the dead server's lock is taken over, PGlite recovers.
    const reopened: DbHandle = await openDatabase({ dataDir, role: 'cli' })
    try {
      const db = reopened.db
      const grants = await db
        .select({ key: tokenLedger.idempotencyKey })
        .from(tokenLedger)
        .where(inArray(tokenLedger.idempotencyKey, survivingGrants))
      expect(grants.map((row) => row.key).sort()).toEqual([...survivingGrants].sort())
      const ids = survivingTurns.map((outcome) => outcome.done?.messageId ?? '')
      const replies = await db.select().from(messages).where(inArray(messages.id, ids))
      const byId = new Map(replies.map((row) => [row.id, row]))
      for (const outcome of survivingTurns) {
        const reply = byId.get(outcome.done?.messageId ?? '')
        expect(reply?.status).toBe(outcome.done?.status)
        expect(reply?.content).toBe(outcome.text)
        expect(reply?.totalTokens).toBe(outcome.usage?.totalTokens)
      }
      await expectLedgerInvariant(db, tenant.tenantId)
    } finally {
      await reopened.close()
    }
  }

  it.each([1, 2])(
    'kill %i: the directory opens with every acknowledged write, and the server serves again',
    async () => {
      await loadThenKill(server as OpsaiServer)
      server = undefined
      await expectEverythingAcknowledged()
      // The server starts on it again (no re-seed: the data is there); sessions survived too.
      server = await startOpsaiServer({ dataDir, env: env() })
      const outcome = await postTurn(server.url, member, { content: 'after the crash' })
      expect(outcome.done?.status).toBe('complete')
      console.log(`[resilience] PGlite SIGKILL: ${report.join('; ')}`)
    },
  )
})
