import { randomBytes, randomUUID } from 'node:crypto'
import { and, asc, eq, sql } from 'drizzle-orm'
import { unzipSync } from 'fflate'
import { beforeAll, describe, expect, it } from 'vitest'
import { startOfJapanDay } from '#app/lib/japan-day.shared'
import {
  account,
  invitations,
  knowledgeDocumentFiles,
  knowledgeDocuments,
  messageFeedback,
  messages,
  tenantExportChunks,
  tenantExports,
  threads,
} from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { expectBilingualError } from '../chat/testing/http-client'
import { runJobsUntilIdle } from '../jobs/job-worker.server'
import {
  handleAdminDownloadExport,
  handleAdminGetExport,
  handleAdminRequestExport,
} from './admin-lifecycle-api.server'
import { EXPORT_CHUNK_BYTES, TENANT_EXPORT_JOB } from './lifecycle-constants.server'
import { type ArchiveSink, writeTenantArchive } from './tenant-archive.server'
import {
  handleDownloadExport,
  handleGetExport,
  handleListExports,
  handleRequestExport,
} from './tenant-data-api.server'
import {
  ADMIN,
  bearer,
  buildLifecycleWorld,
  call,
  type LifecycleWorld,
  lifecycleRowCounts,
} from './testing/lifecycle-world'

const DAY = 24 * 60 * 60 * 1000

function unzip(bytes: Uint8Array) {
  const files = unzipSync(bytes)
  const text = (name: string) => new TextDecoder().decode(files[name] ?? new Uint8Array())
  const lines = (name: string) =>
    text(name)
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
  return { files, text, lines }
}

