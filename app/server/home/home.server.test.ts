import { eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { categories, chats, tenantChats } from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { ensureTestCatalogue, grantTokens, makeChatTenant } from '../chat/testing/chat-fixtures'
import { threadsRepository } from '../chat/threads.server'
import { forTenant } from '../tenancy/scope.server'
import { loadHome } from './home.server'
import type { TenantMember } from './tenant-member.server'

describeEachDatabase('home page data', (database) => {
  const db = () => database.handle().db
  let member: TenantMember
  let other: TenantMember

  beforeAll(async () => {
    await ensureTestCatalogue(db())
    await db()
      .insert(categories)
      .values([
        { id: 'test-second', name: '二番目', position: 2 },
        { id: 'test-first', name: '一番目', description: '最初のカテゴリ', position: 1 },
        { id: 'test-empty', name: '空', position: 0 },
      ])
      .onConflictDoNothing()
    await db().update(chats).set({ categoryId: 'test-second' }).where(eq(chats.id, 'test-custom'))
    await db().update(chats).set({ categoryId: 'test-first' }).where(eq(chats.id, 'test-faq'))
    await db().update(chats).set({ categoryId: 'test-first' }).where(eq(chats.id, 'test-ops'))
    const first = await makeChatTenant(db(), 'home-a', 50_000)
    member = { ...first, role: 'member' }
    const second = await makeChatTenant(db(), 'home-b', 0)
    other = { ...second, role: 'owner' }
    // The tenant's order: ops before FAQ.
    await forTenant(db(), first.tenantId).chats.enable('test-ops', 1)
    await forTenant(db(), first.tenantId).chats.enable('test-faq', 2)
  })

  it('groups the enabled chats by category, in the catalogue and tenant order', async () => {
    const home = await loadHome(db(), member)
    expect(
      home.groups.map((group) => [group.category?.name, group.chats.map((chat) => chat.keyword)]),
    ).toEqual([
      ['一番目', ['incident', 'support']],
      ['二番目', ['mail']],
    ])
    expect(home.groups[0]?.chats[1]).toEqual({
      id: 'test-faq',
      kind: 'faq',
      keyword: 'support',
      name: 'サポートFAQ',
      nameEn: null,
      description: '',
      href: '/faqchat/support',
      dashboardHref: '/faqchat/support/dashboard/test-faq/%E3%82%B5%E3%83%9D%E3%83%BC%E3%83%88FAQ',
    })
    expect(home.seesAllUsers).toBe(false)
  })

  it("lists the member's own recent threads across chats, newest first, with their URLs", async () => {
    const repository = threadsRepository(db(), member.tenantId)
    const general = await repository.create({
      ...member,
      chatKind: 'chat',
      keyword: 'default',
      title: '一般',
    })
    const faq = await repository.create({ ...member, chatKind: 'faqchat', keyword: 'support', title: 'FAQ' })
    await repository.addMessage({ threadId: faq.id, role: 'user', content: '質問', status: 'complete' })
    await threadsRepository(db(), other.tenantId).create({
      ...other,
      chatKind: 'chat',
      keyword: 'default',
      title: '他のテナント',
    })
    const home = await loadHome(db(), member)
    expect(home.recentThreads.map((thread) => [thread.title, thread.chatName, thread.href])).toEqual([
      ['FAQ', 'サポートFAQ', `/faqchat/support/thread/${faq.id}`],
      ['一般', null, `/chat/thread/${general.id}`],
    ])
    expect((await loadHome(db(), other)).recentThreads.map((thread) => thread.title)).toEqual([
      '他のテナント',
    ])
  })

  it('says how worried to be about the balance', async () => {
    expect((await loadHome(db(), member)).balance).toEqual({
      balance: 50_000,
      reserved: 0,
      available: 50_000,
      level: 'ok',
    })
    expect((await loadHome(db(), other)).balance).toMatchObject({ available: 0, level: 'exhausted' })
    await grantTokens(db(), other.tenantId, 10_000)
    expect((await loadHome(db(), other)).balance).toMatchObject({ available: 10_000, level: 'low' })
    expect((await loadHome(db(), other)).seesAllUsers).toBe(true)
  })

  it('is empty when the tenant has no chats enabled', async () => {
    await db().delete(tenantChats).where(eq(tenantChats.tenantId, other.tenantId))
    expect((await loadHome(db(), other)).groups).toEqual([])
  })
})
