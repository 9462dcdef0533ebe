import { randomUUID } from 'node:crypto'
import { and, count, desc, eq, inArray } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import type { Db } from '#db/client'
import {
  auditLog,
  knowledgeDocumentFiles,
  knowledgeDocuments,
  knowledgeScopeStats,
  messageFeedback,
  messages,
  threads,
  tokenLedger,
  usageEvents,
} from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { expectBilingualError } from '../chat/testing/http-client'
import { PERIODIC_JOBS } from '../jobs/job-handlers.server'
import { runJobsUntilIdle } from '../jobs/job-worker.server'
import { attachmentScope, indexChunks } from '../knowledge/knowledge-index.server'
import { THREAD_RETENTION_JOB } from './lifecycle-constants.server'
import { handleGetRetention, handleSetRetention } from './tenant-data-api.server'
import {
  bearer,
  buildLifecycleWorld,
  call,
  type LifecycleWorld,
  lifecycleRowCounts,
} from './testing/lifecycle-world'
import { setThreadRetention } from './thread-retention.server'

// Only the retention's night: the clock is in 2030, when the month's plan grants are due as well.
const NIGHTLY_RETENTION = PERIODIC_JOBS.filter((job) => job.kind === THREAD_RETENTION_JOB)

/** The test's clock: noon on 10 May 2030 in Japan; the next night's run is at 03:30. */
const NOON = new Date('2030-05-10T12:00:00+09:00')
const NEXT_NIGHT = new Date('2030-05-11T03:30:00+09:00')
const DAY = 24 * 60 * 60 * 1000

async function thread(db: Db, tenantId: string, userId: string, lastActive: Date, deleted = false) {
  const id = randomUUID()
  await db.insert(threads).values({
    tenantId,
    id,
    userId,
    chatKind: 'chat',
    keyword: 'default',
    title: `thread ${id.slice(0, 4)}`,
    createdAt: new Date(lastActive.getTime() - DAY),
    updatedAt: lastActive,
    deletedAt: deleted ? lastActive : null,
  })
  const messageIds = [randomUUID(), randomUUID()]
  for (const [index, messageId] of messageIds.entries()) {
    await db.insert(messages).values({
      tenantId,
      id: messageId,
      threadId: id,
      role: index === 0 ? 'user' : 'assistant',
      content: `message ${index}`,
      createdAt: lastActive,
    })
  }
  await db.insert(messageFeedback).values({ tenantId, messageId: messageIds[1] ?? '', userId, rating: 'up' })
  return { id, messageIds }
}

/** A file attached to a thread's question, read and indexed like a real one. */
async function attachment(db: Db, tenantId: string, userId: string, threadId: string, messageId: string) {
  const id = randomUUID()
  await db.insert(knowledgeDocuments).values({
    id,
    tenantId,
    threadId,
    messageId,
    name: 'notes.txt',
    format: 'txt',
    sizeBytes: 5,
    sha256: 'x',
    status: 'ready',
    uploadedBy: userId,
  })
  await db
    .insert(knowledgeDocumentFiles)
    .values({ documentId: id, tenantId, bytes: new TextEncoder().encode('notes') })
  await db.transaction((tx) =>
    indexChunks(tx, {
      documentId: id,
      tenantId,
      scope: attachmentScope(id),
      chunks: [{ position: 0, page: null, location: {}, text: '社内メモの本文' }],
    }),
  )
  return id
}

