/**
 * The one way to reach tenant-owned rows (DESIGN.md: every tenant-owned row carries tenant_id).
 *
 * `forTenant(db, tenantId)` returns repositories whose every query filters by that tenant, and
 * throws MissingTenantContextError without one: a handler that forgot the tenant crashes instead
 * of reading another tenant's rows. Work across tenants (the system administrator, the CLI,
 * scheduled jobs) says so by going through `asPlatform(db)`.
 */
import type { Db } from '#db/client'
import { listAudit } from '../audit.server'
import { grantAdditionalTokens } from '../ledger/grants.server'
import {
  appendLedgerEntry,
  getBalance,
  type LedgerEntryInput,
  ledgerTotal,
  listLedgerEntries,
} from '../ledger/ledger.server'
import { grantMonthlyPlan, grantMonthlyPlans } from '../ledger/plan-grants.server'
import { release, reserve, settle, sweepExpiredReservations } from '../ledger/reservations.server'
import {
  createApplication,
  findApplication,
  listApplications,
  requireApplication,
  updateApplication,
} from './applications.server'
import { tenantChatsRepository } from './chat-repository.server'
import { listDomains, mapDomain, markDomainVerified, requireDomain, unmapDomain } from './domains.server'
import { listPlans, requirePlan, upsertPlans } from './plans.server'
import { membersRepository, teamsRepository } from './team-repository.server'
import { requireTenantId } from './tenant-context.server'
import { createTenant, listTenants, requireTenantBySlug, setTenantStatus, showTenant } from './tenants.server'
import { createSystemAdmin } from './users.server'

type ReserveInput = Parameters<typeof reserve>[2]

export function forTenant(db: Db, tenantId: string | null | undefined) {
  const id = requireTenantId(tenantId)
  return {
    tenantId: id,
    members: membersRepository(db, id),
    teams: teamsRepository(db, id),
    chats: tenantChatsRepository(db, id),
    domains: {
      async list() {
        return (await listDomains(db)).filter((domain) => domain.tenantId === id)
      },
    },
    tokens: {
      balance: () => getBalance(db, id),
      ledger: (options?: { limit?: number }) => listLedgerEntries(db, id, options),
      ledgerTotal: () => ledgerTotal(db, id),
      /** Grants, purchases, refunds, expiries: one idempotent ledger entry. */
      record: (input: LedgerEntryInput) => appendLedgerEntry(db, id, input),
      grantMonthlyPlan: (options: { month: string; actor: string }) => grantMonthlyPlan(db, id, options),
      /** Additional tokens from an operator or the administrator, audited. */
      grant: (input: Parameters<typeof grantAdditionalTokens>[2]) => grantAdditionalTokens(db, id, input),
      reserve: (input: ReserveInput, now?: Date) => reserve(db, id, input, now),
      /** The reservation is looked up in this tenant only: another tenant's id is not found. */
      settle: (reservationId: string, actual: number, now?: Date) =>
        settle(db, { tenantId: id, id: reservationId }, actual, now),
      release: (reservationId: string, now?: Date) => release(db, { tenantId: id, id: reservationId }, now),
    },
  }
}
export type TenantScope = ReturnType<typeof forTenant>

export function asPlatform(db: Db) {
  return {
    tenants: {
      list: () => listTenants(db),
      show: (slug: string) => showTenant(db, slug),
      require: (slug: string) => requireTenantBySlug(db, slug),
      create: (...args: DropDb<typeof createTenant>) => createTenant(db, ...args),
      setStatus: (...args: DropDb<typeof setTenantStatus>) => setTenantStatus(db, ...args),
      /** Enter one tenant's scope by slug. */
      async scope(slug: string) {
        return forTenant(db, (await requireTenantBySlug(db, slug)).id)
      },
    },
    domains: {
      list: (options?: { tenantSlug?: string }) => listDomains(db, options),
      map: (...args: DropDb<typeof mapDomain>) => mapDomain(db, ...args),
      unmap: (...args: DropDb<typeof unmapDomain>) => unmapDomain(db, ...args),
      require: (hostname: string) => requireDomain(db, hostname),
      markVerified: (...args: DropDb<typeof markDomainVerified>) => markDomainVerified(db, ...args),
    },
    applications: {
      list: () => listApplications(db),
      find: (key: string) => findApplication(db, key),
      require: (key: string) => requireApplication(db, key),
      create: (...args: DropDb<typeof createApplication>) => createApplication(db, ...args),
      update: (...args: DropDb<typeof updateApplication>) => updateApplication(db, ...args),
    },
    plans: {
      list: () => listPlans(db),
      require: (id: string) => requirePlan(db, id),
      upsert: (...args: DropDb<typeof upsertPlans>) => upsertPlans(db, ...args),
    },
    users: {
      createSystemAdmin: (...args: DropDb<typeof createSystemAdmin>) => createSystemAdmin(db, ...args),
    },
    tokens: {
      grantMonthlyPlans: (options: { month: string; actor: string }) => grantMonthlyPlans(db, options),
      sweepExpiredReservations: (now?: Date) => sweepExpiredReservations(db, now),
    },
    audit: {
      list: (options?: { tenantId?: string; limit?: number }) => listAudit(db, options),
    },
  }
}
export type PlatformScope = ReturnType<typeof asPlatform>

/** A service function's parameters after its leading `db`. */
type DropDb<F> = F extends (db: Db, ...rest: infer Rest) => unknown ? Rest : never
