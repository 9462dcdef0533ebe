import { randomUUID } from 'node:crypto'
import { hashPassword } from 'better-auth/crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { clearDatabase, setDatabase } from '#db/runtime'
import { account, auditLog, user } from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { type OpenAiTestServer, startOpenAiTestServer } from '../ai/testing/openai-test-server'
import { getAuth, resetAuth } from '../auth/auth.server'
import { getRequestSession } from '../auth/session.server'
import { handleGetThread, handlePostMessage } from '../chat/chat-api.server'
import { type ChatApiDependencies, defaultDependencies } from '../chat/chat-http.server'
import { makeChatTenant } from '../chat/testing/chat-fixtures'
import { ORIGIN, post, readEvents } from '../chat/testing/http-client'
import { resetServerConfig } from '../config.server'
import type { MailMessage } from '../mail/mailer.server'
import type { AccountCaller } from './account.server'
import { listActiveSessions, loadProfile } from './account.server'
import {
  confirmEmailAction,
  createApiTokenAction,
  emailChangeAction,
  passwordAction,
  renameAction,
  revokeApiTokenAction,
  revokeSessionAction,
} from './account-actions.server'

const PASSWORD = 'Corr3ct-horse!'
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/

let server: OpenAiTestServer
beforeAll(async () => {
  server = await startOpenAiTestServer()
  // This file signs in dozens of times from one address; the limits have their own tests.
  vi.stubEnv('OPSAI_SIGNIN_MAX_ATTEMPTS', '1000')
  resetServerConfig()
})
afterAll(async () => {
  await server.close()
  vi.unstubAllEnvs()
  resetServerConfig()
  clearDatabase()
  resetAuth()
})

