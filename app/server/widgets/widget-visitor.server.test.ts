/**
 * A widget visitor's turn: streamed as the widget's service user, charged to the tenant exactly
 * the usage, recorded as a widget thread of that visitor; refused — with nothing charged — for an
 * origin not allowed, another tenant's host, an unknown or disabled widget, bad input, the rate
 * limits and the daily caps.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { chatWidgets, threads, usageEvents } from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { type OpenAiTestServer, startOpenAiTestServer } from '../ai/testing/openai-test-server'
import { expectBilingualError, readEvents } from '../chat/testing/http-client'
import { loadDashboard } from '../dashboards/dashboard.server'
import { CLIENT_IP_HEADER } from '../http/client-ip.server'
import { getBalance } from '../ledger/ledger.server'
import { OTHER_HOST, SITE, WIDGET_HOST, widgetWorld } from './testing/widget-world'
import { handleWidgetMessage, type WidgetVisitorDependencies } from './widget-visitor.server'
import { createWidget } from './widgets.server'

const SLUG = 'widget-turns'
const HOST = `${SLUG}.${WIDGET_HOST}`
const VISITOR = 'visitor-0123456789abcdef'
const FRESH = 'fresh-visitor-0123456789'

let server: OpenAiTestServer
beforeAll(async () => {
  server = await startOpenAiTestServer()
})
afterAll(async () => {
  await server.close()
})

describeEachDatabase('a widget visitor turn', (database) => {
  const world = widgetWorld(database, SLUG)
  const db = () => database.handle().db
  let widgetId = ''
  let dependencies: WidgetVisitorDependencies

  beforeAll(async () => {
    const widget = await createWidget(db(), {
      tenantId: world.tenant().tenantId,
      actor: 'test',
      fields: { chat: 'chat', allowedOrigins: [SITE], name: 'サイト', visitorDailyCap: 3, dailyCap: 5 },
    })
    widgetId = widget.id
    dependencies = {
      getDb: async () => db(),
      turnOptions: { env: { OPSAI_AI_BASE_URL: server.baseURL, OPSAI_AI_MODEL: 'test-model' } },
      rateLimit: { max: 100, windowSeconds: 60 },
    }
  })

  const ask = (
    body: unknown,
    options: {
      host?: string
      origin?: string | null
      id?: string
      ip?: string
      deps?: WidgetVisitorDependencies
    } = {},
  ) => {
    const host = options.host ?? HOST
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      host,
      [CLIENT_IP_HEADER]: options.ip ?? '198.51.100.7',
    }
    const origin = options.origin === undefined ? `http://${host}` : options.origin
    if (origin) headers.origin = origin
    return handleWidgetMessage(
      new Request(`http://${host}/api/widgets/${options.id ?? widgetId}/messages`, {
        method: 'POST',
        headers,
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
      { id: options.id ?? widgetId },
      options.deps ?? dependencies,
    )
  }
  const balance = async () => (await getBalance(db(), world.tenant().tenantId)).balance

  it('streams the answer as the service user and charges the tenant exactly the usage', async () => {
    const before = await balance()
    server.enqueue({ chunks: ['いらっしゃい', 'ませ'], usage: { promptTokens: 20, completionTokens: 6 } })
    const response = await ask({ visitorId: VISITOR, content: '営業時間は？' })
    expect(response.status).toBe(200)
    const events = await readEvents(response)
    expect(events.map((event) => event.event)).toEqual(['thread', 'delta', 'delta', 'usage', 'done'])
    expect(events[3]?.data).toMatchObject({ totalTokens: 26, charged: 26 })
    expect(await balance()).toBe(before - 26)

    const threadId = String(events[0]?.data.threadId)
    const [row] = await db().select().from(threads).where(eq(threads.id, threadId))
    const [widget] = await db().select().from(chatWidgets).where(eq(chatWidgets.id, widgetId))
    expect(row).toMatchObject({ source: 'widget', visitorId: VISITOR, userId: widget?.serviceUserId })
    const usage = await db().select().from(usageEvents).where(eq(usageEvents.threadId, threadId))
    expect(usage.map((event) => event.userId)).toEqual([widget?.serviceUserId])

    // The visitor goes on in their thread; another visitor cannot.
    server.enqueue({ chunks: ['はい'], usage: { promptTokens: 5, completionTokens: 1 } })
    const next = await ask({ visitorId: VISITOR, threadId, content: '土曜日は？' })
    expect((await readEvents(next))[0]?.data.threadId).toBe(threadId)
    const stranger = await ask({ visitorId: 'someone-else-0123456789', threadId, content: '見せて' })
    await expectBilingualError(stranger, 404, 'not_found')
  })

  it('shows on the chat’s dashboard under the widget’s name', async () => {
    const faq = await createWidget(db(), {
      tenantId: world.tenant().tenantId,
      actor: 'test',
      fields: { chat: 'faq:support', allowedOrigins: [SITE], name: 'FAQ 窓口' },
    })
    server.enqueue({ chunks: ['どうぞ'], usage: { promptTokens: 9, completionTokens: 3 } })
    await readEvents(await ask({ visitorId: VISITOR, content: '返品は？' }, { id: faq.id }))
    const owner = { tenantId: world.tenant().tenantId, userId: world.tenant().owner, role: 'owner' as const }
    const dashboard = await loadDashboard(db(), owner, {
      kind: 'faqchat',
      keyword: 'support',
      chatId: 'test-faq',
      days: 7,
    })
    expect(dashboard?.tokensByUser).toEqual([
      expect.objectContaining({ name: 'ウィジェット: FAQ 窓口', tokens: 12, charged: 12 }),
    ])
  })

  it('refuses an origin not allowed, a call without one and another tenant’s host; nothing charged', async () => {
    const before = await balance()
    await expectBilingualError(
      await ask({ visitorId: VISITOR, content: 'x' }, { origin: 'https://evil.example' }),
      403,
      'origin_not_allowed',
    )
    await expectBilingualError(
      await ask({ visitorId: VISITOR, content: 'x' }, { origin: null }),
      403,
      'origin_not_allowed',
    )
    await expectBilingualError(
      await ask({ visitorId: VISITOR, content: 'x' }, { host: `${SLUG}.${OTHER_HOST}` }),
      403,
      'widget_other_tenant',
    )
    await expectBilingualError(
      await ask({ visitorId: VISITOR, content: 'x' }, { id: 'wgt_unknown0123456789' }),
      404,
      'not_found',
    )
    await expectBilingualError(
      await ask({ visitorId: VISITOR, content: 'x' }, { id: '../../etc' }),
      404,
      'not_found',
    )
    // An allowed site may call the API itself (the frame is the usual caller).
    server.enqueue({ chunks: ['ok'], usage: { promptTokens: 1, completionTokens: 1 } })
    const allowed = await ask({ visitorId: VISITOR, content: 'x' }, { origin: SITE })
    expect(allowed.status).toBe(200)
    await readEvents(allowed)
    expect(await balance()).toBe(before - 2)
  })

  it.each([
    ['no visitor id', { content: 'x' }, 'invalid_input'],
    ['a short visitor id', { visitorId: 'abc', content: 'x' }, 'invalid_input'],
    ['no content', { visitorId: FRESH }, 'invalid_input'],
    ['empty content', { visitorId: FRESH, content: '   ' }, 'invalid_input'],
    ['a list', [1, 2], 'invalid_input'],
    ['malformed JSON', '{"visitorId":', 'invalid_json'],
  ])('refuses %s with a 400 and charges nothing', async (_case, body, code) => {
    const before = await balance()
    await expectBilingualError(await ask(body), 400, code)
    expect(await balance()).toBe(before)
  })

  it('caps one visitor’s messages per day, then the widget’s, in both languages', async () => {
    const capped = 'capped-visitor-0123456789'
    await db().update(chatWidgets).set({ dailyCap: 100 }).where(eq(chatWidgets.id, widgetId))
    for (let sent = 0; sent < 3; sent += 1) {
      server.enqueue({ chunks: ['ok'], usage: { promptTokens: 1, completionTokens: 1 } })
      await readEvents(await ask({ visitorId: capped, content: `質問 ${sent}` }))
    }
    const before = await balance()
    await expectBilingualError(
      await ask({ visitorId: capped, content: 'もう一つ' }),
      429,
      'widget_visitor_cap',
    )
    // Six messages today in all: two by the first test's visitor, one from the site, three here.
    await db().update(chatWidgets).set({ dailyCap: 6 }).where(eq(chatWidgets.id, widgetId))
    await expectBilingualError(await ask({ visitorId: FRESH, content: 'x' }), 429, 'widget_daily_cap')
    expect(await balance()).toBe(before)
  })

  it('limits a visitor’s and an address’s pace with a 429 and Retry-After', async () => {
    await db()
      .update(chatWidgets)
      .set({ dailyCap: 1000, visitorDailyCap: 1000 })
      .where(eq(chatWidgets.id, widgetId))
    const tight = { ...dependencies, rateLimit: { max: 1, windowSeconds: 60 } }
    server.enqueue({ chunks: ['ok'], usage: { promptTokens: 1, completionTokens: 1 } })
    await readEvents(
      await ask({ visitorId: 'paced-visitor-0123456789', content: 'x' }, { ip: '192.0.2.50', deps: tight }),
    )
    const before = await balance()
    const again = await ask(
      { visitorId: 'paced-visitor-0123456789', content: 'y' },
      { ip: '192.0.2.51', deps: tight },
    )
    expect(again.headers.get('retry-after')).toMatch(/^\d+$/)
    await expectBilingualError(again, 429, 'rate_limited')
    const sameAddress = await ask(
      { visitorId: 'another-visitor-0123456789', content: 'z' },
      { ip: '192.0.2.50', deps: tight },
    )
    await expectBilingualError(sameAddress, 429, 'rate_limited')
    expect(await balance()).toBe(before)
  })

  it('refuses a disabled widget with a 403', async () => {
    await db().update(chatWidgets).set({ enabled: false }).where(eq(chatWidgets.id, widgetId))
    await expectBilingualError(await ask({ visitorId: VISITOR, content: 'x' }), 403, 'widget_disabled')
  })
})
