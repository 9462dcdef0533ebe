/**
 * Issue 18 through real chat turns: models are charged credits at their price, the offline
 * provider and free models nothing, and monthly caps per member and per team refuse a turn with
 * 402 — under 50 concurrent turns too — writing nothing.
 */
import { randomUUID } from 'node:crypto'
import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { clearDatabase } from '#db/runtime'
import {
  messages,
  modelPrices,
  teamMembers,
  teams,
  tenantMembers,
  threads,
  tokenLedger,
  tokenReservations,
  user,
} from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { type OpenAiTestServer, startOpenAiTestServer } from '../ai/testing/openai-test-server'
import { resetAuth } from '../auth/auth.server'
import { creditsFor } from '../ledger/credits.server'
import { MemberQuotaExceededError, TeamQuotaExceededError } from '../ledger/errors.server'
import { getBalance } from '../ledger/ledger.server'
import { creditsCommitted } from '../team/credit-quotas.server'
import { handlePostMessage } from './chat-api.server'
import type { ChatApiDependencies } from './chat-http.server'
import { type ChatTurnEvent, prepareChatTurn } from './chat-turn.server'
import { chatApiWorld } from './testing/chat-api-world'
import { collect, makeChatTenant } from './testing/chat-fixtures'
import { expectBilingualError, ORIGIN, post, readEvents } from './testing/http-client'
import { handleGetBalance } from './thread-api.server'

let server: OpenAiTestServer
beforeAll(async () => {
  server = await startOpenAiTestServer()
})
afterAll(async () => {
  await server.close()
  clearDatabase()
  resetAuth()
})

const usageOf = (events: ChatTurnEvent[]) =>
  events.find((event): event is Extract<ChatTurnEvent, { type: 'usage' }> => event.type === 'usage')

