import { randomUUID } from 'node:crypto'
import { hashPassword } from 'better-auth/crypto'
import { beforeAll, expect, it } from 'vitest'
import type { Db } from '#db/client'
import { account, user } from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { loadConfig } from '#root/app.config'
import { createAuth } from '../auth/auth.server'

const PASSWORD = 'Corr3ct-horse!'

async function addMember(db: Db, email: string) {
  const id = randomUUID()
  await db.insert(user).values({ id, name: 'cookie', email, role: 'user' })
  await db.insert(account).values({
    id: randomUUID(),
    accountId: id,
    providerId: 'credential',
    userId: id,
    password: await hashPassword(PASSWORD),
  })
}

/** The session cookies a sign-in sets, when the deployment's base URL is `baseUrl`. */
async function signInCookies(db: Db, baseUrl: string, email: string) {
  const auth = createAuth(db, loadConfig({ OPSAI_BASE_URL: baseUrl }), 'z'.repeat(40))
  const response = await auth.handler(
    new Request(`${baseUrl}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({ email, password: PASSWORD }),
    }),
  )
  expect(response.status).toBe(200)
  return response.headers.getSetCookie()
}

function attributes(cookie: string) {
  return cookie
    .split(';')
    .slice(1)
    .map((part) => part.trim().toLowerCase())
}

describeEachDatabase('session cookie flags', (database) => {
  beforeAll(async () => {
    await addMember(database.handle().db, 'https-cookie@acme.test')
  })

  it('over HTTPS: Secure, HttpOnly, SameSite=Lax and the __Secure- prefix on every auth cookie', async () => {
    const cookies = await signInCookies(
      database.handle().db,
      'https://chat.example.com',
      'https-cookie@acme.test',
    )
    const session = cookies.find((cookie) => cookie.startsWith('__Secure-sid.session_token='))
    expect(session).toBeDefined()
    for (const cookie of cookies) {
      expect(cookie.startsWith('__Secure-')).toBe(true)
      const flags = attributes(cookie)
      expect(flags).toContain('secure')
      expect(flags).toContain('httponly')
      expect(flags).toContain('samesite=lax')
    }
  })

  it('over plain HTTP (local use): HttpOnly and SameSite=Lax, without Secure the browser would drop', async () => {
    const cookies = await signInCookies(
      database.handle().db,
      'http://localhost:3000',
      'https-cookie@acme.test',
    )
    const session = cookies.find((cookie) => cookie.startsWith('sid.session_token='))
    expect(session).toBeDefined()
    const flags = attributes(session ?? '')
    expect(flags).toContain('httponly')
    expect(flags).toContain('samesite=lax')
    expect(flags).not.toContain('secure')
  })
})
