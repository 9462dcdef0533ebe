import { describe, expect, it } from 'vitest'
import { describeEachDatabase } from '#db/testing'
import { InvalidInputError, NotFoundError } from '../errors.server'
import { makeChatTenant, makeMember } from './testing/chat-fixtures'
import { threadsRepository, titleFrom } from './threads.server'

describe('titleFrom', () => {
  it('keeps the first 40 characters on one line', () => {
    expect(titleFrom('  会議の\n議事録を  まとめて ')).toBe('会議の 議事録を まとめて')
    expect(titleFrom('あ'.repeat(45))).toBe(`${'あ'.repeat(40)}…`)
  })
})

describeEachDatabase('threads repository', (database) => {
  const db = () => database.handle().db

  async function thread(tenantId: string, userId: string, title: string, content: string) {
    const repository = threadsRepository(db(), tenantId)
    const created = await repository.create({ userId, chatKind: 'chat', keyword: 'default', title })
    await repository.addMessage({ threadId: created.id, role: 'user', content, status: 'complete' })
    return created
  }

  it('creates a thread with its first messages in one statement, all or nothing', async () => {
    const { tenantId, userId } = await makeChatTenant(db(), 'threads-one-statement', 0)
    const repository = threadsRepository(db(), tenantId)
    const owner = { userId, chatKind: 'chat' as const, keyword: 'default', title: '質問' }
    const sentAt = new Date('2026-01-05T00:00:00Z')
    const created = await repository.createWithMessages(owner, [
      { role: 'user', content: '質問です', status: 'complete', createdAt: sentAt },
      { role: 'assistant', content: '', status: 'streaming', createdAt: new Date(sentAt.getTime() + 1) },
    ])
    expect(created.messages.map((message) => [message.role, message.content, message.threadId])).toEqual([
      ['user', '質問です', created.thread.id],
      ['assistant', '', created.thread.id],
    ])
    expect((await repository.find(created.thread.id))?.title).toBe('質問')
    expect((await repository.messages(created.thread.id)).map((message) => message.id)).toEqual(
      created.messages.map((message) => message.id),
    )

    // A message the database refuses (a NUL character) leaves no thread behind.
    const before = (await repository.list({ userId })).length
    await expect(
      repository.createWithMessages(owner, [
        { role: 'user', content: 'bad\u0000', status: 'complete', createdAt: sentAt },
      ]),
    ).rejects.toThrow()
    expect((await repository.list({ userId })).length).toBe(before)
  })

  it('finds no thread for an id the database cannot hold, instead of failing the query', async () => {
    const { tenantId, userId } = await makeChatTenant(db(), 'threads-nul-id', 0)
    const repository = threadsRepository(db(), tenantId)
    expect(await repository.find('\u0000')).toBeUndefined()
    expect(await repository.find('\ud800')).toBeUndefined()
    await expect(
      repository.requireOwn('a\u0000', { userId, chatKind: 'chat', keyword: 'default' }),
    ).rejects.toBeInstanceOf(NotFoundError)
  })

  it("lists and searches only the user's live threads of the tenant, by title or content", async () => {
    const own = await makeChatTenant(db(), 'threads-own', 0)
    const other = await makeChatTenant(db(), 'threads-other', 0)
    const colleague = await makeMember(db(), own.tenantId, 'threads-colleague')
    const minutes = await thread(own.tenantId, own.userId, '議事録の要約', '定例会議のメモです')
    const mail = await thread(own.tenantId, own.userId, 'お礼のメール', '見積書の送付に対するお礼')
    const percent = await thread(own.tenantId, own.userId, '割引 100%', '特価')
    const gone = await thread(own.tenantId, own.userId, '削除する議事録', '会議')
    // A conversation of the /v1 API is the user's too, but stays out of the sidebar (issue 20).
    await threadsRepository(db(), own.tenantId).createWithMessages(
      { userId: own.userId, chatKind: 'chat', keyword: 'default', title: 'API の議事録', source: 'api' },
      [{ role: 'user', content: '会議', status: 'complete', createdAt: new Date() }],
    )
    await thread(own.tenantId, colleague, '同僚の議事録', '会議')
    await thread(other.tenantId, other.userId, '他社の議事録', '会議')
    const repository = threadsRepository(db(), own.tenantId)
    await repository.softDelete(gone.id, own.userId)

    const ids = async (query?: string) =>
      (await repository.list({ userId: own.userId, query })).map((row) => row.id).sort()
    expect(await ids()).toEqual([minutes.id, mail.id, percent.id].sort())
    expect(await ids('議事録')).toEqual([minutes.id])
    expect(await ids('見積書')).toEqual([mail.id])
    expect(await ids('100%')).toEqual([percent.id])
    expect(await ids('%')).toEqual([percent.id])
    expect(await ids('存在しない')).toEqual([])
    expect(await repository.list({ userId: own.userId, chatKind: 'faqchat' })).toEqual([])
  })

  it('renames only the owner’s thread, with a valid title', async () => {
    const { tenantId, userId } = await makeChatTenant(db(), 'threads-rename', 0)
    const colleague = await makeMember(db(), tenantId, 'threads-rename-colleague')
    const created = await thread(tenantId, userId, '最初の題', '本文')
    const repository = threadsRepository(db(), tenantId)
    expect(await repository.rename(created.id, userId, '  新しい題  ')).toMatchObject({ title: '新しい題' })
    await expect(repository.rename(created.id, userId, '   ')).rejects.toBeInstanceOf(InvalidInputError)
    await expect(repository.rename(created.id, userId, 'あ'.repeat(201))).rejects.toBeInstanceOf(
      InvalidInputError,
    )
    await expect(repository.rename(created.id, colleague, '乗っ取り')).rejects.toBeInstanceOf(NotFoundError)
    await expect(
      threadsRepository(db(), (await makeChatTenant(db(), 'threads-x', 0)).tenantId).rename(
        created.id,
        userId,
        'x',
      ),
    ).rejects.toBeInstanceOf(NotFoundError)
    expect((await repository.find(created.id))?.title).toBe('新しい題')
  })
})