describe('credits and monthly caps', () => {
  describeEachDatabase('credits and monthly caps', (database) => {
    const db = () => database.handle().db
    const world = chatApiWorld(database, () => server)
    let dependencies: ChatApiDependencies
    const env = () => ({ OPSAI_AI_BASE_URL: server.baseURL, OPSAI_AI_MODEL: 'test-model' })
    beforeAll(() => {
      dependencies = world.dependencies()
    })
    beforeEach(() => {
      server.setDefault({ text: '返事', usage: { promptTokens: 100, completionTokens: 20 } })
    })

    async function price(applicationKey: string | null, model: string, input: string, output: string) {
      await db()
        .insert(modelPrices)
        .values({ applicationKey, model, inputCreditsPer1k: input, outputCreditsPer1k: output })
        .onConflictDoNothing()
    }

    async function member(tenantId: string, userId: string, cap: number | null) {
      await db().insert(tenantMembers).values({ tenantId, userId, role: 'member', monthlyCreditCap: cap })
    }

    async function threadCount(tenantId: string) {
      const [row] = await db().select({ total: count() }).from(threads).where(eq(threads.tenantId, tenantId))
      return Number(row?.total ?? 0)
    }

    it('charges the model at its price, the chat’s own model at its own', async () => {
      const { tenantId, userId } = await makeChatTenant(db(), 'credits-priced', 100_000)
      // hirameki_ai's test-model: 2.5 in, 10 out per 1,000; the custom chat's model: the default's row.
      await price('hirameki_ai', 'test-model', '2.5000', '10.0000')
      await price(null, 'custom-model', '500', '1500')
      const general = await prepareChatTurn(
        db(),
        { tenantId, userId, kind: 'chat', keyword: 'default', content: '料金' },
        { env: env() },
      )
      expect(general.price).toMatchObject({
        inputPer1k: '2.5000',
        outputPer1k: '10.0000',
        source: 'application',
      })
      const events = await collect(general.run())
      // 100 × 2.5 / 1000 + 20 × 10 / 1000 = 0.45 → 1 credit (a call that cost anything costs one).
      expect(usageOf(events)).toMatchObject({ totalTokens: 120, charged: 1, free: false })
      const custom = await prepareChatTurn(
        db(),
        { tenantId, userId, kind: 'customchat', keyword: 'mail', content: '見積' },
        { env: env() },
      )
      expect(custom.price.source).toBe('default')
      const customEvents = await collect(custom.run())
      expect(usageOf(customEvents)?.charged).toBe(
        creditsFor({ inputTokens: 100, outputTokens: 20 }, custom.price),
      )
      expect(usageOf(customEvents)?.charged).toBe(80)
      const [reply] = await db()
        .select({ credits: messages.credits })
        .from(messages)
        .where(
          and(
            eq(messages.tenantId, tenantId),
            eq(messages.role, 'assistant'),
            eq(messages.threadId, custom.threadId),
          ),
        )
      expect(reply?.credits).toBe(80)
      expect(await getBalance(db(), tenantId)).toMatchObject({ balance: 100_000 - 1 - 80, reserved: 0 })
    })

    it('reserves nothing for a free model or the offline provider, even with no credits at all', async () => {
      const { tenantId, userId } = await makeChatTenant(db(), 'credits-free', 0)
      await price('hirameki_ai', 'free-model', '0', '0')
      const free = await prepareChatTurn(
        db(),
        { tenantId, userId, kind: 'chat', keyword: 'default', content: '無料' },
        { env: { ...env(), OPSAI_AI_MODEL: 'free-model' } },
      )
      expect(free.reservationId).toBeNull()
      expect(usageOf(await collect(free.run()))).toMatchObject({ charged: 0, free: true })
      const offline = await prepareChatTurn(
        db(),
        { tenantId, userId, kind: 'chat', keyword: 'default', content: 'オフライン' },
        { env: {}, offlineChunkDelayMs: 0 },
      )
      expect(offline.price.source).toBe('offline')
      expect(usageOf(await collect(offline.run()))).toMatchObject({ charged: 0, free: true })
      expect(await getBalance(db(), tenantId)).toEqual({ balance: 0, reserved: 0, available: 0 })
      // The composer hears the same: nothing is needed to send in an offline chat.
      const poor = await world.signIn('credits-free-api', 0)
      const balance = await handleGetBalance(
        new Request(`${ORIGIN}/api/balance?kind=chat&keyword=default`, {
          headers: { authorization: `Bearer ${poor.token}` },
        }),
        { ...dependencies, turnOptions: { env: {} } },
      )
      expect(await balance.json()).toMatchObject({ balance: 0, minimumToSend: 0, free: true, canSend: true })
    })

    it('refuses a turn over the member’s cap with 402 member_quota_exceeded and writes nothing', async () => {
      const capped = await world.signIn('credits-capped', 10_000)
      const headers = { authorization: `Bearer ${capped.token}` }
      const [account] = await db()
        .select({ id: user.id })
        .from(user)
        .where(eq(user.tenantId, capped.tenantId))
      if (!account) throw new Error('no member')
      await member(capped.tenantId, account.id, 100)
      // A model with no price row: the built-in 1 credit a token, so a message needs over 2,000.
      const builtin = {
        ...dependencies,
        turnOptions: { env: { ...env(), OPSAI_AI_MODEL: 'unpriced-model' } },
      }
      const before = {
        threads: await threadCount(capped.tenantId),
        balance: await getBalance(db(), capped.tenantId),
      }
      const response = await handlePostMessage(
        post('/api/chats/chat/default/messages', { content: '上限' }, headers),
        { kind: 'chat', keyword: 'default' },
        builtin,
      )
      await expectBilingualError(response.clone(), 402, 'member_quota_exceeded')
      const body = await response.json()
      // It says when the cap resets: the 1st of next month, Japan time.
      expect(body.messages.ja).toMatch(/\d{4}-\d{2}-01 にリセット/)
      expect(body.messages.en).toMatch(/resets on \d{4}-\d{2}-01/)
      expect(await threadCount(capped.tenantId)).toBe(before.threads)
      expect(await getBalance(db(), capped.tenantId)).toEqual(before.balance)
      const [held] = await db()
        .select({ total: count() })
        .from(tokenReservations)
        .where(eq(tokenReservations.tenantId, capped.tenantId))
      expect(Number(held?.total)).toBe(0)
      // The composer hears the same: the allowance cannot cover a message.
      const balance = await handleGetBalance(
        new Request(`${ORIGIN}/api/balance?kind=chat&keyword=default`, { headers }),
        builtin,
      )
      expect(await balance.json()).toMatchObject({
        canSend: false,
        allowance: { scope: 'member', cap: 100, committed: 0, remaining: 100 },
      })
      await db()
        .update(tenantMembers)
        .set({ monthlyCreditCap: null })
        .where(eq(tenantMembers.userId, account.id))
      const allowed = await handlePostMessage(
        post('/api/chats/chat/default/messages', { content: '上限なし' }, headers),
        { kind: 'chat', keyword: 'default' },
        builtin,
      )
      expect(allowed.status).toBe(200)
      await readEvents(allowed)
    })

    it('refuses a turn over a team’s cap with 402 team_quota_exceeded, counting every member', async () => {
      const { tenantId, userId } = await makeChatTenant(db(), 'credits-team', 100_000)
      const colleague = randomUUID()
      await db()
        .insert(user)
        .values({ id: colleague, name: 'colleague', email: `colleague-${colleague}@example.test`, tenantId })
      await member(tenantId, userId, null)
      await member(tenantId, colleague, null)
      const teamId = randomUUID()
      await db().insert(teams).values({ tenantId, id: teamId, name: '営業部' })
      await db()
        .insert(teamMembers)
        .values([
          { tenantId, teamId, userId },
          { tenantId, teamId, userId: colleague },
        ])
      // Every reply reports more than it reserved: each is charged its whole reservation, E.
      server.setDefault({ text: '長い返事', usage: { promptTokens: 10_000, completionTokens: 4000 } })
      const colleagueTurn = async () => {
        const turn = await prepareChatTurn(
          db(),
          { tenantId, userId: colleague, kind: 'chat', keyword: 'default', content: 'チーム' },
          { env: env() },
        )
        return usageOf(await collect(turn.run()))?.charged ?? 0
      }
      const perTurn = await colleagueTurn()
      // Room for 2.5 turns of the team's members together: the colleague's second fits, a third does not.
      await db()
        .update(teams)
        .set({ monthlyCreditCap: Math.floor(perTurn * 2.5) })
        .where(eq(teams.id, teamId))
      await colleagueTurn()
      const attempt = prepareChatTurn(
        db(),
        { tenantId, userId, kind: 'chat', keyword: 'default', content: 'チーム' },
        { env: env() },
      )
      await expect(attempt).rejects.toBeInstanceOf(TeamQuotaExceededError)
      await expect(attempt).rejects.toMatchObject({ code: 'team_quota_exceeded', status: 402 })
      await expect(attempt).rejects.toThrow(/チーム「営業部」/)
      expect(await threadCount(tenantId)).toBe(2)
    })

    it('50 concurrent turns of one member never exceed the member’s cap', async () => {
      const { tenantId, userId } = await makeChatTenant(db(), 'credits-race', 10_000_000)
      await member(tenantId, userId, null)
      // Every reply reports more than it reserved: each is charged its whole reservation, E.
      server.setDefault({
        text: '返事',
        chunkDelayMs: 5,
        usage: { promptTokens: 50_000, completionTokens: 4000 },
      })
      const first = await prepareChatTurn(
        db(),
        { tenantId, userId, kind: 'chat', keyword: 'default', content: '同時' },
        { env: env() },
      )
      const perTurn = usageOf(await collect(first.run()))?.charged ?? 0
      // This month so far: one turn; the cap leaves room for 7.5 more.
      const cap = perTurn + Math.floor(perTurn * 7.5)
      await db().update(tenantMembers).set({ monthlyCreditCap: cap }).where(eq(tenantMembers.userId, userId))
      const outcomes = await Promise.allSettled(
        Array.from({ length: 50 }, async () => {
          const turn = await prepareChatTurn(
            db(),
            { tenantId, userId, kind: 'chat', keyword: 'default', content: '同時' },
            { env: env() },
          )
          return usageOf(await collect(turn.run()))?.charged ?? 0
        }),
      )
      const charged = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []))
      const refused = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []))
      for (const reason of refused) expect(reason).toBeInstanceOf(MemberQuotaExceededError)
      expect(charged.length).toBeGreaterThan(0)
      expect(refused.length).toBeGreaterThan(0)
      const spent = perTurn + charged.reduce((sum, value) => sum + value, 0)
      expect(spent).toBeLessThanOrEqual(cap)
      // Seven whole turns fit under 7.5 reservations; an eighth never does.
      expect(charged).toHaveLength(7)
      expect(await creditsCommitted(db(), tenantId, [userId], new Date())).toBe(spent)
      const usage = await db()
        .select({ amount: tokenLedger.amount })
        .from(tokenLedger)
        .where(and(eq(tokenLedger.tenantId, tenantId), eq(tokenLedger.kind, 'usage')))
      expect(-usage.reduce((sum, row) => sum + row.amount, 0)).toBe(spent)
      // A refused turn stored nothing: one thread per charged turn.
      expect(await threadCount(tenantId)).toBe(charged.length + 1)
      expect(await getBalance(db(), tenantId)).toMatchObject({ balance: 10_000_000 - spent, reserved: 0 })
    }, 120_000)
  })
})
