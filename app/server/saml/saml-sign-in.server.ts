/**
 * SAML sign-in (ADR 037): the start (an e-mail address routes to its tenant's IdP) and the
 * assertion consumer (every check, then the user: signed in if they belong to the tenant, created
 * just in time with the tenant's default role if nobody has the address). Each refusal is a code
 * that /login/ezpass words; nothing is written for a refused assertion.
 */
import { randomUUID } from 'node:crypto'
import { and, eq, isNull, lt } from 'drizzle-orm'
import type { Db } from '#db/client'
import {
  account,
  samlEmailDomains,
  samlRequests,
  tenantMembers,
  tenantSamlProviders,
  tenants,
  user,
} from '#db/schema'
import { safeRedirectTarget } from '../../features/auth/access-rules.shared'
import type { SamlRefusal } from '../../features/auth/saml/saml-flow.shared'
import { recordAudit } from '../audit.server'
import { isUniqueViolation } from '../db-errors.server'
import { openStoredSecret } from '../secrets/secret-fields.server'
import { countMembers, lockTenant } from '../team/team-actor.server'
import { findPlan } from '../tenancy/plans.server'
import { webhookMemberJoined } from '../webhooks/webhook-event-points.server'
import { SAML_REQUEST_LIFETIME_MS, samlClient, samlRequestStore } from './saml-service-provider.server'

export class SamlRefused extends Error {
  constructor(
    readonly refusal: SamlRefusal,
    detail?: string,
  ) {
    super(`SAML sign-in refused: ${refusal}${detail ? ` (${detail})` : ''}`)
    this.name = 'SamlRefused'
  }
}

const EMAIL = /^[^\s@]{1,64}@([a-z0-9.-]{1,253})$/

/** The domain of an address, lower-cased; undefined for something that is not an address. */
export function emailDomain(email: string): string | undefined {
  return EMAIL.exec(email.trim().toLowerCase())?.[1]
}

async function loadProvider(db: Db, tenantId: string) {
  const [row] = await db
    .select({ provider: tenantSamlProviders, status: tenants.status })
    .from(tenantSamlProviders)
    .innerJoin(tenants, eq(tenants.id, tenantSamlProviders.tenantId))
    .where(eq(tenantSamlProviders.tenantId, tenantId))
  return row
}

export interface SamlStartInput {
  email: string
  redirect?: unknown
  /** The tenant the request's host belongs to; null on the platform's own host. */
  hostTenantId: string | null
  entityId: (tenantId: string) => string
  acsUrl: (tenantId: string) => string
}

/** The IdP URL (a signed AuthnRequest, HTTP-Redirect) for this address, with the request stored. */
export async function startSamlSignIn(db: Db, input: SamlStartInput) {
  const domain = emailDomain(input.email)
  if (!domain) throw new SamlRefused('invalid-email')
  const [route] = await db
    .select({ tenantId: samlEmailDomains.tenantId })
    .from(samlEmailDomains)
    .where(eq(samlEmailDomains.domain, domain))
  // A tenant's host routes only to that tenant: never to another tenant or brand.
  if (!route || (input.hostTenantId && route.tenantId !== input.hostTenantId)) {
    throw new SamlRefused('unknown-domain', domain)
  }
  const found = await loadProvider(db, route.tenantId)
  if (!found?.provider.enabled || found.status !== 'active') throw new SamlRefused('not-enabled')
  let requestId = ''
  const saml = samlClient(
    { ...found.provider, spPrivateKey: openStoredSecret(found.provider.spPrivateKey) },
    {
      entityId: input.entityId(route.tenantId),
      acsUrl: input.acsUrl(route.tenantId),
      cache: samlRequestStore(db, route.tenantId, safeRedirectTarget(input.redirect), (id) => {
        requestId = id
      }),
    },
  )
  const url = await saml.getAuthorizeUrlAsync('', undefined, { additionalParams: {} })
  return { url, tenantId: route.tenantId, requestId }
}

