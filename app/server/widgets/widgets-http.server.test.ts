/**
 * `/api/tenant/widgets`: owners and admins list, create, change and delete widgets; members get
 * a 403 in both languages; bad origins, chats and fields are refused with 400 and nothing written;
 * every change is audited.
 */
import { and, eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { auditLog, chatWidgets, user } from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { expectBilingualError } from '../chat/testing/http-client'
import { bearer } from '../payment/testing/payment-fixtures'
import { SITE, WIDGET_HOST, widgetWorld } from './testing/widget-world'
import {
  handleCreateWidget,
  handleDeleteWidget,
  handleListWidgets,
  handleUpdateWidget,
} from './widget-http.server'

const API = 'http://localhost:3000/api/tenant/widgets'

describeEachDatabase('the widget settings API', (database) => {
  const world = widgetWorld(database, 'widget-api')
  const db = () => database.handle().db
  const call = (method: string, userId: string, body?: unknown, path = '') =>
    new Request(`${API}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...bearer(userId) },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    })
  const create = (userId: string, body: unknown) =>
    handleCreateWidget(call('POST', userId, body), {}, world.dependencies)

  it('creates a widget as a service user named after it, with the snippet on the tenant host', async () => {
    const response = await create(world.tenant().admin, {
      chat: 'faq:support',
      allowedOrigins: [`${SITE}/`, 'http://localhost:8080', SITE],
      greetingJa: 'ようこそ',
      greetingEn: 'Welcome',
      position: 'bottom-left',
      accentColor: '#1A2B3C',
      visitorDailyCap: 5,
      dailyCap: 50,
    })
    expect(response.status).toBe(201)
    const widget = await response.json()
    expect(widget).toMatchObject({
      name: 'サポートFAQ',
      chat: 'faq:support',
      allowedOrigins: [SITE, 'http://localhost:8080'],
      position: 'bottom-left',
      accentColor: '#1a2b3c',
      enabled: true,
      host: `widget-api.${WIDGET_HOST}:3000`,
    })
    expect(widget.id).toMatch(/^wgt_[A-Za-z0-9_-]{20}$/)
    expect(widget.snippet).toBe(
      `<script src="http://widget-api.${WIDGET_HOST}:3000/widget.js" data-widget="${widget.id}" async></script>`,
    )
    const [row] = await db().select().from(chatWidgets).where(eq(chatWidgets.id, widget.id))
    const [service] = await db()
      .select()
      .from(user)
      .where(eq(user.id, row?.serviceUserId ?? ''))
    expect(service).toMatchObject({ name: 'ウィジェット: サポートFAQ', serviceKind: 'widget' })
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'widget.create'), eq(auditLog.target, widget.id)))
    expect(audit).toHaveLength(1)

    const list = await handleListWidgets(call('GET', world.tenant().owner), {}, world.dependencies)
    const body = await list.json()
    expect(body.widgets.map((item: { id: string }) => item.id)).toContain(widget.id)
    expect(body.chats.map((chat: { id: string }) => chat.id)).toEqual(
      expect.arrayContaining(['chat', 'faq:support']),
    )
  })

  it('changes and renames a widget (its service user too), then deletes it', async () => {
    const widget = await (await create(world.tenant().owner, { chat: 'chat', allowedOrigins: [SITE] })).json()
    const changed = await handleUpdateWidget(
      call('PATCH', world.tenant().owner, { name: 'サイト', enabled: false, chat: 'faq:support' }),
      { id: widget.id },
      world.dependencies,
    )
    expect(changed.status).toBe(200)
    expect(await changed.json()).toMatchObject({ name: 'サイト', enabled: false, chat: 'faq:support' })
    const [row] = await db().select().from(chatWidgets).where(eq(chatWidgets.id, widget.id))
    const [service] = await db()
      .select()
      .from(user)
      .where(eq(user.id, row?.serviceUserId ?? ''))
    expect(service?.name).toBe('ウィジェット: サイト')

    const removed = await handleDeleteWidget(
      call('DELETE', world.tenant().owner),
      { id: widget.id },
      world.dependencies,
    )
    expect(await removed.json()).toEqual({ removed: true })
    // The service user stays: its usage is still the tenant's history.
    expect(
      await db()
        .select()
        .from(user)
        .where(eq(user.id, row?.serviceUserId ?? '')),
    ).toHaveLength(1)
    const again = await handleDeleteWidget(
      call('DELETE', world.tenant().owner),
      { id: widget.id },
      world.dependencies,
    )
    await expectBilingualError(again, 404, 'not_found')
  })

  it('refuses members with a 403 in both languages', async () => {
    await expectBilingualError(
      await handleListWidgets(call('GET', world.tenant().member), {}, world.dependencies),
      403,
      'forbidden',
    )
    await expectBilingualError(
      await create(world.tenant().member, { chat: 'chat', allowedOrigins: [SITE] }),
      403,
      'forbidden',
    )
  })

  it.each([
    ['an origin with a path', { chat: 'chat', allowedOrigins: ['https://shop.example.com/page'] }],
    ['plain http to a public host', { chat: 'chat', allowedOrigins: ['http://shop.example.com'] }],
    ['a wildcard', { chat: 'chat', allowedOrigins: ['https://*.example.com'] }],
    ['credentials', { chat: 'chat', allowedOrigins: ['https://me@example.com'] }],
    ['no origin', { chat: 'chat', allowedOrigins: [] }],
    ['origins not a list', { chat: 'chat', allowedOrigins: 'https://example.com' }],
    ['an unknown chat kind', { chat: 'gpt-4', allowedOrigins: [SITE] }],
    ['a chat the tenant lacks', { chat: 'custom:not-enabled', allowedOrigins: [SITE] }],
    ['a bad colour', { chat: 'chat', allowedOrigins: [SITE], accentColor: 'red' }],
    ['a cap of zero', { chat: 'chat', allowedOrigins: [SITE], dailyCap: 0 }],
    ['an unknown field', { chat: 'chat', allowedOrigins: [SITE], colour: '#000000' }],
    ['a position', { chat: 'chat', allowedOrigins: [SITE], position: 'top' }],
  ])('refuses %s with a 400 and writes nothing', async (_case, body) => {
    const before = await db().select().from(chatWidgets)
    await expectBilingualError(await create(world.tenant().owner, body), 400, 'invalid_input')
    expect(await db().select().from(chatWidgets)).toHaveLength(before.length)
  })

  it('names the invalid origin in the refusal', async () => {
    const response = await create(world.tenant().owner, {
      chat: 'chat',
      allowedOrigins: ['ftp://files.example.com'],
    })
    expect((await response.json()).messages.en).toContain('ftp://files.example.com')
  })

  it('answers malformed JSON with a 400, never a 500', async () => {
    await expectBilingualError(await create(world.tenant().owner, '{"chat":'), 400, 'invalid_json')
  })
})
