/**
 * The console's "how many use this" columns, proven on seeded rows: a plan's tenants and
 * applications, a category's chats, a catalogue chat's tenants and FAQ entries, an
 * application's tenants and a tenant's members. Issue 14 found every plan at "テナント 0" and
 * every category at "チャット数 0": a correlated count over a single-table select lost its
 * table names, so it compared the inner table with itself.
 */
import { beforeAll, expect, it } from 'vitest'
import { categories, chats, faqEntries, tenantChats, tenantMembers } from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { makeMember } from '../chat/testing/chat-fixtures'
import { makeTenant } from '../tenancy/test-fixtures.server'
import { listAdminApplications } from './applications/admin-applications.server'
import { listCategoriesPage } from './catalogue/admin-categories.server'
import { listChatsPage } from './catalogue/admin-chats.server'
import { listAdminPlans } from './plans/admin-plans.server'
import { listTenantsPage } from './tenants/tenant-list.server'

describeEachDatabase('console counts', (database) => {
  const db = () => database.handle().db

  beforeAll(async () => {
    // Three tenants on `standard`, one on `zero`; `hirameki_ai` starts free sign-ups on `standard`.
    const [first, second] = [
      await makeTenant(db(), 'count-one', { planId: 'standard' }),
      await makeTenant(db(), 'count-two', { planId: 'standard' }),
    ]
    await makeTenant(db(), 'count-three', { planId: 'standard' })
    await makeTenant(db(), 'count-zero')
    for (const name of ['alice', 'bob']) {
      const userId = await makeMember(db(), first.id, name)
      await db().insert(tenantMembers).values({ tenantId: first.id, userId })
    }
    await db()
      .insert(categories)
      .values([
        { id: 'count-busy', name: '使われている', position: 1 },
        { id: 'count-empty', name: '空', position: 2 },
      ])
    await db()
      .insert(chats)
      .values([
        { id: 'count-faq', kind: 'faq', keyword: 'count-faq', name: 'FAQ', categoryId: 'count-busy' },
        {
          id: 'count-custom',
          kind: 'custom',
          keyword: 'count-custom',
          name: 'カスタム',
          categoryId: 'count-busy',
        },
        { id: 'count-loose', kind: 'custom', keyword: 'count-loose', name: '未分類' },
      ])
    await db()
      .insert(faqEntries)
      .values(
        [1, 2, 3].map((position) => ({
          chatId: 'count-faq',
          position,
          question: `q${position}`,
          answer: 'a',
        })),
      )
    await db()
      .insert(tenantChats)
      .values([
        { tenantId: first.id, chatId: 'count-faq' },
        { tenantId: second.id, chatId: 'count-faq' },
      ])
  })

  it('a plan counts the tenants on it and the applications that start on it', async () => {
    const page = await listAdminPlans(db(), { page: 0, size: 25, sort: 'tenants', dir: 'desc', q: '' })
    const byId = new Map(page.rows.map((row) => [row.id, row]))
    expect(byId.get('standard')).toMatchObject({ tenantCount: 3, applicationCount: 1 })
    expect(byId.get('zero')).toMatchObject({ tenantCount: 1, applicationCount: 0 })
    // Sorting by the count sorts by the true count.
    expect(page.rows[0]?.id).toBe('standard')
  })

  it('a category counts its chats', async () => {
    const page = await listCategoriesPage(db(), {
      pageIndex: 0,
      pageSize: 25,
      sortBy: 'chatCount',
      sortDesc: true,
    })
    const counts = Object.fromEntries(page.rows.map((row) => [row.id, row.chatCount]))
    expect(counts).toMatchObject({ 'count-busy': 2, 'count-empty': 0 })
    expect(page.rows[0]?.id).toBe('count-busy')
  })

  it('a catalogue chat counts the tenants that enabled it and its FAQ entries', async () => {
    const page = await listChatsPage(
      db(),
      { kinds: ['custom', 'faq', 'ops'] },
      { pageIndex: 0, pageSize: 25, sortBy: 'keyword' },
    )
    const byId = new Map(page.rows.map((row) => [row.id, row]))
    expect(byId.get('count-faq')).toMatchObject({ tenantCount: 2, entryCount: 3 })
    expect(byId.get('count-custom')).toMatchObject({ tenantCount: 0, entryCount: 0 })
  })

  it('an application counts its tenants, and a tenant its members', async () => {
    const applications = await listAdminApplications(db(), {
      page: 0,
      size: 25,
      sort: 'key',
      dir: 'asc',
      q: '',
    })
    expect(applications.rows.find((row) => row.key === 'hirameki_ai')?.tenantCount).toBe(4)
    const tenantPage = await listTenantsPage(db(), { sort: 'members', desc: true })
    expect(tenantPage.rows[0]).toMatchObject({ slug: 'count-one', members: 2 })
  })
})