describeEachDatabase('tenant exports', (database) => {
  const db = () => database.handle().db
  let world: LifecycleWorld
  let bigFile: Uint8Array
  const deps = () => world.dependencies

  beforeAll(async () => {
    world = await buildLifecycleWorld(() => database.handle())
    const { a } = world
    // A soft-deleted thread is still the tenant's data; so is a rating and a file bigger than a chunk.
    const deletedThread = randomUUID()
    await db()
      .insert(threads)
      .values({
        tenantId: a.tenantId,
        id: deletedThread,
        userId: a.users.member.id,
        chatKind: 'chat',
        keyword: 'default',
        title: `Deleted ${a.marker}`,
        deletedAt: new Date(),
      })
    await db().insert(messages).values({
      tenantId: a.tenantId,
      id: randomUUID(),
      threadId: deletedThread,
      role: 'user',
      content: 'gone',
    })
    await db()
      .insert(messageFeedback)
      .values({
        tenantId: a.tenantId,
        messageId: a.messageIds[1] ?? '',
        userId: a.users.owner.id,
        rating: 'down',
        reason: 'wrong',
        comment: `Comment ${a.marker}`,
      })
    bigFile = randomBytes(Math.floor(EXPORT_CHUNK_BYTES * 2.5))
    const documentId = randomUUID()
    await db().insert(knowledgeDocuments).values({
      id: documentId,
      knowledgeBaseId: a.knowledge.baseId,
      tenantId: a.tenantId,
      name: '大きな資料.pdf',
      format: 'pdf',
      sizeBytes: bigFile.length,
      sha256: 'big',
      status: 'ready',
    })
    await db().insert(knowledgeDocumentFiles).values({ documentId, tenantId: a.tenantId, bytes: bigFile })
  })

  async function exportThroughTheApi(headers: Record<string, string>) {
    const response = await handleRequestExport(call('POST', '/api/tenant/exports', headers), {}, deps())
    expect(response.status).toBe(202)
    return ((await response.json()) as { id: string }).id
  }

  const runExports = (now = new Date()) =>
    runJobsUntilIdle(db(), { now, kinds: [TENANT_EXPORT_JOB], periodic: [] })

  it("an owner's archive holds every thread and message of the tenant, in chunks of at most 1 MB, and nothing of another tenant", async () => {
    const { a, b } = world
    const id = await exportThroughTheApi(bearer(a.users.owner.id))
    const queued = await handleGetExport(
      call('GET', `/api/tenant/exports/${id}`, bearer(a.users.owner.id)),
      { id },
      deps(),
    )
    const queuedView = await queued.json()
    expect(queuedView).toMatchObject({ id, status: 'queued', progress: 0 })
    expect(queuedView.downloadUrl).toBeUndefined()

    const now = new Date()
    expect(await runExports(now)).toBe(1)
    const status = await (
      await handleGetExport(
        call('GET', `/api/tenant/exports/${id}`, bearer(a.users.owner.id)),
        { id },
        deps(),
      )
    ).json()
    expect(status).toMatchObject({
      status: 'ready',
      progress: 100,
      downloadUrl: `/api/tenant/exports/${id}/download`,
      expiresAt: new Date(now.getTime() + 7 * DAY).toISOString(),
    })

    const chunks = await db()
      .select({ seq: tenantExportChunks.seq, size: sql<number>`octet_length(${tenantExportChunks.bytes})` })
      .from(tenantExportChunks)
      .where(eq(tenantExportChunks.exportId, id))
      .orderBy(asc(tenantExportChunks.seq))
    expect(chunks.length).toBeGreaterThanOrEqual(3)
    expect(chunks.map((chunk) => chunk.seq)).toEqual(chunks.map((_, index) => index))
    for (const chunk of chunks) expect(Number(chunk.size)).toBeLessThanOrEqual(EXPORT_CHUNK_BYTES)

    const download = await handleDownloadExport(
      call('GET', status.downloadUrl, bearer(a.users.owner.id)),
      { id },
      deps(),
    )
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('application/zip')
    expect(download.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename=${a.slug}-export-\\d{4}-\\d{2}-\\d{2}-\\d{4}\\.zip$`),
    )
    const bytes = new Uint8Array(await download.arrayBuffer())
    expect(bytes.length).toBe(status.sizeBytes)
    const archive = unzip(bytes)

    const threadRows = await db()
      .select({ id: threads.id })
      .from(threads)
      .where(eq(threads.tenantId, a.tenantId))
    const messageRows = await db()
      .select({ id: messages.id })
      .from(messages)
      .where(eq(messages.tenantId, a.tenantId))
    expect(threadRows.length).toBe(3)
    expect(
      archive
        .lines('threads.jsonl')
        .map((line) => line.id)
        .sort(),
    ).toEqual(threadRows.map((row) => row.id).sort())
    expect(
      archive
        .lines('messages.jsonl')
        .map((line) => line.id)
        .sort(),
    ).toEqual(messageRows.map((row) => row.id).sort())
    expect(archive.lines('messages.jsonl').find((line) => line.id === a.messageIds[0])).toMatchObject({
      content: `user says ${a.marker}`,
      role: 'user',
    })
    expect(archive.lines('feedback.jsonl')).toMatchObject([
      { rating: 'down', comment: `Comment ${a.marker}` },
    ])
    // The people with their roles, then the seeded API key's and widget's identities, with none.
    expect(
      archive
        .lines('members.jsonl')
        .map((line) => `${line.serviceKind ?? 'person'}:${line.role}`)
        .sort(),
    ).toEqual(['api_key:null', 'person:admin', 'person:member', 'person:owner', 'widget:null'])
    expect(archive.lines('tenant.jsonl')).toMatchObject([
      { id: a.tenantId, slug: a.slug, plan: { id: 'standard' }, application: { key: 'hirameki_ai' } },
    ])
    const manifest = JSON.parse(archive.text('manifest.json'))
    expect(manifest).toMatchObject({
      formatVersion: 1,
      tenant: { id: a.tenantId, slug: a.slug },
      // Two attachments and the big file; the indexed fixture document has no stored bytes.
      counts: { 'threads.jsonl': 3, 'messages.jsonl': messageRows.length, 'files/': 3 },
    })
    for (const [name, lines] of Object.entries(manifest.counts)) {
      if (name.endsWith('.jsonl')) expect(archive.lines(name)).toHaveLength(Number(lines))
    }
    // The documents' bytes under files/, each where documents.jsonl says.
    const big = archive.lines('documents.jsonl').find((line) => line.name === '大きな資料.pdf')
    expect(big?.file).toMatch(/^files\/.+\/大きな資料\.pdf$/)
    expect(Buffer.from(archive.files[big?.file] ?? []).equals(Buffer.from(bigFile))).toBe(true)
    expect(archive.lines('documents.jsonl').filter((line) => line.kind === 'attachment')).toHaveLength(2)
    expect(archive.lines('ledger.jsonl').length).toBeGreaterThan(0)
    expect(archive.lines('purchases.jsonl')).toHaveLength(2)
    expect(archive.lines('usage-events.jsonl')).toHaveLength(2)
    expect(archive.lines('invitations.jsonl')).toHaveLength(1)

    // Nothing of B's, and no secret: password hashes, invitation token hashes.
    const everything = Object.values(archive.files)
      .map((file) => Buffer.from(file).toString('latin1'))
      .join('\n')
    const utf8 = Object.keys(archive.files)
      .filter((name) => name.endsWith('.jsonl') || name.endsWith('.json'))
      .map(archive.text)
      .join('\n')
    for (const secret of [b.marker, b.tenantId, b.slug, ...b.threadIds]) expect(utf8).not.toContain(secret)
    const [password] = await db()
      .select({ hash: account.password })
      .from(account)
      .where(eq(account.userId, a.users.owner.id))
    const [invitation] = await db()
      .select({ hash: invitations.tokenHash })
      .from(invitations)
      .where(eq(invitations.tenantId, a.tenantId))
    expect(password?.hash).toBeTruthy()
    expect(everything).not.toContain(password?.hash)
    expect(everything).not.toContain(invitation?.hash)
  })

  it('reports progress as it goes, up to every unit written', async () => {
    const seen: number[] = []
    let size = 0
    const sink: ArchiveSink = {
      async write(bytes) {
        size += bytes.length
      },
    }
    const manifest = await writeTenantArchive(db(), world.a.tenantId, sink, {
      now: new Date(),
      pageRows: 2,
      async onProgress(done, total) {
        seen.push(done / total)
      },
    })
    expect(size).toBeGreaterThan(EXPORT_CHUNK_BYTES * 2)
    expect(manifest.counts['threads.jsonl']).toBe(3)
    expect(seen.length).toBeGreaterThan(10)
    expect(seen).toEqual([...seen].sort((x, y) => x - y))
    expect(seen.at(-1)).toBe(1)
  })

  it('refuses a member, an admin, a second export and another tenant’s export, writing nothing', async () => {
    const { a, b } = world
    for (const role of ['admin', 'member'] as const) {
      const before = await lifecycleRowCounts(db(), a.tenantId)
      const headers = bearer(a.users[role].id)
      await expectBilingualError(
        await handleRequestExport(call('POST', '/api/tenant/exports', headers), {}, deps()),
        403,
        'forbidden',
      )
      await expectBilingualError(
        await handleListExports(call('GET', '/api/tenant/exports', headers), {}, deps()),
        403,
        'forbidden',
      )
      expect(await lifecycleRowCounts(db(), a.tenantId)).toEqual(before)
    }

    const first = await exportThroughTheApi(bearer(b.users.owner.id))
    const before = await lifecycleRowCounts(db(), b.tenantId)
    const second = await handleRequestExport(
      call('POST', '/api/tenant/exports', bearer(b.users.owner.id)),
      {},
      deps(),
    )
    await expectBilingualError(second.clone(), 409, 'conflict')
    expect((await second.json()).message).toContain(first)
    // The console is refused the same way while it runs.
    await expectBilingualError(
      await handleAdminRequestExport(
        call('POST', `/api/admin/tenants/${b.tenantId}/exports`, ADMIN),
        { id: b.tenantId },
        deps(),
      ),
      409,
      'conflict',
    )
    expect(await lifecycleRowCounts(db(), b.tenantId)).toEqual(before)

    // A's owner asking for B's export: not found, on every path.
    const id = first
    for (const handler of [handleGetExport, handleDownloadExport]) {
      await expectBilingualError(
        await handler(call('GET', `/api/tenant/exports/${id}`, bearer(a.users.owner.id)), { id }, deps()),
        404,
        'not_found',
      )
    }
    // A download before it is ready says so.
    await expectBilingualError(
      await handleDownloadExport(
        call('GET', `/api/tenant/exports/${id}/download`, bearer(b.users.owner.id)),
        { id },
        deps(),
      ),
      409,
      'export_not_ready',
    )
    await runExports()
  })

  it('the console exports any tenant; an archive expires after 7 days and its chunks go', async () => {
    const { a } = world
    const response = await handleAdminRequestExport(
      call('POST', `/api/admin/tenants/${a.tenantId}/exports`, ADMIN),
      { id: a.tenantId },
      deps(),
    )
    expect(response.status).toBe(202)
    const { id } = (await response.json()) as { id: string }
    const now = new Date()
    await runExports(now)
    const params = { id: a.tenantId, exportId: id }
    const view = await (await handleAdminGetExport(call('GET', '/', ADMIN), params, deps())).json()
    expect(view).toMatchObject({
      status: 'ready',
      requestedBy: 'admin:lifecycle-admin',
      downloadUrl: `/api/admin/tenants/${a.tenantId}/exports/${id}/download`,
    })
    const zip = await handleAdminDownloadExport(call('GET', view.downloadUrl, ADMIN), params, deps())
    expect(unzip(new Uint8Array(await zip.arrayBuffer())).lines('threads.jsonl')).toHaveLength(3)

    // Eight days later, after the daily sweep's hour (04:00 in Japan), it has been removed.
    const sweep = new Date(startOfJapanDay(now.getTime() + 8 * DAY).getTime() + 5 * 60 * 60 * 1000)
    await runJobsUntilIdle(db(), { now: sweep })
    const [row] = await db()
      .select({ status: tenantExports.status })
      .from(tenantExports)
      .where(and(eq(tenantExports.tenantId, a.tenantId), eq(tenantExports.id, id)))
    expect(row?.status).toBe('expired')
    const left = await db().select().from(tenantExportChunks).where(eq(tenantExportChunks.exportId, id))
    expect(left).toEqual([])
    const expired = await (
      await handleGetExport(call('GET', '/', bearer(a.users.owner.id)), { id }, deps())
    ).json()
    expect(expired.status).toBe('expired')
    expect(expired.downloadUrl).toBeUndefined()
    await expectBilingualError(
      await handleDownloadExport(call('GET', '/', bearer(a.users.owner.id)), { id }, deps()),
      410,
      'export_expired',
    )
  })

  describe('a build that fails', () => {
    it('records why and never leaves a half archive downloadable', async () => {
      const { a } = world
      // The database refuses the second chunk: the archive is half written when it fails.
      await db().execute(sql`
        create or replace function lifecycle_test_refuse_chunk() returns trigger language plpgsql as $$
        begin
          if new.seq >= 1 then raise exception 'storage full (test)'; end if;
          return new;
        end $$`)
      await db().execute(sql`
        create trigger lifecycle_test_refuse_chunk before insert on tenant_export_chunks
        for each row execute function lifecycle_test_refuse_chunk()`)
      try {
        const id = await exportThroughTheApi(bearer(a.users.owner.id))
        const start = Date.now()
        // Three attempts, each after the previous one's backoff.
        for (const minutes of [0, 10, 60]) await runExports(new Date(start + minutes * 60_000))
        const view = await (
          await handleGetExport(call('GET', '/', bearer(a.users.owner.id)), { id }, deps())
        ).json()
        expect(view.status).toBe('failed')
        expect(view.downloadUrl).toBeUndefined()
        expect(view.error.en).toContain('storage full (test)')
        expect(view.error.ja).toContain('storage full (test)')
        expect(
          await db().select().from(tenantExportChunks).where(eq(tenantExportChunks.exportId, id)),
        ).toEqual([])
        await expectBilingualError(
          await handleDownloadExport(call('GET', '/', bearer(a.users.owner.id)), { id }, deps()),
          409,
          'export_failed',
        )
        // A failed export does not block the next one.
        await db().execute(sql`drop trigger lifecycle_test_refuse_chunk on tenant_export_chunks`)
        const next = await exportThroughTheApi(bearer(a.users.owner.id))
        await runExports(new Date(start + 120 * 60_000))
        const ready = await (
          await handleGetExport(call('GET', '/', bearer(a.users.owner.id)), { id: next }, deps())
        ).json()
        expect(ready.status).toBe('ready')
      } finally {
        await db().execute(sql`drop trigger if exists lifecycle_test_refuse_chunk on tenant_export_chunks`)
      }
    })
  })
})