describe('account settings', () => {
  describeEachDatabase('account settings', (database) => {
    let dependencies: ChatApiDependencies
    const db = () => database.handle().db

    interface Member {
      caller: AccountCaller & { name: string; email: string }
      headers: Headers
      bearer: string
    }

    async function signIn(email: string, password: string) {
      const auth = await getAuth()
      const response = await auth.handler(
        post('/api/auth/sign-in/email', { email, password }, { origin: ORIGIN }),
      )
      return { status: response.status, token: response.headers.get('set-auth-token') ?? '' }
    }

    async function member(slug: string): Promise<Member> {
      const made = await makeChatTenant(db(), slug, 10_000)
      await db()
        .insert(account)
        .values({
          id: randomUUID(),
          accountId: made.userId,
          providerId: 'credential',
          userId: made.userId,
          password: await hashPassword(PASSWORD),
        })
      const [row] = await db().select().from(user).where(eq(user.id, made.userId))
      const email = row?.email ?? ''
      const { token } = await signIn(email, PASSWORD)
      const headers = new Headers({ authorization: `Bearer ${token}`, origin: ORIGIN })
      const session = await getRequestSession(headers)
      if (!session) throw new Error('no session')
      return {
        caller: {
          userId: made.userId,
          tenantId: made.tenantId,
          sessionId: session.sessionId,
          name: slug,
          email,
        },
        headers,
        bearer: token,
      }
    }

    const auditActions = async (userId: string) =>
      (
        await db()
          .select()
          .from(auditLog)
          .where(eq(auditLog.actor, `user:${userId}`))
      ).map((row) => row.action)

    beforeAll(() => {
      clearDatabase()
      resetAuth()
      setDatabase(database.handle())
      dependencies = {
        ...defaultDependencies,
        turnOptions: { env: { OPSAI_AI_BASE_URL: server.baseURL, OPSAI_AI_MODEL: 'test-model' } },
      }
    })

    it('changes the e-mail address only once the link sent to the new address is followed', async () => {
      const alice = await member('acct-mail')
      const sent: MailMessage[] = []
      const send = async (message: MailMessage) => void sent.push(message)
      const result = await emailChangeAction(db(), alice.caller, 'https://tenant.example', send, {
        newEmail: 'New.Alice@Example.test',
      })
      expect(result).toMatchObject({ ok: true, sentTo: 'new.alice@example.test' })
      expect(sent).toHaveLength(1)
      expect(sent[0]?.to).toBe('new.alice@example.test')
      const link = /https:\/\/tenant\.example\/user\?confirmEmail=(\S+)/.exec(sent[0]?.text ?? '')
      expect(link).not.toBeNull()
      const token = decodeURIComponent(link?.[1] ?? '')

      // Not yet: the address is pending.
      expect(await loadProfile(db(), alice.caller)).toMatchObject({
        email: alice.caller.email,
        pendingEmail: 'new.alice@example.test',
      })
      // Someone else signed in cannot apply it, and a forged token does nothing.
      const bob = await member('acct-mail-bob')
      expect(await confirmEmailAction(db(), bob.caller, { token })).toMatchObject({ ok: false, status: 400 })
      expect(
        await confirmEmailAction(db(), alice.caller, { token: `${alice.caller.userId}.forged` }),
      ).toMatchObject({
        ok: false,
      })
      expect((await loadProfile(db(), alice.caller)).email).toBe(alice.caller.email)

      const confirmed = await confirmEmailAction(db(), alice.caller, { token })
      expect(confirmed).toMatchObject({ ok: true, email: 'new.alice@example.test' })
      expect((await loadProfile(db(), alice.caller)).email).toBe('new.alice@example.test')
      // The link works once.
      expect(await confirmEmailAction(db(), alice.caller, { token })).toMatchObject({ ok: false })
      expect(await auditActions(alice.caller.userId)).toEqual(
        expect.arrayContaining(['user.email_change_request', 'user.email_change']),
      )
    })

    it('tells the taken address instead of recording a change to it', async () => {
      const carol = await member('acct-taken')
      const dave = await member('acct-taken-dave')
      const sent: MailMessage[] = []
      const result = await emailChangeAction(db(), carol.caller, ORIGIN, async (m) => void sent.push(m), {
        newEmail: dave.caller.email,
      })
      expect(result.ok).toBe(true)
      expect(sent[0]?.text).not.toMatch(/confirmEmail=/)
      expect((await loadProfile(db(), carol.caller)).pendingEmail).toBeNull()
    })

    it('refuses bad input with field errors in Japanese and English', async () => {
      const erin = await member('acct-bad-input')
      const bad = await emailChangeAction(db(), erin.caller, ORIGIN, async () => {}, {
        newEmail: 'not-an-address',
      })
      expect(bad).toMatchObject({ ok: false, status: 400 })
      if (bad.ok) return
      expect(bad.fieldErrors?.newEmail?.ja).toMatch(JAPANESE)
      expect(bad.fieldErrors?.newEmail?.en).toMatch(/e-mail|email/i)
      const blank = await renameAction(db(), erin.caller, { name: '   ' })
      expect(blank).toMatchObject({ ok: false, status: 400 })
      expect(await renameAction(db(), erin.caller, { name: 'Erin Example' })).toEqual({ ok: true })
      expect((await loadProfile(db(), erin.caller)).name).toBe('Erin Example')
      expect(await auditActions(erin.caller.userId)).toContain('user.rename')
    })

    it('changes the password only with the current one', async () => {
      const frank = await member('acct-password')
      const auth = await getAuth()
      const wrong = await passwordAction(db(), auth, frank.caller, frank.headers, {
        currentPassword: 'not-my-password',
        newPassword: 'N3w-password!',
        revokeOtherSessions: false,
      })
      expect(wrong).toMatchObject({ ok: false, status: 400 })
      if (wrong.ok) return
      expect(wrong.fieldErrors?.currentPassword?.ja).toBe('現在のパスワードが正しくありません。')
      expect(wrong.fieldErrors?.currentPassword?.en).toBe('The current password is not correct.')
      expect((await signIn(frank.caller.email, 'N3w-password!')).status).toBe(401)

      const other = await signIn(frank.caller.email, PASSWORD)
      const changed = await passwordAction(db(), auth, frank.caller, frank.headers, {
        currentPassword: PASSWORD,
        newPassword: 'N3w-password!',
        revokeOtherSessions: true,
      })
      expect(changed.ok).toBe(true)
      expect((await signIn(frank.caller.email, 'N3w-password!')).status).toBe(200)
      expect((await signIn(frank.caller.email, PASSWORD)).status).toBe(401)
      // The other session ended with the change.
      expect(await getRequestSession(new Headers({ authorization: `Bearer ${other.token}` }))).toBeNull()
      expect(await auditActions(frank.caller.userId)).toContain('user.password_change')
    })

    it("lists sessions and signs out only the caller's own", async () => {
      const gina = await member('acct-sessions')
      const harry = await member('acct-sessions-harry')
      await signIn(gina.caller.email, PASSWORD)
      const sessions = await listActiveSessions(db(), gina.caller)
      expect(sessions.length).toBe(2)
      expect(sessions.filter((s) => s.current)).toHaveLength(1)
      const harrySession = (await listActiveSessions(db(), harry.caller))[0]
      expect(await revokeSessionAction(db(), gina.caller, { id: harrySession?.id })).toMatchObject({
        ok: false,
        status: 404,
      })
      const other = sessions.find((s) => !s.current)
      expect(await revokeSessionAction(db(), gina.caller, { id: other?.id })).toEqual({ ok: true })
      expect(await listActiveSessions(db(), gina.caller)).toHaveLength(1)
      expect(await auditActions(gina.caller.userId)).toContain('session.revoke')
    })

    it('accepts a personal API token on the chat API until it is revoked', async () => {
      const ivy = await member('acct-token')
      const created = await createApiTokenAction(db(), ivy.caller, { name: 'nightly report' })
      if (!created.ok) throw new Error('token not created')
      expect(created.token).toMatch(/^opsai_pat_/)
      expect(created.summary).toMatchObject({ name: 'nightly report', lastUsedAt: null })
      expect(created.token.startsWith(created.summary.prefix)).toBe(true)
      const headers = { authorization: `Bearer ${created.token}` }

      server.enqueue({ chunks: ['トークンで答えます'], usage: { promptTokens: 4, completionTokens: 3 } })
      const response = await handlePostMessage(
        post('/api/chats/chat/default/messages', { content: 'API から' }, headers),
        { kind: 'chat', keyword: 'default' },
        dependencies,
      )
      expect(response.status).toBe(200)
      const events = await readEvents(response)
      const threadId = String(events[0]?.data.threadId)
      const thread = await handleGetThread(
        new Request(`${ORIGIN}/api/threads/${threadId}`, { headers }),
        { id: threadId },
        dependencies,
      )
      expect(thread.status).toBe(200)
      expect((await thread.json()).thread.userId ?? ivy.caller.userId).toBe(ivy.caller.userId)

      // Only a hash is stored.
      const stored = await db().query.apiTokens.findFirst({
        where: (t, { eq }) => eq(t.id, created.summary.id),
      })
      expect(stored?.tokenHash).not.toContain(created.token)
      expect(stored?.lastUsedAt).not.toBeNull()

      // Another user cannot revoke it.
      const jack = await member('acct-token-jack')
      expect(await revokeApiTokenAction(db(), jack.caller, { id: created.summary.id })).toMatchObject({
        ok: false,
        status: 404,
      })
      expect(await revokeApiTokenAction(db(), ivy.caller, { id: created.summary.id })).toEqual({ ok: true })
      const after = await handleGetThread(
        new Request(`${ORIGIN}/api/threads/${threadId}`, { headers }),
        { id: threadId },
        dependencies,
      )
      expect(after.status).toBe(401)
      const revokedPost = await handlePostMessage(
        post('/api/chats/chat/default/messages', { content: 'まだ?' }, headers),
        { kind: 'chat', keyword: 'default' },
        dependencies,
      )
      expect(revokedPost.status).toBe(401)
      const [audit] = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'api_token.revoke'), eq(auditLog.target, created.summary.id)))
      expect(audit).toMatchObject({ tenantId: ivy.caller.tenantId, actor: `user:${ivy.caller.userId}` })
      expect(JSON.stringify(audit?.details)).not.toContain(created.token)
      expect(await auditActions(ivy.caller.userId)).toContain('api_token.create')
    })
  })
})