/** node-saml's refusal, as the check that failed (its messages are pinned with the exact version). */
export function classifySamlError(message: string): SamlRefusal | 'request' {
  if (/InResponseTo is not valid|SubjectInResponseTo is not valid|InResponseTo does not match/.test(message))
    return 'request'
  if (/InResponseTo is missing/.test(message)) return 'unsolicited'
  if (/audience|AudienceRestriction/i.test(message)) return 'wrong-audience'
  if (/expired|not yet valid|No valid subject confirmation/i.test(message)) return 'expired'
  if (/signature|Cannot obtain assertion|EncryptedAssertion|multiple assertions/i.test(message))
    return 'tampered'
  if (/SAML provider returned/.test(message)) return 'idp-error'
  return 'failed'
}

export interface SamlAcsInput {
  tenantId: string
  samlResponse: unknown
  hostTenantId: string | null
  entityId: string
  acsUrl: string
  /** The request id the browser's cookie names (https only); undefined: not bound. */
  browserRequestId?: string | null
}

export interface SamlAcsResult {
  userId: string
  created: boolean
  redirectTo: string
}

type Assertion = {
  $?: { ID?: string }
  Subject?: { SubjectConfirmation?: { SubjectConfirmationData?: { $?: { Recipient?: string } }[] }[] }[]
  AttributeStatement?: unknown
}

function recipientsOf(assertion: Assertion): string[] {
  return (assertion.Subject?.[0]?.SubjectConfirmation ?? []).flatMap((confirmation) =>
    (confirmation.SubjectConfirmationData ?? []).map((data) => data.$?.Recipient ?? ''),
  )
}

function displayName(profile: Record<string, unknown>, email: string): string {
  for (const key of ['displayName', 'name', 'http://schemas.microsoft.com/identity/claims/displayname']) {
    const value = profile[key]
    if (typeof value === 'string' && value.trim()) return value.trim().slice(0, 100)
  }
  return email.split('@')[0]?.slice(0, 100) || email
}

