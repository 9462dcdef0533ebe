import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog, categories, chats, tenantChats, threads } from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { loadChatDefinition } from '../../chat/chat-definition.server'
import { makeMember } from '../../chat/testing/chat-fixtures'
import { makeTenant } from '../../tenancy/test-fixtures.server'
import {
  type AdminCatalogueOperation,
  adminCatalogueOperations,
  runAdminCatalogueOperation,
} from './admin-catalogue-api.server'
import { consoleCaller, consoleSession } from './testing/console-caller'

const ADMIN = consoleSession('catalogue-admin', true)

describeEachDatabase('catalogue console (/admin/categories, customchats, faqchats)', (database) => {
  const db = () => database.handle().db
  const { run, ok } = consoleCaller(db, ADMIN)
  const auditActions = async () =>
    (
      await db()
        .select()
        .from(auditLog)
        .where(eq(auditLog.actor, `admin:${ADMIN.user.id}`))
    ).map((row) => row.action)

  it('refuses every operation to a non-administrator session (403) and to no session (401), writing nothing', async () => {
    const member = await makeMember(db(), null, 'not-admin')
    const before = await db().select({ count: sql<number>`count(*)::int` }).from(categories)
    for (const name of Object.keys(adminCatalogueOperations) as AdminCatalogueOperation[]) {
      const forbidden = await run(
        name,
        { id: 'sneaky', name: 'x', console: 'faqchats' },
        consoleSession(member, false),
      )
      expect(forbidden, name).toMatchObject({ ok: false, status: 403, error: 'forbidden' })
      if (!forbidden.ok)
        expect(forbidden.message.en).toBe(
          'Only the system administrator can do this. Sign in as the administrator.',
        )
      expect(await runAdminCatalogueOperation(db(), null, name, {}), name).toMatchObject({
        ok: false,
        status: 401,
      })
    }
    expect(await db().select({ count: sql<number>`count(*)::int` }).from(categories)).toEqual(before)
  })

  describe('categories', () => {
    it('creates, edits, reorders and deletes, with field errors and audit rows', async () => {
      expect(await run('categories.create', { id: 'Bad Id', name: '' })).toMatchObject({
        ok: false,
        status: 400,
        fieldErrors: {
          id: { ja: expect.stringContaining('英小文字') },
          name: { en: 'This field is required.' },
        },
      })
      await ok('categories.create', { id: 'cat-a', name: 'カテゴリA', description: '説明' })
      await ok('categories.create', { id: 'cat-b', name: 'カテゴリB' })
      expect(await run('categories.create', { id: 'cat-a', name: '重複' })).toMatchObject({
        ok: false,
        status: 409,
        fieldErrors: { id: { en: 'The id "cat-a" is already taken.' } },
      })
      await ok('categories.update', { id: 'cat-a', name: 'カテゴリA改', description: '' })
      expect(await ok('categories.move', { id: 'cat-b', direction: 'up' })).toEqual({ moved: true })
      const order = (await ok('categories.options')).map((row) => row.id)
      expect(order.indexOf('cat-b')).toBeLessThan(order.indexOf('cat-a'))
      expect(await ok('categories.delete', { id: 'cat-b' })).toEqual({ deleted: true })
      expect(await run('categories.delete', { id: 'cat-b' })).toMatchObject({ ok: false, status: 404 })
      expect(await auditActions()).toEqual(
        expect.arrayContaining(['category.create', 'category.update', 'category.move', 'category.delete']),
      )
    })

    it('refuses to delete a category chats use, naming them, and deletes it once they moved', async () => {
      await ok('categories.create', { id: 'in-use', name: '使用中' })
      const { id } = await ok('chats.create', {
        console: 'customchats',
        kind: 'custom',
        keyword: 'uses-category',
        name: 'カテゴリを使うチャット',
        categoryId: 'in-use',
      })
      const refused = await run('categories.delete', { id: 'in-use' })
      expect(refused).toMatchObject({ ok: false, status: 409 })
      if (!refused.ok) {
        expect(refused.fieldErrors?.form?.ja).toContain('カテゴリを使うチャット')
        expect(refused.fieldErrors?.form?.en).toContain('1 chats (カテゴリを使うチャット) use this category')
      }
      expect(await db().select().from(categories).where(eq(categories.id, 'in-use'))).toHaveLength(1)
      await ok('chats.update', {
        console: 'customchats',
        id,
        keyword: 'uses-category',
        name: 'カテゴリを使うチャット',
        categoryId: '',
      })
      expect(await ok('categories.delete', { id: 'in-use' })).toEqual({ deleted: true })
    })

    it('pages, sorts and searches thousands of categories on the server', async () => {
      await db().execute(sql`insert into categories (id, name, position)
        select 'bulk-' || lpad(n::text, 5, '0'), 'バルク ' || lpad(n::text, 5, '0'), 1000 + n from generate_series(1, 3000) as n`)
      const page = await ok('categories.list', {
        pageIndex: 2,
        pageSize: 25,
        sortBy: 'name',
        sortDesc: true,
        q: 'バルク',
      })
      expect(page.total).toBe(3000)
      expect(page.rows).toHaveLength(25)
      expect(page.rows[0]?.name).toBe('バルク 02950')
      const moved = await ok('categories.move', { id: 'bulk-03000', direction: 'up' })
      expect(moved).toEqual({ moved: true })
      const last = await ok('categories.list', {
        pageIndex: 0,
        pageSize: 10,
        sortBy: 'position',
        sortDesc: true,
      })
      expect(last.rows.slice(0, 2).map((row) => row.id)).toEqual(['bulk-02999', 'bulk-03000'])
    })
  })

  describe('custom and ops chats', () => {
    it('keeps keywords URL-safe and unique per kind', async () => {
      await ok('chats.create', {
        console: 'customchats',
        kind: 'custom',
        keyword: 'mail-writer',
        name: 'メール',
      })
      expect(
        await run('chats.create', {
          console: 'customchats',
          kind: 'custom',
          keyword: 'mail-writer',
          name: '二つ目',
        }),
      ).toMatchObject({
        ok: false,
        status: 409,
        fieldErrors: { keyword: { en: expect.stringContaining('already used') } },
      })
      expect(
        await run('chats.create', {
          console: 'customchats',
          kind: 'custom',
          keyword: 'メール/../x',
          name: 'x',
        }),
      ).toMatchObject({
        ok: false,
        status: 400,
        fieldErrors: { keyword: { ja: expect.stringContaining('英小文字') } },
      })
      // The same keyword in another kind is another URL (/opschat/mail-writer).
      await ok('chats.create', { console: 'customchats', kind: 'ops', keyword: 'mail-writer', name: '運用' })
      // The custom-chat console cannot make or reach FAQ chats.
      expect(
        await run('chats.create', { console: 'customchats', kind: 'faq', keyword: 'faq-x', name: 'x' }),
      ).toMatchObject({
        ok: false,
        status: 400,
        fieldErrors: { kind: expect.anything() },
      })
    })

    it('enables a chat for a tenant (tenant_chats) and the tenant can open it', async () => {
      const tenant = await makeTenant(db(), 'catalogue-tenant')
      const { id } = await ok('chats.create', {
        console: 'customchats',
        kind: 'custom',
        keyword: 'enabled-here',
        name: '有効化テスト',
        prompt: 'あなたは丁寧なアシスタントです。',
        inputHints: ['例文1', '', '例文2'],
      })
      expect((await ok('chats.get', { console: 'customchats', id })).chat.inputHints).toEqual([
        '例文1',
        '例文2',
      ])
      await expect(loadChatDefinition(db(), tenant.id, 'customchat', 'enabled-here')).rejects.toThrow()
      expect(
        await ok('chats.setTenant', {
          console: 'customchats',
          chatId: id,
          tenantId: tenant.id,
          enabled: true,
        }),
      ).toEqual({
        changed: true,
      })
      const definition = await loadChatDefinition(db(), tenant.id, 'customchat', 'enabled-here')
      expect(definition.systemPrompt).toBe('あなたは丁寧なアシスタントです。')
      const tenantsPage = await ok('chats.tenants', {
        console: 'customchats',
        chatId: id,
        q: 'catalogue-tenant',
      })
      expect(tenantsPage.rows).toEqual([expect.objectContaining({ tenantId: tenant.id, enabled: true })])
      await ok('chats.setTenant', { console: 'customchats', chatId: id, tenantId: tenant.id, enabled: false })
      expect(
        await db()
          .select()
          .from(tenantChats)
          .where(and(eq(tenantChats.tenantId, tenant.id), eq(tenantChats.chatId, id))),
      ).toEqual([])
      const audits = await db().select().from(auditLog).where(eq(auditLog.tenantId, tenant.id))
      expect(audits.map((row) => row.action)).toEqual(
        expect.arrayContaining(['chat.tenant.enable', 'chat.tenant.disable']),
      )
    })

    it('deletes a chat without threads, archives (disables) one with threads', async () => {
      const tenant = await makeTenant(db(), 'catalogue-threads')
      const user = await makeMember(db(), tenant.id, 'thread-owner')
      const kept = await ok('chats.create', {
        console: 'customchats',
        kind: 'ops',
        keyword: 'has-threads',
        name: 'スレッドあり',
      })
      const gone = await ok('chats.create', {
        console: 'customchats',
        kind: 'ops',
        keyword: 'no-threads',
        name: 'スレッドなし',
      })
      await db().insert(threads).values({
        tenantId: tenant.id,
        id: randomUUID(),
        userId: user,
        chatKind: 'opschat',
        keyword: 'has-threads',
        title: '障害対応',
      })
      expect(await ok('chats.delete', { console: 'customchats', id: kept.id })).toEqual({
        result: 'archived',
        threads: 1,
      })
      expect((await db().select().from(chats).where(eq(chats.id, kept.id)))[0]?.enabled).toBe(false)
      expect(await ok('chats.delete', { console: 'customchats', id: gone.id })).toEqual({
        result: 'deleted',
        threads: 0,
      })
      expect(await db().select().from(chats).where(eq(chats.id, gone.id))).toEqual([])
      expect(await auditActions()).toEqual(
        expect.arrayContaining(['chat.archive', 'chat.delete', 'chat.create']),
      )
    })

    it('pages and filters thousands of chats on the server', async () => {
      await db().execute(sql`insert into chats (id, kind, keyword, name, enabled, position)
        select 'bulk-chat-' || n, case when n % 3 = 0 then 'ops' else 'custom' end, 'bulk-' || lpad(n::text, 5, '0'),
          'バルクチャット ' || n, n % 2 = 0, n from generate_series(1, 3000) as n`)
      const page = await ok('chats.list', {
        console: 'customchats',
        kind: 'ops',
        enabled: true,
        q: 'bulk-',
        pageIndex: 1,
        pageSize: 100,
      })
      expect(page.total).toBe(500)
      expect(page.rows).toHaveLength(100)
      expect(page.rows.every((row) => row.kind === 'ops' && row.enabled)).toBe(true)
      const byKeyword = await ok('chats.list', {
        console: 'customchats',
        q: 'bulk-',
        sortBy: 'keyword',
        sortDesc: true,
        pageIndex: 2,
        pageSize: 10,
      })
      expect(byKeyword.total).toBe(3000)
      expect(byKeyword.rows.map((row) => row.keyword)).toEqual(
        Array.from({ length: 10 }, (_, index) => `bulk-0${2980 - index}`),
      )
      const faqPage = await ok('chats.list', { console: 'faqchats', q: 'bulk-' })
      expect(faqPage.total).toBe(0)
      // A request from no known console page manages no chats.
      expect(await ok('chats.list', { console: 'elsewhere' })).toEqual({ rows: [], total: 0 })
      expect(await run('chats.get', { console: 'elsewhere', id: 'bulk-chat-3' })).toMatchObject({
        ok: false,
        status: 404,
      })
    })
  })
})