describeEachDatabase('thread retention', (database) => {
  const db = () => database.handle().db
  let world: LifecycleWorld
  beforeAll(async () => {
    world = await buildLifecycleWorld(() => database.handle())
  })

  it('refuses a retention that is negative, zero, fractional, absurd or not a number, and anyone but an owner, writing nothing', async () => {
    const { a } = world
    const owner = bearer(a.users.owner.id)
    const before = await lifecycleRowCounts(db(), a.tenantId)
    for (const body of [
      { days: -1 },
      { days: 0 },
      { days: 1.5 },
      { days: 36_501 },
      { days: 1e300 },
      { days: '30' },
      {},
      '[]',
    ]) {
      await expectBilingualError(
        await handleSetRetention(call('PUT', '/api/tenant/retention', owner, body), {}, world.dependencies),
        400,
        'invalid_input',
      )
    }
    for (const role of ['admin', 'member'] as const) {
      await expectBilingualError(
        await handleSetRetention(
          call('PUT', '/api/tenant/retention', bearer(a.users[role].id), { days: 30 }),
          {},
          world.dependencies,
        ),
        403,
        'forbidden',
      )
    }
    expect(await lifecycleRowCounts(db(), a.tenantId)).toEqual(before)

    const saved = await handleSetRetention(
      call('PUT', '/api/tenant/retention', owner, { days: 30 }),
      {},
      world.dependencies,
    )
    expect(await saved.json()).toEqual({ days: 30 })
    const read = await handleGetRetention(call('GET', '/api/tenant/retention', owner), {}, world.dependencies)
    expect(await read.json()).toEqual({ days: 30 })
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.tenantId, a.tenantId))
      .orderBy(desc(auditLog.id))
      .limit(1)
    expect(audit).toMatchObject({
      action: 'tenant.retention',
      actor: `user:${a.users.owner.id}`,
      details: { from: null, to: 30 },
    })
    const forever = await handleSetRetention(
      call('PUT', '/api/tenant/retention', owner, { days: null }),
      {},
      world.dependencies,
    )
    expect(await forever.json()).toEqual({ days: null })
  })

  it('a retention of 1 day removes the older threads the next night, and nothing else', async () => {
    const { a, b } = world
    const owner = a.users.owner.id
    const old = await thread(db(), a.tenantId, owner, new Date(NOON.getTime() - 3 * DAY))
    const oldDeleted = await thread(db(), a.tenantId, owner, new Date(NOON.getTime() - 2 * DAY), true)
    const recent = await thread(db(), a.tenantId, owner, NOON)
    const oldAttachment = await attachment(db(), a.tenantId, owner, old.id, old.messageIds[0] ?? '')
    const recentAttachment = await attachment(db(), a.tenantId, owner, recent.id, recent.messageIds[0] ?? '')
    // Tenant B has no policy: its old thread stays whatever A's policy is.
    const bOld = await thread(db(), b.tenantId, b.users.owner.id, new Date(NOON.getTime() - 30 * DAY))
    // A's seeded threads were last active now (wall clock), long after the test's night.
    await db()
      .update(threads)
      .set({ updatedAt: new Date(NOON.getTime() - 10 * DAY) })
      .where(and(eq(threads.tenantId, a.tenantId), inArray(threads.id, a.threadIds)))

    const kept = async () => ({
      usage: (
        await db().select({ n: count() }).from(usageEvents).where(eq(usageEvents.tenantId, a.tenantId))
      )[0]?.n,
      ledger: (
        await db().select({ n: count() }).from(tokenLedger).where(eq(tokenLedger.tenantId, a.tenantId))
      )[0]?.n,
      knowledge: (
        await db()
          .select({ n: count() })
          .from(knowledgeDocuments)
          .where(
            and(
              eq(knowledgeDocuments.tenantId, a.tenantId),
              eq(knowledgeDocuments.id, a.knowledge.documentId),
            ),
          )
      )[0]?.n,
    })
    const before = await kept()
    expect(before.usage).toBeGreaterThan(0)

    await setThreadRetention(db(), { tenantId: a.tenantId, days: 1, actor: 'test:runner' })
    // Nothing runs before 03:00 in Japan.
    await runJobsUntilIdle(db(), { periodic: NIGHTLY_RETENTION, now: new Date('2030-05-11T02:59:00+09:00') })
    expect(await db().select({ id: threads.id }).from(threads).where(eq(threads.id, old.id))).toHaveLength(1)

    await runJobsUntilIdle(db(), { periodic: NIGHTLY_RETENTION, now: NEXT_NIGHT })
    const left = await db().select({ id: threads.id }).from(threads).where(eq(threads.tenantId, a.tenantId))
    expect(left.map((row) => row.id)).toEqual([recent.id])
    const removedMessages = [...old.messageIds, ...oldDeleted.messageIds]
    expect(await db().select().from(messages).where(inArray(messages.id, removedMessages))).toEqual([])
    expect(await db().select().from(messages).where(inArray(messages.id, recent.messageIds))).toHaveLength(2)
    expect(
      await db().select().from(messageFeedback).where(inArray(messageFeedback.messageId, removedMessages)),
    ).toEqual([])
    expect(
      await db().select().from(knowledgeDocuments).where(eq(knowledgeDocuments.id, oldAttachment)),
    ).toEqual([])
    expect(
      await db()
        .select()
        .from(knowledgeDocumentFiles)
        .where(eq(knowledgeDocumentFiles.documentId, oldAttachment)),
    ).toEqual([])
    expect(
      await db()
        .select()
        .from(knowledgeScopeStats)
        .where(eq(knowledgeScopeStats.scope, attachmentScope(oldAttachment))),
    ).toEqual([])
    expect(
      await db().select().from(knowledgeDocuments).where(eq(knowledgeDocuments.id, recentAttachment)),
    ).toHaveLength(1)
    expect(await kept()).toEqual(before)
    expect(await db().select().from(threads).where(eq(threads.id, bOld.id))).toHaveLength(1)

    const audits = await db().select().from(auditLog).where(eq(auditLog.action, 'tenant.retention.run'))
    expect(audits).toHaveLength(1)
    expect(audits[0]).toMatchObject({
      actor: 'system',
      tenantId: a.tenantId,
      target: a.slug,
      details: {
        days: 1,
        cutoff: new Date(NEXT_NIGHT.getTime() - DAY).toISOString(),
        threads: 4,
        messages: 8,
        feedback: 2,
        attachments: 2,
      },
    })

    // The same night again runs nothing more.
    await runJobsUntilIdle(db(), {
      periodic: NIGHTLY_RETENTION,
      now: new Date(NEXT_NIGHT.getTime() + 60 * 60 * 1000),
    })
    expect(
      await db().select().from(auditLog).where(eq(auditLog.action, 'tenant.retention.run')),
    ).toHaveLength(1)
  })
})
