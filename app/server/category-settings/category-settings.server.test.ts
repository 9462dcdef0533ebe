import { eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { auditLog, categories, chats } from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import {
  layoutInput,
  moveCategory,
  moveChat,
  OTHERS_GROUP,
  setCategoryHidden,
  setChatHidden,
} from '../../features/category-settings/category-layout.shared'
import { ensureTestCatalogue, makeChatTenant } from '../chat/testing/chat-fixtures'
import { ServiceError } from '../errors.server'
import { loadHome } from '../home/home.server'
import type { TenantMember } from '../home/tenant-member.server'
import { useAsProcessDatabase } from '../tenancy/testing/process-database'
import { loadCategoryLayout, resetCategorySettings, saveCategorySettings } from './category-settings.server'

describeEachDatabase('category settings', (database) => {
  const db = () => database.handle().db
  let admin: TenantMember
  let member: TenantMember
  let other: TenantMember
  const homeGroups = async (who: TenantMember) =>
    (await loadHome(db(), who)).groups.map((group) => [
      group.category?.id ?? null,
      group.chats.map((chat) => chat.keyword),
    ])

  // The home reads the layout the way a server does: kept per `catalogue` version of the process's
  // database, so every save below must bump it for the home to show the change.
  useAsProcessDatabase(database)

  beforeAll(async () => {
    await ensureTestCatalogue(db())
    await db()
      .insert(categories)
      .values([
        { id: 'cs-first', name: '一番目', position: 1 },
        { id: 'cs-second', name: '二番目', position: 2 },
      ])
      .onConflictDoNothing()
    await db().update(chats).set({ categoryId: 'cs-first' }).where(eq(chats.id, 'test-custom'))
    await db().update(chats).set({ categoryId: 'cs-second' }).where(eq(chats.id, 'test-faq'))
    await db().update(chats).set({ categoryId: 'cs-second' }).where(eq(chats.id, 'test-ops'))
    const a = await makeChatTenant(db(), 'cats-a', 0)
    admin = { ...a, role: 'admin' }
    member = { ...a, role: 'member' }
    other = { ...(await makeChatTenant(db(), 'cats-b', 0)), role: 'owner' }
  })

  it('starts from the catalogue order', async () => {
    expect(await homeGroups(member)).toEqual([
      ['cs-first', ['mail']],
      ['cs-second', ['incident', 'support']],
    ])
  })

  it("applies the tenant's order, placements and visibility on the home page, and audits the change", async () => {
    let layout = await loadCategoryLayout(db(), admin.tenantId)
    layout = moveCategory(layout, 'cs-second', 0)
    layout = moveChat(layout, 'test-faq', 'cs-second', 0)
    layout = moveChat(layout, 'test-custom', OTHERS_GROUP, 0)
    const saved = await saveCategorySettings(db(), admin, layoutInput(layout))
    expect(saved.categories.map((category) => category.id)).toEqual(['cs-second', 'cs-first'])
    expect(await homeGroups(member)).toEqual([
      ['cs-second', ['support', 'incident']],
      [null, ['mail']],
    ])
    // Another tenant keeps the catalogue's layout.
    expect(await homeGroups(other)).toEqual([
      ['cs-first', ['mail']],
      ['cs-second', ['incident', 'support']],
    ])

    const hidden = setChatHidden(setCategoryHidden(saved, 'cs-first', true), 'test-ops', true)
    await saveCategorySettings(db(), admin, layoutInput(moveChat(hidden, 'test-custom', 'cs-first', 0)))
    expect(await homeGroups(member)).toEqual([['cs-second', ['support']]])
    // A hidden chat still names its threads and stays reachable: hiding only lists it no more.
    expect((await loadCategoryLayout(db(), admin.tenantId)).categories[1]).toMatchObject({
      id: 'cs-first',
      hidden: true,
      chats: [{ id: 'test-custom', hidden: false }],
    })

    const audit = await db().select().from(auditLog).where(eq(auditLog.tenantId, admin.tenantId))
    const updates = audit.filter((row) => row.action === 'categories.update')
    expect(updates).toHaveLength(2)
    expect(updates[0]).toMatchObject({ actor: `user:${admin.userId}`, target: 'category-settings' })
    expect(updates[1]?.details).toMatchObject({ hiddenCategories: ['cs-first'], hiddenChats: ['test-ops'] })
  })

  it('refuses a member with 403 and a Japanese and English message, changing nothing', async () => {
    const before = await loadCategoryLayout(db(), admin.tenantId)
    const attempt = saveCategorySettings(db(), member, layoutInput(moveCategory(before, 'cs-first', 0)))
    await expect(attempt).rejects.toMatchObject({ status: 403, code: 'forbidden' })
    const error = await attempt.catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ServiceError)
    const { messages } = error as ServiceError
    expect(messages.ja).toContain('オーナーと管理者')
    expect(messages.en).toContain('Only owners and admins')
    await expect(resetCategorySettings(db(), member)).rejects.toMatchObject({ status: 403 })
    expect(await loadCategoryLayout(db(), admin.tenantId)).toEqual(before)
  })

  it("refuses malformed input and another tenant's or unknown ids", async () => {
    await expect(saveCategorySettings(db(), admin, { categories: 'x' })).rejects.toMatchObject({
      status: 400,
    })
    const layout = layoutInput(await loadCategoryLayout(db(), admin.tenantId))
    const withForeignChat = { ...layout, others: [...layout.others, { id: 'test-disabled', hidden: false }] }
    await expect(saveCategorySettings(db(), admin, withForeignChat)).rejects.toMatchObject({ status: 409 })
    const missingCategory = { ...layout, categories: layout.categories.slice(1) }
    await expect(saveCategorySettings(db(), admin, missingCategory)).rejects.toMatchObject({ status: 409 })
    const firstChat = layout.categories.flatMap((category) => category.chats)[0]
    if (!firstChat) throw new Error('the test tenant has chats')
    const duplicated = { ...layout, others: [...layout.others, firstChat] }
    await expect(saveCategorySettings(db(), admin, duplicated)).rejects.toMatchObject({ status: 409 })
  })

  it('resets to the catalogue layout, audited', async () => {
    await resetCategorySettings(db(), admin)
    expect(await homeGroups(member)).toEqual([
      ['cs-first', ['mail']],
      ['cs-second', ['incident', 'support']],
    ])
    const [latest] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.tenantId, admin.tenantId))
      .orderBy(auditLog.id)
      .then((rows) => rows.slice(-1))
    expect(latest?.action).toBe('categories.reset')
  })
})
