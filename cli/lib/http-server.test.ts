/**
 * Session cookies through the real HTTP server (srvx, its middleware) behind a reverse proxy: a
 * sign-in that reached a trusted proxy over https gets `Secure` cookies and passes better-auth's
 * origin check for the https site, though OPSAI_BASE_URL is plain http (issue 19, point 7).
 */
import { randomUUID } from 'node:crypto'
import { request as httpRequest } from 'node:http'
import { hashPassword } from 'better-auth/crypto'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { resetServerConfig } from '#app/server/config.server'
import { account, user } from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { loadConfig } from '#root/app.config'
import { createAuth } from '../../app/server/auth/auth.server'
import { startHttpServer } from './http-server'

const PASSWORD = 'Corr3ct-horse!'
const EMAIL = 'proxied@acme.test'
const SITE = 'chat.acme.test'

/** A sign-in as the proxy forwards it: the public Host, the client's Origin, X-Forwarded-*. */
function signIn(port: number, headers: Record<string, string>) {
  const body = JSON.stringify({ email: EMAIL, password: PASSWORD })
  return new Promise<{ status: number; cookies: string[] }>((resolve, reject) => {
    const sent = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/auth/sign-in/email',
        headers: { 'content-type': 'application/json', host: SITE, ...headers },
      },
      (response) => {
        response.resume()
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, cookies: response.headers['set-cookie'] ?? [] }),
        )
      },
    )
    sent.on('error', reject)
    sent.end(body)
  })
}

const flagsOf = (cookie: string) =>
  cookie
    .split(';')
    .slice(1)
    .map((part) => part.trim().toLowerCase())

describeEachDatabase('session cookies behind a trusted https proxy', (database) => {
  let server: Awaited<ReturnType<typeof startHttpServer>> | undefined
  let port = 0
  const saved = { ...process.env }

  beforeAll(async () => {
    const id = randomUUID()
    const { db } = database.handle()
    await db.insert(user).values({ id, name: 'proxied', email: EMAIL, role: 'user' })
    await db.insert(account).values({
      id: randomUUID(),
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: await hashPassword(PASSWORD),
    })
    process.env.OPSAI_TRUSTED_PROXIES = '127.0.0.1'
    process.env.OPSAI_BASE_URL = 'http://localhost:3000'
    resetServerConfig()
    const auth = createAuth(db, loadConfig(process.env), 'z'.repeat(40))
    server = await startHttpServer({ port: 0, host: '127.0.0.1', handler: { fetch: auth.handler } })
    port = Number(new URL(server.url ?? '').port)
  })

  afterAll(async () => {
    await server?.close(true)
    process.env = saved
    resetServerConfig()
  })

  it('marks the session cookie Secure when the proxy says the client came over https', async () => {
    const answer = await signIn(port, {
      origin: `https://${SITE}`,
      'x-forwarded-for': '203.0.113.5',
      'x-forwarded-proto': 'https',
    })
    expect(answer.status).toBe(200)
    const session = answer.cookies.find((cookie) => cookie.startsWith('sid.session_token='))
    expect(session).toBeDefined()
    for (const cookie of answer.cookies) expect(flagsOf(cookie)).toContain('secure')
    expect(flagsOf(session ?? '')).toEqual(expect.arrayContaining(['httponly', 'samesite=lax']))
  })

  it('leaves plain http (the proxy says http) without Secure, as local development', async () => {
    const answer = await signIn(port, {
      origin: `http://${SITE}`,
      'x-forwarded-for': '203.0.113.5',
      'x-forwarded-proto': 'http',
    })
    expect(answer.status).toBe(200)
    const session = answer.cookies.find((cookie) => cookie.startsWith('sid.session_token='))
    expect(flagsOf(session ?? '')).not.toContain('secure')
  })
})
