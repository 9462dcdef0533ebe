/**
 * Monthly credit caps inside a tenant (issue 18): owners and admins cap what one member, or one
 * team's members together, may spend in a Japan calendar month. The cap is enforced where the
 * credits are reserved (`opsai_ledger_reserve`, db/migrations/0022): this module sets the caps
 * and reads what each has committed — credits charged this month plus what open replies hold —
 * through the same SQL function the reservation uses, so the screens and the refusal agree.
 */
import { and, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import { japanDate, startOfJapanMonth, startOfNextJapanMonth } from '#app/lib/japan-day.shared'
import type { Db } from '#db/client'
import { rowsOf } from '#db/rows'
import { teamMembers, teams, tenantMembers } from '#db/schema'
import type { CreditAllowance } from '../../features/chat/chat-types.shared'
import { recordAudit } from '../audit.server'
import { validateInput } from '../tenancy/fields.server'
import { auditActor, requireManager, type TeamActor } from './team-actor.server'
import { memberNotFound, teamNotFound } from './team-errors.server'

/** A cap above this is a typing slip, not a budget (the ledger's whole range is far larger). */
export const MAX_MONTHLY_CREDITS = 1_000_000_000_000

export const quotaInputSchema = z.object({
  monthlyCredits: z
    .number({ error: 'errors.team.quotaNotANumber' })
    .int('errors.team.quotaNotWhole')
    .min(0, 'errors.team.quotaNegative')
    .max(MAX_MONTHLY_CREDITS, 'errors.team.quotaTooLarge')
    .nullable(),
})
export type QuotaInput = z.input<typeof quotaInputSchema>

/** The month caps count: its first and next-first Japan days, and when it resets. */
export function creditMonth(now: Date) {
  const from = japanDate(startOfJapanMonth(now))
  const resetsOn = japanDate(startOfNextJapanMonth(now))
  return { from, to: resetsOn, resetsOn }
}

const actorOf = (userId: string) => `user:${userId}`

/** Credits `userIds` together spent this month plus what their open replies hold. */
export async function creditsCommitted(db: Db, tenantId: string, userIds: readonly string[], now: Date) {
  if (userIds.length === 0) return 0
  const month = creditMonth(now)
  const actors = sql.join(
    userIds.map((userId) => sql`${actorOf(userId)}`),
    sql`, `,
  )
  const result = await db.execute(
    sql`select opsai_credits_committed(${tenantId}, array[${actors}]::text[], ${month.from}::date, ${month.to}::date) as committed`,
  )
  return Number(rowsOf<{ committed: string | number }>(result)[0]?.committed ?? 0)
}

/** Each member's committed credits this month, by user id (members with none are absent). */
export async function committedByMember(db: Db, tenantId: string, now: Date): Promise<Map<string, number>> {
  const month = creditMonth(now)
  const result = await db.execute(sql`
    select substr(actor, 6) as user_id, sum(credits)::bigint as committed from (
      select actor, -sum(amount) as credits from ledger_rollup_daily
      where tenant_id = ${tenantId} and kind = 'usage' and day >= ${month.from}::date and day < ${month.to}::date
        and actor like 'user:%'
      group by actor
      union all
      select actor, sum(estimate) from token_reservations
      where tenant_id = ${tenantId} and status = 'open' and actor like 'user:%'
      group by actor
    ) spent group by actor`)
  return new Map(
    rowsOf<{ user_id: string; committed: string | number }>(result).map((row) => [
      row.user_id,
      Number(row.committed),
    ]),
  )
}

export interface QuotaSetting {
  monthlyCredits: number | null
}

export async function setMemberQuota(
  db: Db,
  actor: TeamActor,
  userId: string,
  input: unknown,
): Promise<QuotaSetting & { userId: string }> {
  const { monthlyCredits } = validateInput(quotaInputSchema, input)
  return db.transaction(async (tx) => {
    await requireManager(tx, actor)
    const [before] = await tx
      .select({ cap: tenantMembers.monthlyCreditCap })
      .from(tenantMembers)
      .where(and(eq(tenantMembers.tenantId, actor.tenantId), eq(tenantMembers.userId, userId)))
      .for('update')
    if (!before) throw memberNotFound()
    await tx
      .update(tenantMembers)
      .set({ monthlyCreditCap: monthlyCredits })
      .where(and(eq(tenantMembers.tenantId, actor.tenantId), eq(tenantMembers.userId, userId)))
    await recordAudit(tx, {
      actor: auditActor(actor),
      action: 'team.member.quota',
      tenantId: actor.tenantId,
      target: userId,
      details: { from: before.cap, to: monthlyCredits },
    })
    return { userId, monthlyCredits }
  })
}

export async function setTeamQuota(
  db: Db,
  actor: TeamActor,
  teamId: string,
  input: unknown,
): Promise<QuotaSetting & { teamId: string }> {
  const { monthlyCredits } = validateInput(quotaInputSchema, input)
  return db.transaction(async (tx) => {
    await requireManager(tx, actor)
    const [before] = await tx
      .select({ cap: teams.monthlyCreditCap })
      .from(teams)
      .where(and(eq(teams.tenantId, actor.tenantId), eq(teams.id, teamId)))
      .for('update')
    if (!before) throw teamNotFound()
    await tx
      .update(teams)
      .set({ monthlyCreditCap: monthlyCredits })
      .where(and(eq(teams.tenantId, actor.tenantId), eq(teams.id, teamId)))
    await recordAudit(tx, {
      actor: auditActor(actor),
      action: 'team.team.quota',
      tenantId: actor.tenantId,
      target: teamId,
      details: { from: before.cap, to: monthlyCredits },
    })
    return { teamId, monthlyCredits }
  })
}

/** What a member may still spend this month under their own and their teams' caps; null: no cap. */
export async function memberAllowance(
  db: Db,
  tenantId: string,
  userId: string,
  now: Date = new Date(),
): Promise<CreditAllowance | null> {
  const [member] = await db
    .select({ cap: tenantMembers.monthlyCreditCap })
    .from(tenantMembers)
    .where(and(eq(tenantMembers.tenantId, tenantId), eq(tenantMembers.userId, userId)))
  const cappedTeams = await db
    .select({ id: teams.id, name: teams.name, cap: teams.monthlyCreditCap })
    .from(teamMembers)
    .innerJoin(teams, and(eq(teams.tenantId, teamMembers.tenantId), eq(teams.id, teamMembers.teamId)))
    .where(
      and(
        eq(teamMembers.tenantId, tenantId),
        eq(teamMembers.userId, userId),
        sql`${teams.monthlyCreditCap} is not null`,
      ),
    )
  const { resetsOn } = creditMonth(now)
  const limits: CreditAllowance[] = []
  if (member?.cap != null) {
    const committed = await creditsCommitted(db, tenantId, [userId], now)
    limits.push({ scope: 'member', teamName: null, cap: member.cap, committed, remaining: 0, resetsOn })
  }
  for (const team of cappedTeams) {
    const memberIds = await db
      .select({ userId: teamMembers.userId })
      .from(teamMembers)
      .where(and(eq(teamMembers.tenantId, tenantId), eq(teamMembers.teamId, team.id)))
    const committed = await creditsCommitted(
      db,
      tenantId,
      memberIds.map((row) => row.userId),
      now,
    )
    limits.push({ scope: 'team', teamName: team.name, cap: team.cap ?? 0, committed, remaining: 0, resetsOn })
  }
  const withRemaining = limits.map((limit) => ({
    ...limit,
    remaining: Math.max(0, limit.cap - limit.committed),
  }))
  withRemaining.sort((a, b) => a.remaining - b.remaining)
  return withRemaining[0] ?? null
}
