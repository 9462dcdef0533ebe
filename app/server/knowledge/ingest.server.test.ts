import { readFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import type { Db } from '#db/client'
import { rowsOf } from '#db/rows'
import { describeEachDatabase } from '#db/testing'
import { makeTenant } from '../tenancy/test-fixtures.server'
import { addDocuments, getDocument, StorageFullError } from './documents.server'
import { drainKnowledgeJobs } from './ingest.server'
import { claimJob, enqueueDocument, failJob, finishJob } from './jobs.server'
import { createBase, type KnowledgeActor } from './knowledge-bases.server'
import { minimalPdf } from './parsing/testing/minimal-pdf'
import { minimalDocx, officeZipBomb } from './parsing/testing/office-files'
import { searchChunks } from './retrieval.server'

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`./parsing/testing/${name}`, import.meta.url)))

async function tenantBase(db: Db, slug: string) {
  const tenant = await makeTenant(db, slug)
  const actor: KnowledgeActor = { kind: 'operator', userId: 'cli:test', tenantId: tenant.id }
  const base = await createBase(db, actor, { name: '規程集' })
  return { tenant, actor, base }
}

describeEachDatabase('document ingestion', (database) => {
  const db = () => database.handle().db

  it('parses a Japanese PDF without embedded fonts and a DOCX into searchable chunks with pages', async () => {
    const { actor, base } = await tenantBase(db(), 'ingest-ok')
    const docx = minimalDocx([
      { heading: 1, text: '経費精算' },
      { text: '経費の精算は毎月25日までに申請してください。' },
    ])
    const stored = await addDocuments(db(), actor, base.id, [
      { name: '案内.pdf', bytes: fixture('nonembedded-ja.pdf') },
      { name: '経費.docx', bytes: docx },
    ])
    expect(stored.map((document) => document.status)).toEqual(['queued', 'queued'])
    expect(await drainKnowledgeJobs(db())).toBe(2)
    const [pdf, word] = await Promise.all(
      stored.map((document) => getDocument(db(), actor, base.id, document.id)),
    )
    expect(pdf).toMatchObject({ status: 'ready', pages: 2, format: 'pdf' })
    expect(pdf?.chunks).toBeGreaterThan(0)
    expect(word).toMatchObject({ status: 'ready', format: 'docx' })
    const { hits } = await searchChunks(db(), [base.id], 'お問い合わせ窓口はどこ？')
    expect(hits[0]).toMatchObject({ documentName: '案内.pdf', page: 2 })
    const expenses = await searchChunks(db(), [base.id], '経費精算の締め切りは？')
    expect(expenses.hits[0]?.documentName).toBe('経費.docx')
  })

  it('fails hostile files with their reason and leaves the others and the base intact', async () => {
    const { actor, base } = await tenantBase(db(), 'ingest-hostile')
    const stored = await addDocuments(db(), actor, base.id, [
      { name: 'secret.pdf', bytes: fixture('encrypted.pdf') },
      { name: 'bomb.docx', bytes: await officeZipBomb('docx', 300) },
      { name: 'empty.txt', bytes: new Uint8Array() },
      { name: 'half.pdf', bytes: minimalPdf(['途中で切れたファイル']).slice(0, 200) },
      { name: 'fine.txt', bytes: new TextEncoder().encode('問題のないテキストです。返品は30日以内です。') },
    ])
    expect(stored[2]?.status).toBe('failed')
    await drainKnowledgeJobs(db())
    const views = await Promise.all(stored.map((document) => getDocument(db(), actor, base.id, document.id)))
    expect(views.map((view) => [view.status, view.error?.code])).toEqual([
      ['failed', 'encrypted'],
      ['failed', 'zipBomb'],
      ['failed', 'empty'],
      ['failed', 'corrupt'],
      ['ready', undefined],
    ])
    expect(views[0]?.error?.messages.ja).toContain('暗号化')
    expect(views[0]?.error?.messages.en).toContain('encrypted')
    // Refused for good: no job is left to retry them.
    const jobs = rowsOf<{ state: string }>(
      await db().execute(sql`select state from knowledge_jobs where state in ('queued', 'running')`),
    )
    expect(jobs).toEqual([])
  })

  it('refuses an upload past the plan storage allowance, storing nothing', async () => {
    const { tenant, actor, base } = await tenantBase(db(), 'ingest-quota')
    await db().execute(
      sql`update plans set storage_mb = 1 where id = (select plan_id from tenants where id = ${tenant.id})`,
    )
    try {
      const big = new Uint8Array(700 * 1024).fill(0x41)
      await addDocuments(db(), actor, base.id, [{ name: 'a.txt', bytes: big }])
      await expect(
        addDocuments(db(), actor, base.id, [{ name: 'b.txt', bytes: big }]),
      ).rejects.toBeInstanceOf(StorageFullError)
      const names = rowsOf<{ name: string }>(
        await db().execute(sql`select name from knowledge_documents where knowledge_base_id = ${base.id}`),
      )
      expect(names.map((row) => row.name)).toEqual(['a.txt'])
    } finally {
      await db().execute(
        sql`update plans set storage_mb = null where id = (select plan_id from tenants where id = ${tenant.id})`,
      )
    }
  })

  it('a job is claimed by one worker at a time, retried with backoff, and reclaimed when its lease runs out', async () => {
    const { tenant, actor, base } = await tenantBase(db(), 'ingest-queue')
    await drainKnowledgeJobs(db())
    const [document] = await addDocuments(db(), actor, base.id, [
      { name: 'q.txt', bytes: new TextEncoder().encode('キューの確認') },
    ])
    const documentId = document?.id ?? ''
    // Another job for the same document is not queued twice.
    await enqueueDocument(db(), { id: documentId, tenantId: tenant.id })
    const first = await claimJob(db(), { workerId: 'a' })
    if (!first) throw new Error('no job claimed')
    expect(first.documentId).toBe(documentId)
    expect(await claimJob(db(), { workerId: 'b' })).toBeUndefined()
    expect(await failJob(db(), first, 'database went away')).toBe('queued')
    // Backoff: not due yet.
    expect(await claimJob(db(), { workerId: 'b' })).toBeUndefined()
    await db().execute(sql`update knowledge_jobs set run_at = now() where id = ${first.id}`)
    const second = await claimJob(db(), { workerId: 'b', leaseSeconds: 0 })
    if (!second) throw new Error('no job reclaimed')
    expect(second).toMatchObject({ id: first.id, attempts: 2 })
    // Its lease ran out (the worker died): another worker takes it, and the first is fenced off.
    const third = await claimJob(db(), { workerId: 'c' })
    if (!third) throw new Error('no job reclaimed after its lease')
    expect(third).toMatchObject({ id: first.id, attempts: 3, lockedBy: 'c' })
    expect(await finishJob(db(), second)).toBe(false)
    expect(await finishJob(db(), third)).toBe(true)
  })
})
