/**
 * Two-factor authentication against the real better-auth (ADR 036): a cookie jar per browser, TOTP
 * codes computed with `otpauth` from the enrolment's URI, users of a tenant and administrators.
 */
import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { Secret, TOTP } from 'otpauth'
import type { Db } from '#db/client'
import { auditLog, tenantMembers } from '#db/schema'
import { loadConfig } from '#root/app.config'
import { type Auth, createAuth } from '../../auth/auth.server'
import { sessionOfRequest } from '../../auth/session.server'
import { makeTenant, TEST_ACTOR } from '../../tenancy/test-fixtures.server'
import { createSystemAdmin, insertCredentialUser, prepareCredentialUser } from '../../tenancy/users.server'

export const ORIGIN = 'http://localhost:3000'
export const PASSWORD = 'Corr3ct-horse-2fa!'

/** A browser: its cookies go with every request, answers' cookies are kept. */
export class Browser {
  private cookies = new Map<string, string>()

  constructor(private readonly auth: Auth) {}

  headers(extra: Record<string, string> = {}): Headers {
    const headers = new Headers({ origin: ORIGIN, ...extra })
    if (this.cookies.size > 0) {
      headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '))
    }
    return headers
  }

  async post(path: string, body: unknown): Promise<Response> {
    const headers = this.headers({ 'content-type': 'application/json' })
    const response = await this.auth.handler(
      new Request(`${ORIGIN}/api/auth${path}`, { method: 'POST', headers, body: JSON.stringify(body) }),
    )
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';')
      const at = pair.indexOf('=')
      const name = pair.slice(0, at).trim()
      const value = pair.slice(at + 1).trim()
      const expired = attributes.some((attribute) => /max-age=0\b/i.test(attribute.trim()))
      if (!value || expired) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
    return response
  }

  /** The session the cookies carry, as the rest of the server sees it. */
  session() {
    return sessionOfRequest(this.auth, this.headers())
  }
}

/** The current code of the enrolment's otpauth URI (and the one of the next period). */
export function totpOf(uri: string, offsetPeriods = 0): string {
  const secret = new URL(uri).searchParams.get('secret') ?? ''
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 })
  return totp.generate({ timestamp: Date.now() + offsetPeriods * 30_000 })
}

export function twoFactorWorld(db: () => Db) {
  const config = loadConfig({ OPSAI_SIGNIN_MAX_ATTEMPTS: '1000', OPSAI_SIGNIN_WINDOW_S: '60' })
  const auth = createAuth(db(), config, 'x'.repeat(40))
  return {
    auth,
    browser: () => new Browser(auth),
    async member(tenantSlug: string, role: 'owner' | 'member' = 'member') {
      const tenant = await makeTenant(db(), tenantSlug)
      const email = `${role}-${randomUUID().slice(0, 8)}@${tenantSlug}.test`
      const prepared = await prepareCredentialUser({ email, name: email, password: PASSWORD })
      const id = await insertCredentialUser(db(), prepared, { tenantId: tenant.id, role: 'user' })
      await db().insert(tenantMembers).values({ tenantId: tenant.id, userId: id, role })
      return { id, email, tenantId: tenant.id }
    },
    async admin() {
      const email = `admin-${randomUUID().slice(0, 8)}@opsai.test`
      const created = await createSystemAdmin(db(), { email, name: 'Admin', password: PASSWORD }, TEST_ACTOR)
      return { id: created.id, email }
    },
    /** Enrols the browser's signed-in user: enable, confirm with a code; the URI and backup codes. */
    async enrol(browser: Browser) {
      const enabled = await browser.post('/two-factor/enable', { password: PASSWORD })
      if (enabled.status !== 200) throw new Error(`enable: ${enabled.status} ${await enabled.text()}`)
      const { totpURI, backupCodes } = (await enabled.json()) as { totpURI: string; backupCodes: string[] }
      const confirmed = await browser.post('/two-factor/verify-totp', { code: totpOf(totpURI) })
      if (confirmed.status !== 200) throw new Error(`verify: ${confirmed.status} ${await confirmed.text()}`)
      return { totpURI, backupCodes }
    },
    async auditOf(action: string, target: string) {
      return db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, action), eq(auditLog.target, target)))
    },
  }
}
