import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { describeEachDatabase } from '#db/testing'
import { resetServerConfig } from '../../config.server'
import { drainKnowledgeJobs } from '../ingest.server'
import { createBase } from '../knowledge-bases.server'
import {
  handleDeleteDocument,
  handleGetDocument,
  handleListDocuments,
  handleUploadDocuments,
  uploadMaxBytes,
} from './knowledge-api.server'
import {
  documentRequest,
  type KnowledgeWorld,
  makeKnowledgeWorld,
  ORIGIN,
  uploadRequest,
} from './testing/knowledge-world'

const HANDBOOK =
  '就業規則\n\n有給休暇は入社6か月後に10日付与されます。申請は3日前までに上長へ提出してください。\n'
const README = '# Remote work\n\nRemote work is allowed up to three days a week with manager approval.\n'

beforeAll(() => {
  // 0.01 MB per file keeps the size refusals quick to provoke.
  vi.stubEnv('OPSAI_DOCUMENT_MAX_MB', '0.01')
  resetServerConfig()
})
afterAll(() => {
  vi.unstubAllEnvs()
  resetServerConfig()
})

/** Every refusal is the API's JSON error, Japanese first, in both languages. */
async function expectRefusal(response: Response, status: number, error: string) {
  expect(response.status).toBe(status)
  const body = await response.json()
  expect(body).toMatchObject({ error, messages: { ja: expect.any(String), en: expect.any(String) } })
  expect(body.message).toBe(`${body.messages.ja} / ${body.messages.en}`)
  return body as { error: string; message: string; messages: { ja: string; en: string } }
}

