/**
 * The world of the /team integration tests: on a fresh database, a tenant on a 5-user plan with
 * an owner, an admin and a member, another tenant with its owner and team, a real SMTP server the
 * mailer sends through, and real better-auth for the sign-in after accepting.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect } from 'vitest'
import { auditLog } from '#db/schema'
import type { TestDatabase } from '#db/testing'
import { loadConfig } from '#root/app.config'
import { createAuth } from '../../auth/auth.server'
import { ORIGIN } from '../../chat/testing/http-client'
import type { TestMember } from '../../chat/testing/members'
import { resetServerConfig } from '../../config.server'
import { resetMailer } from '../../mail/mailer.server'
import { type SmtpTestServer, startSmtpTestServer } from '../../mail/testing/smtp-test-server'
import { handleAcceptInvitation, type InvitationApiDependencies } from '../invitation-api.server'
import { handleCreateTeam, handleGetTeam, handleInvite } from '../team-api.server'
import type { TeamApiDependencies } from '../team-http.server'
import type { TeamPageData } from '../team-service.server'
import { addMember, ensureSmallPlan, makeTeamTenant, memberDependencies } from './team-fixtures'

export const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/

/** The API's error: status, code, and a message in Japanese and in English. */
export async function expectError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status)
  const body = await response.json()
  expect(body.error).toBe(code)
  expect(body.messages.ja).toMatch(JAPANESE)
  expect(body.messages.en).toMatch(/[A-Za-z]/)
  expect(body.messages.en).not.toMatch(JAPANESE)
  return body
}

export function request(method: string, path: string, who?: TestMember, body?: unknown) {
  return new Request(`${ORIGIN}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(who?.headers ?? {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

export interface TeamWorld {
  smtp: SmtpTestServer
  deps: TeamApiDependencies
  invitationDeps: InvitationApiDependencies
  auth: ReturnType<typeof createAuth>
  owner: TestMember
  admin: TestMember
  plain: TestMember
  other: TestMember
  otherTeamId: string
  signIns: string[]
}

/** Registers the hooks; the world is ready inside tests (`get()`). */
export function teamWorld(database: TestDatabase) {
  let world: TeamWorld | undefined
  const savedSmtp = process.env.OPSAI_SMTP_URL
  beforeAll(async () => {
    const smtp = await startSmtpTestServer()
    process.env.OPSAI_SMTP_URL = smtp.url
    resetServerConfig()
    resetMailer()
    const handle = database.handle()
    const members = new Map<string, TestMember>()
    const deps = memberDependencies(() => handle, members)
    // Real better-auth on the test database: accepting signs in the way /login does.
    const auth = createAuth(handle.db, loadConfig({ OPSAI_SIGNIN_MAX_ATTEMPTS: '1000' }), 'x'.repeat(40))
    const signIns: string[] = []
    const invitationDeps: InvitationApiDependencies = {
      getDb: async () => handle.db,
      async signIn(credentials) {
        signIns.push(credentials.email)
        const result = await auth.api.signInEmail({
          body: credentials,
          headers: new Headers({ origin: ORIGIN }),
          returnHeaders: true,
        })
        return result.headers
      },
    }
    const planId = await ensureSmallPlan(handle, 5)
    const tenant = await makeTeamTenant(handle, 'team-acme', { planId })
    const otherTenant = await makeTeamTenant(handle, 'team-other')
    const owner = await addMember(handle, tenant.id, 'owner@team-acme.test', 'owner')
    const admin = await addMember(handle, tenant.id, 'admin@team-acme.test', 'admin')
    const plain = await addMember(handle, tenant.id, 'member@team-acme.test', 'member')
    const other = await addMember(handle, otherTenant.id, 'owner@team-other.test', 'owner')
    for (const [name, member] of Object.entries({ owner, admin, plain, other })) members.set(name, member)
    const created = await handleCreateTeam(
      request('POST', '/api/team/teams', other, { name: 'Other team' }),
      deps,
    )
    const otherTeamId = (await created.json()).id
    world = { smtp, deps, invitationDeps, auth, owner, admin, plain, other, otherTeamId, signIns }
  })
  afterAll(async () => {
    if (savedSmtp === undefined) delete process.env.OPSAI_SMTP_URL
    else process.env.OPSAI_SMTP_URL = savedSmtp
    resetServerConfig()
    resetMailer()
    await world?.smtp.close()
  })
  const get = () => {
    if (!world) throw new Error('team world used before beforeAll')
    return world
  }
  return {
    get,
    page: async (who: TestMember): Promise<TeamPageData> =>
      (await handleGetTeam(request('GET', '/api/team', who), get().deps)).json(),
    invite: (who: TestMember, body: unknown) =>
      handleInvite(request('POST', '/api/team/invitations', who, body), get().deps),
    accept: (token: string, body: unknown) =>
      handleAcceptInvitation(
        request('POST', `/api/invitations/${token}/accept`, undefined, body),
        { token },
        get().invitationDeps,
      ),
    audit: (action: string) =>
      database
        .handle()
        .db.select()
        .from(auditLog)
        .where(and(eq(auditLog.tenantId, get().owner.tenantId), eq(auditLog.action, action))),
  }
}