/** Validates the IdP's answer and resolves the user; a refusal throws SamlRefused. */
export async function consumeSamlResponse(db: Db, input: SamlAcsInput): Promise<SamlAcsResult> {
  if (input.hostTenantId && input.hostTenantId !== input.tenantId) throw new SamlRefused('not-enabled')
  const found = await loadProvider(db, input.tenantId)
  if (!found?.provider.enabled || found.status !== 'active') throw new SamlRefused('not-enabled')
  const provider = found.provider
  if (
    typeof input.samlResponse !== 'string' ||
    input.samlResponse.length === 0 ||
    input.samlResponse.length > 1_000_000
  )
    throw new SamlRefused('failed', 'no SAMLResponse')
  const saml = samlClient(
    { ...provider, spPrivateKey: openStoredSecret(provider.spPrivateKey) },
    { entityId: input.entityId, acsUrl: input.acsUrl, cache: samlRequestStore(db, input.tenantId) },
  )
  let profile: Record<string, unknown> & { inResponseTo?: string; issuer?: string; nameID?: string }
  try {
    const result = await saml.validatePostResponseAsync({ SAMLResponse: input.samlResponse })
    if (!result.profile) throw new Error('no profile')
    profile = result.profile as typeof profile
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    const refusal = classifySamlError(message)
    if (refusal !== 'request') throw new SamlRefused(refusal, message)
    throw new SamlRefused(await requestState(db, input.tenantId, input.samlResponse), message)
  }
  if (profile.issuer !== provider.idpEntityId) throw new SamlRefused('tampered', 'issuer')
  const assertion = (profile.getAssertion as () => { Assertion: Assertion })().Assertion
  const recipients = recipientsOf(assertion)
  if (recipients.length === 0 || recipients.some((recipient) => recipient !== input.acsUrl))
    throw new SamlRefused('wrong-destination', recipients.join(' '))
  const requestId = profile.inResponseTo
  if (!requestId) throw new SamlRefused('unsolicited')
  if (input.browserRequestId !== undefined && input.browserRequestId !== requestId)
    throw new SamlRefused('other-browser')
  const assertionId = assertion.$?.ID
  if (!assertionId) throw new SamlRefused('tampered', 'assertion id')
  const rawEmail = typeof profile.email === 'string' ? profile.email : profile.nameID
  const email = (rawEmail ?? '').trim().toLowerCase()
  const domain = emailDomain(email)
  if (!domain || !provider.emailDomains.includes(domain)) throw new SamlRefused('domain-mismatch', domain)

  const existing = (await db.select().from(user).where(eq(user.email, email)))[0]
  if (existing) {
    if (existing.role === 'admin' && !existing.tenantId) throw new SamlRefused('administrator')
    if (existing.tenantId !== input.tenantId) throw new SamlRefused('other-tenant')
    if (existing.banned) throw new SamlRefused('suspended')
  }
  try {
    return await db.transaction(async (tx) => {
      await lockTenant(tx, input.tenantId)
      const [claimed] = await tx
        .update(samlRequests)
        .set({ consumedAt: new Date(), assertionId })
        .where(
          and(
            eq(samlRequests.id, requestId),
            eq(samlRequests.tenantId, input.tenantId),
            isNull(samlRequests.consumedAt),
          ),
        )
        .returning({ redirectTo: samlRequests.redirectTo })
      if (!claimed) throw new SamlRefused('replayed')
      if (existing) return { userId: existing.id, created: false, redirectTo: claimed.redirectTo }
      const [tenant] = await tx
        .select({ planId: tenants.planId })
        .from(tenants)
        .where(eq(tenants.id, input.tenantId))
      const plan = tenant && (await findPlan(tx, tenant.planId))
      if (plan?.maxUsers != null && (await countMembers(tx, input.tenantId)) + 1 > plan.maxUsers)
        throw new SamlRefused('user-limit')
      const userId = randomUUID()
      await tx.insert(user).values({
        id: userId,
        name: displayName(profile, email),
        email,
        // The tenant's IdP vouched for the address.
        emailVerified: true,
        role: 'user',
        tenantId: input.tenantId,
      })
      await tx.insert(account).values({
        id: randomUUID(),
        accountId: `${provider.idpEntityId} ${profile.nameID ?? email}`.slice(0, 500),
        providerId: 'saml',
        userId,
      })
      await tx.insert(tenantMembers).values({ tenantId: input.tenantId, userId, role: provider.defaultRole })
      await webhookMemberJoined(tx, {
        tenantId: input.tenantId,
        userId,
        email,
        role: provider.defaultRole,
        via: 'saml',
        reference: userId,
      })
      await recordAudit(tx, {
        actor: `user:${userId}`,
        action: 'saml.jit',
        tenantId: input.tenantId,
        target: email,
        details: { role: provider.defaultRole, idpEntityId: provider.idpEntityId },
      })
      return { userId, created: true, redirectTo: claimed.redirectTo }
    })
  } catch (error) {
    // The same assertion under another request id: the unique index refused it.
    if (isUniqueViolation(error)) throw new SamlRefused('replayed')
    throw error
  }
}

/** Why a well-signed answer's request was not pending: used once already, or unknown/expired. */
async function requestState(db: Db, tenantId: string, samlResponse: string): Promise<SamlRefusal> {
  const xml = Buffer.from(samlResponse, 'base64').toString('utf8')
  const id = /InResponseTo="([^"]{1,200})"/.exec(xml)?.[1]
  if (!id) return 'unknown-request'
  const [row] = await db
    .select({ consumedAt: samlRequests.consumedAt })
    .from(samlRequests)
    .where(and(eq(samlRequests.id, id), eq(samlRequests.tenantId, tenantId)))
  return row?.consumedAt ? 'replayed' : 'unknown-request'
}

/** Requests past their lifetime by more than an hour go (the server's minute sweeper). */
export async function sweepExpiredSamlRequests(db: Db, now = Date.now()): Promise<number> {
  const removed = await db
    .delete(samlRequests)
    .where(lt(samlRequests.expiresAt, new Date(now - 60 * 60 * 1000)))
    .returning({ id: samlRequests.id })
  return removed.length
}

export { SAML_REQUEST_LIFETIME_MS }