describeEachDatabase('knowledge documents HTTP API', (database) => {
  let world: KnowledgeWorld
  let baseId: string
  let otherBaseId: string
  let catalogueBaseId: string
  const upload = (
    files: Parameters<typeof uploadRequest>[1],
    headers: Record<string, string>,
    base = baseId,
  ) => handleUploadDocuments(uploadRequest(base, files, headers), { id: base }, world.dependencies)

  beforeAll(async () => {
    const db = database.handle().db
    world = await makeKnowledgeWorld(db, 'kapi')
    const owner = {
      kind: 'member',
      tenantId: world.owner.tenantId ?? '',
      userId: world.owner.userId,
    } as const
    const other = {
      kind: 'member',
      tenantId: world.otherOwner.tenantId ?? '',
      userId: world.otherOwner.userId,
    } as const
    baseId = (await createBase(db, owner, { name: '社内規程' })).id
    otherBaseId = (await createBase(db, other, { name: 'Other tenant' })).id
    catalogueBaseId = (
      await createBase(db, { kind: 'systemAdmin', userId: world.admin.userId }, { name: 'カタログ' })
    ).id
  })

  it('stores uploaded files (202), lists them, and shows them ready once ingested', async () => {
    const response = await upload(
      [
        { name: '就業規則.txt', content: HANDBOOK },
        { name: 'remote.md', content: README, type: 'text/markdown' },
      ],
      world.owner.headers,
    )
    expect(response.status).toBe(202)
    const { documents } = await response.json()
    expect(documents).toEqual([
      { id: expect.any(String), name: '就業規則.txt', status: 'queued' },
      { id: expect.any(String), name: 'remote.md', status: 'queued' },
    ])

    const listed = await handleListDocuments(
      documentRequest('GET', baseId, undefined, world.owner.headers),
      { id: baseId },
      world.dependencies,
    )
    expect(listed.status).toBe(200)
    expect((await listed.json()).documents.map((document: { name: string }) => document.name).sort()).toEqual(
      ['remote.md', '就業規則.txt'].sort(),
    )

    await drainKnowledgeJobs(database.handle().db)
    const shown = await handleGetDocument(
      documentRequest('GET', baseId, documents[0].id, world.owner.headers),
      { id: baseId, docId: documents[0].id },
      world.dependencies,
    )
    expect(shown.status).toBe(200)
    const body = await shown.json()
    expect(Object.keys(body).sort()).toEqual(['chunks', 'id', 'name', 'pages', 'status'])
    expect(body).toMatchObject({ id: documents[0].id, name: '就業規則.txt', status: 'ready' })
    expect(body.chunks).toBeGreaterThan(0)
  })

  it('keeps a file it cannot read as failed, with the reason in both languages', async () => {
    const response = await upload([{ name: 'empty.txt', content: '' }], world.owner.headers)
    expect(response.status).toBe(202)
    const [document] = (await response.json()).documents
    expect(document.status).toBe('failed')
    const shown = await handleGetDocument(
      documentRequest('GET', baseId, document.id, world.owner.headers),
      { id: baseId, docId: document.id },
      world.dependencies,
    )
    const body = await shown.json()
    expect(body.status).toBe('failed')
    expect(body.error).toMatchObject({
      code: 'empty',
      messages: { ja: expect.any(String), en: expect.any(String) },
    })
  })

  it('deletes a document (204); it is gone afterwards', async () => {
    const [document] = (
      await (await upload([{ name: 'gone.txt', content: 'x' }], world.owner.headers)).json()
    ).documents
    const params = { id: baseId, docId: document.id }
    const deleted = await handleDeleteDocument(
      documentRequest('DELETE', baseId, document.id, world.owner.headers),
      params,
      world.dependencies,
    )
    expect(deleted.status).toBe(204)
    const again = await handleGetDocument(
      documentRequest('GET', baseId, document.id, world.owner.headers),
      params,
      world.dependencies,
    )
    await expectRefusal(again, 404, 'not_found')
  })

  it('asks a caller without a session to sign in (401)', async () => {
    await expectRefusal(await upload([{ name: 'a.txt', content: 'a' }], {}), 401, 'unauthenticated')
    const listed = await handleListDocuments(
      documentRequest('GET', baseId, undefined, {}),
      { id: baseId },
      world.dependencies,
    )
    await expectRefusal(listed, 401, 'unauthenticated')
  })

  it('refuses a plain member of the tenant (403)', async () => {
    const body = await expectRefusal(
      await upload([{ name: 'a.txt', content: 'a' }], world.member.headers),
      403,
      'forbidden',
    )
    expect(body.messages.en).toMatch(/owners and admins/)
    const listed = await handleListDocuments(
      documentRequest('GET', baseId, undefined, world.member.headers),
      { id: baseId },
      world.dependencies,
    )
    await expectRefusal(listed, 403, 'forbidden')
  })

  it("answers another tenant's base and documents as not found (404)", async () => {
    await expectRefusal(
      await upload([{ name: 'a.txt', content: 'a' }], world.owner.headers, otherBaseId),
      404,
      'not_found',
    )
    const [document] = (
      await (await upload([{ name: 'mine.txt', content: 'a' }], world.owner.headers)).json()
    ).documents
    const foreign = { id: baseId, docId: document.id }
    for (const method of ['GET', 'DELETE'] as const) {
      const handler = method === 'GET' ? handleGetDocument : handleDeleteDocument
      const response = await handler(
        documentRequest(method, baseId, document.id, world.otherOwner.headers),
        foreign,
        world.dependencies,
      )
      await expectRefusal(response, 404, 'not_found')
    }
    // The system administrator manages catalogue bases, not a tenant's.
    await expectRefusal(
      await upload([{ name: 'a.txt', content: 'a' }], world.admin.headers),
      404,
      'not_found',
    )
  })

  it('lets the system administrator upload to a catalogue base', async () => {
    const response = await upload(
      [{ name: 'catalogue.txt', content: README }],
      world.admin.headers,
      catalogueBaseId,
    )
    expect(response.status).toBe(202)
    await expectRefusal(
      await upload([{ name: 'a.txt', content: 'a' }], world.owner.headers, catalogueBaseId),
      404,
      'not_found',
    )
  })

  it('refuses a body that is not multipart (415) or not readable as one (400)', async () => {
    const json = new Request(`${ORIGIN}/api/knowledge-bases/${baseId}/documents`, {
      method: 'POST',
      headers: { ...world.owner.headers, 'content-type': 'application/json' },
      body: '{"file":"x"}',
    })
    await expectRefusal(
      await handleUploadDocuments(json, { id: baseId }, world.dependencies),
      415,
      'unsupported_media_type',
    )
    const broken = new Request(`${ORIGIN}/api/knowledge-bases/${baseId}/documents`, {
      method: 'POST',
      headers: { ...world.owner.headers, 'content-type': 'multipart/form-data; boundary=zzz' },
      body: 'this is not a multipart body',
    })
    const body = await expectRefusal(
      await handleUploadDocuments(broken, { id: baseId }, world.dependencies),
      400,
      'invalid_input',
    )
    expect(body.messages.en).toMatch(/multipart/)
  })

  it('refuses an upload without a file (400) and with too many files (400)', async () => {
    const noFile = handleUploadDocuments(
      uploadRequest(baseId, [{ name: 'a.txt', content: 'a' }], world.owner.headers, 'document'),
      { id: baseId },
      world.dependencies,
    )
    expect((await expectRefusal(await noFile, 400, 'invalid_input')).messages.en).toMatch(/Choose a file/)
    const many = Array.from({ length: 21 }, (_, index) => ({ name: `${index}.txt`, content: 'a' }))
    expect(
      (await expectRefusal(await upload(many, world.owner.headers), 400, 'invalid_input')).messages.en,
    ).toMatch(/At most 20 files/)
  })

  it('refuses a file over the size limit (413) and stores nothing', async () => {
    const big = 'あ'.repeat(6000)
    const body = await expectRefusal(
      await upload([{ name: 'big.txt', content: big }], world.owner.headers),
      413,
      'payload_too_large',
    )
    expect(body.messages.en).toContain('"big.txt"')
    const listed = await handleListDocuments(
      documentRequest('GET', baseId, undefined, world.owner.headers),
      { id: baseId },
      world.dependencies,
    )
    expect((await listed.json()).documents.map((document: { name: string }) => document.name)).not.toContain(
      'big.txt',
    )
  })

  it('refuses a body over the upload limit (413) before reading it', async () => {
    let pulled = false
    const stream = new ReadableStream<Uint8Array>(
      {
        pull() {
          pulled = true
        },
      },
      { highWaterMark: 0 },
    )
    const init: RequestInit & { duplex: 'half' } = {
      method: 'POST',
      headers: {
        ...world.owner.headers,
        'content-type': 'multipart/form-data; boundary=zzz',
        'content-length': String(uploadMaxBytes() + 1),
      },
      body: stream,
      duplex: 'half',
    }
    const request = new Request(`${ORIGIN}/api/knowledge-bases/${baseId}/documents`, init)
    const body = await expectRefusal(
      await handleUploadDocuments(request, { id: baseId }, world.dependencies),
      413,
      'payload_too_large',
    )
    expect(body.messages.en).toMatch(/too large/)
    expect(pulled).toBe(false)
  })

  it('refuses a cookie-borne upload from another site (403)', async () => {
    const request = uploadRequest(baseId, [{ name: 'a.txt', content: 'a' }], {
      ...world.owner.headers,
      authorization: '',
      cookie: 'session=x',
      origin: 'https://evil.example',
    })
    await expectRefusal(
      await handleUploadDocuments(request, { id: baseId }, world.dependencies),
      403,
      'cross_site_request',
    )
  })
})
