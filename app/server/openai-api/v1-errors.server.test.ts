/**
 * Issue 20's bad input on `/v1`: each refusal has OpenAI's error shape and the documented status
 * (401, 402 `insufficient_quota`, 404 `model_not_found`, 429 with Retry-After, 400 for malformed
 * bodies, oversized conversations and tool calls), is worded in both languages, and charges,
 * reserves and stores nothing. Never a 500.
 */
import OpenAI from 'openai'
import { beforeAll, describe, expect, it } from 'vitest'
import { describeEachDatabase } from '#db/testing'
import { apiTokensRepository } from '../account/api-tokens.server'
import { tenantApiKeysRepository } from '../api-keys/tenant-api-keys.server'
import { makeChatTenant } from '../chat/testing/chat-fixtures'
import { BILINGUAL } from '../chat/testing/http-client'
import { getServerConfig } from '../config.server'
import { consumeRateLimit } from '../http/rate-limit.server'
import { setTenantStatus } from '../tenancy/tenants.server'
import { MAX_API_MESSAGES } from './completion-request.server'
import { modelServerForFile, V1_ORIGIN, v1World } from './testing/v1-world'

const model = modelServerForFile()

const question = [{ role: 'user' as const, content: '質問です' }]

describe('/v1 refusals', () => {
  describeEachDatabase('/v1 refusals', (database) => {
    const world = v1World(database, model, 'v1-refusals')
    let key = ''
    beforeAll(async () => {
      key = (await world.key('refusals', ['chat'])).key
    })

    async function post(body: unknown, headers: Record<string, string> = {}) {
      return world.fetch(`${V1_ORIGIN}/v1/chat/completions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      })
    }

    /** The refusal's status and code in OpenAI's shape, in both languages, with nothing charged. */
    async function expectRefused(response: Response, status: number, code: string) {
      expect(response.status).toBe(status)
      const body = await response.json()
      expect(body.error).toMatchObject({ code, param: null })
      expect(typeof body.error.type).toBe('string')
      expect(body.error.message).toMatch(BILINGUAL)
      return body
    }

    it('refuses malformed bodies, unknown models, oversized conversations and tools with 400 or 404', async () => {
      const balance = await world.balance()
      const threads = (await world.threadsOf(world.member.userId)).length
      await expectRefused(await post('{"model":'), 400, 'invalid_json')
      await expectRefused(await post('[1]'), 400, 'invalid_value')
      await expectRefused(await post({ messages: question }), 400, 'invalid_value')
      await expectRefused(await post({ model: 'chat', messages: [] }), 400, 'invalid_value')
      await expectRefused(
        await post({ model: 'chat', messages: [{ role: 'user', content: 42 }] }),
        400,
        'invalid_value',
      )
      await expectRefused(
        await post({ model: 'chat', messages: [{ role: 'root', content: 'x' }] }),
        400,
        'invalid_value',
      )
      await expectRefused(
        await post({ model: 'chat', messages: [...question, { role: 'assistant', content: 'x' }] }),
        400,
        'invalid_value',
      )
      await expectRefused(
        await post({ model: 'chat', messages: question, temperature: 3 }),
        400,
        'invalid_value',
      )
      await expectRefused(
        await post({ model: 'chat', messages: question, max_tokens: 0 }),
        400,
        'invalid_value',
      )
      await expectRefused(await post({ model: 'chat', messages: question, n: 2 }), 400, 'invalid_value')
      await expectRefused(
        await post({ model: 'chat', messages: question }, { 'x-thread-id': 'a b' }),
        400,
        'invalid_value',
      )
      const many = Array.from({ length: MAX_API_MESSAGES + 1 }, () => question[0])
      await expectRefused(await post({ model: 'chat', messages: many }), 400, 'context_length_exceeded')
      const long = Array.from({ length: 20 }, () => ({ role: 'user', content: 'あ'.repeat(7000) }))
      await expectRefused(await post({ model: 'chat', messages: long }), 400, 'context_length_exceeded')
      await expectRefused(await post('x'.repeat(300 * 1024)), 413, 'payload_too_large')
      const tools = [{ type: 'function', function: { name: 'now', parameters: {} } }]
      const refusal = await expectRefused(
        await post({ model: 'chat', messages: question, tools }),
        400,
        'tools_not_supported',
      )
      expect(refusal.error.message).toMatch(/tools/)
      await expectRefused(
        await post({
          model: 'chat',
          messages: [...question, { role: 'tool', content: '1', tool_call_id: 'a' }],
        }),
        400,
        'tools_not_supported',
      )
      await expectRefused(await post({ model: 'gpt-4o', messages: question }), 404, 'model_not_found')
      // Outside the key's scope, and a chat the tenant does not have: both simply do not exist.
      await expectRefused(await post({ model: 'faq:support', messages: question }), 404, 'model_not_found')
      const client = new OpenAI({
        apiKey: world.member.token,
        baseURL: `${V1_ORIGIN}/v1`,
        fetch: world.fetch,
      })
      await expect(
        client.chat.completions.create({ model: 'custom:not-enabled', messages: question }),
      ).rejects.toMatchObject({ status: 404, code: 'model_not_found' })
      await expectRefused(
        await post({ model: 'chat', messages: question }, { 'x-thread-id': 'no-such-thread' }),
        404,
        'not_found',
      )
      expect(await world.balance()).toBe(balance)
      expect((await world.threadsOf(world.member.userId)).length).toBe(threads)
      expect(await world.openReservations()).toBe(0)
    })

    it('answers 401 without a key, with a wrong key and with a revoked key', async () => {
      const noKey = await world.fetch(`${V1_ORIGIN}/v1/models`)
      await expectRefused(noKey, 401, 'invalid_api_key')
      const client = (apiKey: string) =>
        new OpenAI({ apiKey, baseURL: `${V1_ORIGIN}/v1`, fetch: world.fetch })
      await expect(client('opsai_sk_wrong').models.list()).rejects.toBeInstanceOf(OpenAI.AuthenticationError)
      await expect(client('sk-elsewhere').models.list()).rejects.toBeInstanceOf(OpenAI.AuthenticationError)
      const revoked = await world.key('to revoke')
      expect((await client(revoked.key).models.list()).data.length).toBeGreaterThan(0)
      await tenantApiKeysRepository(world.db(), world.member.tenantId).revoke(revoked.summary.id, 'system')
      await expect(
        client(revoked.key).chat.completions.create({ model: 'chat', messages: question }),
      ).rejects.toMatchObject({ status: 401, code: 'invalid_api_key' })
    })

    it('answers 403 tenant_suspended while the tenant is suspended', async () => {
      const slug =
        (await world.db().query.tenants.findFirst({ where: (t, { eq }) => eq(t.id, world.member.tenantId) }))
          ?.slug ?? ''
      await setTenantStatus(world.db(), slug, 'suspended', 'system')
      try {
        await expectRefused(await post({ model: 'chat', messages: question }), 403, 'tenant_suspended')
      } finally {
        await setTenantStatus(world.db(), slug, 'active', 'system')
      }
      expect(
        (await world.fetch(`${V1_ORIGIN}/v1/models`, { headers: { authorization: `Bearer ${key}` } })).status,
      ).toBe(200)
    })

    it('answers 402 insufficient_quota to a tenant without credits, charging nothing', async () => {
      const poor = await makeChatTenant(world.db(), 'v1-poor', 0)
      const token = await apiTokensRepository(world.db(), poor).create('poor')
      const client = new OpenAI({
        apiKey: token.token,
        baseURL: `${V1_ORIGIN}/v1`,
        fetch: world.fetch,
        maxRetries: 0,
      })
      const refusal = client.chat.completions.create({ model: 'chat', messages: question })
      await expect(refusal).rejects.toMatchObject({
        status: 402,
        code: 'insufficient_quota',
        type: 'insufficient_quota',
      })
      expect(await world.threadsOf(poor.userId)).toEqual([])
    })

    it('answers 429 with Retry-After past the chat rate limit, like the screens', async () => {
      const rule = getServerConfig().rateLimits.chat
      for (let sent = 0; sent < rule.max; sent++) {
        await consumeRateLimit(world.db(), `chat-user:${world.member.userId}`, rule)
      }
      const response = await world.fetch(`${V1_ORIGIN}/v1/chat/completions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${world.member.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ model: 'chat', messages: question }),
      })
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
      await expectRefused(response, 429, 'rate_limit_exceeded')
    })
  })
})
