import { randomUUID } from 'node:crypto'
import { hashPassword } from 'better-auth/crypto'
import { beforeAll, expect, it } from 'vitest'
import type { Db } from '#db/client'
import { account, user } from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { loadConfig } from '#root/app.config'
import { CLIENT_IP_HEADER } from '../http/client-ip.server'
import { createAuth } from './auth.server'

const ORIGIN = 'http://localhost:3000'
const PASSWORD = 'Corr3ct-horse!'

async function addUser(db: Db, email: string, fields: { role?: string } = {}) {
  const id = randomUUID()
  await db.insert(user).values({ id, name: email.split('@')[0] ?? email, email, role: fields.role ?? 'user' })
  await db.insert(account).values({
    id: randomUUID(),
    accountId: id,
    providerId: 'credential',
    userId: id,
    password: await hashPassword(PASSWORD),
  })
  return id
}

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return new Request(`${ORIGIN}/api/auth${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers },
    body: JSON.stringify(body),
  })
}

describeEachDatabase('auth', (database) => {
  let auth: ReturnType<typeof createAuth>
  beforeAll(async () => {
    const db = database.handle().db
    const config = loadConfig({ OPSAI_SIGNIN_MAX_ATTEMPTS: '5', OPSAI_SIGNIN_WINDOW_S: '60' })
    auth = createAuth(db, config, 'x'.repeat(40))
    await addUser(db, 'member@acme.test')
    await addUser(db, 'root@opsai.test', { role: 'admin' })
  })

  it('signs a member in with a token usable as Authorization: Bearer', async () => {
    const response = await auth.handler(
      post('/sign-in/email', { email: 'member@acme.test', password: PASSWORD }),
    )
    expect(response.status).toBe(200)
    const token = response.headers.get('set-auth-token')
    expect(token).toBeTruthy()
    expect(response.headers.get('set-cookie')).toMatch(/sid\.session_token=.*HttpOnly/)
    const session = await auth.handler(
      new Request(`${ORIGIN}/api/auth/get-session`, { headers: { authorization: `Bearer ${token}` } }),
    )
    const body = await session.json()
    expect(body.user.email).toBe('member@acme.test')
    expect(body.session.isSystemAdminLogin).toBe(false)
  })

  it('marks sessions from the system-admin sign-in, and only for administrators', async () => {
    const member = await auth.handler(
      post('/sign-in/system-admin', { email: 'member@acme.test', password: PASSWORD }),
    )
    expect(member.status).toBe(401)
    const wrong = await auth.handler(
      post('/sign-in/system-admin', { email: 'root@opsai.test', password: 'nope-nope' }),
    )
    expect(wrong.status).toBe(401)
    expect(await member.json()).toEqual(await wrong.json())

    const admin = await auth.handler(
      post('/sign-in/system-admin', { email: 'root@opsai.test', password: PASSWORD }),
    )
    expect(admin.status).toBe(200)
    const token = admin.headers.get('set-auth-token')
    const session = await auth.api.getSession({ headers: new Headers({ authorization: `Bearer ${token}` }) })
    expect(session?.session.isSystemAdminLogin).toBe(true)
  })

  it('never opens a tenant-side session for an administrator account, whatever the way in', async () => {
    const context = await auth.$context
    const admin = await context.internalAdapter.findUserByEmail('root@opsai.test')
    const session = await context.internalAdapter.createSession(admin?.user.id ?? '', false).catch(() => null)
    expect(session ?? null).toBeNull()
  })

  it('refuses an administrator at the tenant sign-in', async () => {
    const response = await auth.handler(
      post('/sign-in/email', { email: 'root@opsai.test', password: PASSWORD }),
    )
    expect(response.status).toBe(401)
  })

  it('does not offer a bare sign-up', async () => {
    const response = await auth.handler(
      post('/sign-up/email', { email: 'new@x.test', password: PASSWORD, name: 'N' }),
    )
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
  })

  it('limits sign-in attempts per account with Retry-After', async () => {
    const statuses: number[] = []
    let last: Response | undefined
    for (let attempt = 0; attempt < 6; attempt += 1) {
      // A different client address each time (as the HTTP server stamps it): the per-IP limit
      // does not apply.
      last = await auth.handler(
        post(
          '/sign-in/email',
          { email: 'victim@acme.test', password: 'guess' },
          { [CLIENT_IP_HEADER]: `10.9.0.${attempt + 1}` },
        ),
      )
      statuses.push(last.status)
    }
    expect(statuses.slice(0, 5).every((status) => status === 401)).toBe(true)
    expect(statuses[5]).toBe(429)
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('signs out: the token no longer works', async () => {
    const response = await auth.handler(
      post('/sign-in/email', { email: 'member@acme.test', password: PASSWORD }),
    )
    const token = response.headers.get('set-auth-token') ?? ''
    const out = await auth.handler(post('/sign-out', {}, { authorization: `Bearer ${token}` }))
    expect(out.status).toBe(200)
    const session = await auth.api.getSession({ headers: new Headers({ authorization: `Bearer ${token}` }) })
    expect(session).toBeNull()
  })
})
