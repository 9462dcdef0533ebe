import { sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { describeEachDatabase } from '#db/testing'
import { InvalidInputError, NotFoundError } from '../errors.server'
import { validateInput } from '../tenancy/fields.server'
import { makeTenant, TEST_ACTOR } from '../tenancy/test-fixtures.server'
import { IdempotencyConflictError, InsufficientTokensError } from './errors.server'
import {
  appendLedgerEntry,
  getBalance,
  ledgerEntryInputSchema,
  ledgerTotal,
  listLedgerEntries,
} from './ledger.server'
import { grantMonthlyPlan, grantMonthlyPlans } from './plan-grants.server'

/** Every message down an error's `cause` chain (drizzle wraps the driver's error). */
function errorChain(error: unknown): string {
  const messages: string[] = []
  for (let current = error; current instanceof Error; current = current.cause) messages.push(current.message)
  return messages.join(' <- ')
}

describeEachDatabase('token ledger', (database) => {
  const db = () => database.handle().db

  it('moves the balance with each entry and keeps balance = sum of the ledger', async () => {
    const { id } = await makeTenant(db(), 'acme')
    const credit = (kind: 'purchase' | 'additional_grant' | 'refund', amount: number, key: string) =>
      appendLedgerEntry(db(), id, { kind, amount, idempotencyKey: key, actor: TEST_ACTOR })
    await credit('purchase', 5000, 'purchase:1')
    await credit('additional_grant', 700, 'grant:1')
    await appendLedgerEntry(db(), id, {
      kind: 'usage',
      amount: 1200,
      idempotencyKey: 'usage:1',
      actor: TEST_ACTOR,
    })
    await credit('refund', 200, 'refund:1')
    await appendLedgerEntry(db(), id, {
      kind: 'expiry',
      amount: 300,
      idempotencyKey: 'expiry:1',
      actor: TEST_ACTOR,
    })
    expect(await getBalance(db(), id)).toEqual({ balance: 4400, reserved: 0, available: 4400 })
    expect(await ledgerTotal(db(), id)).toBe(4400)
    const entries = await listLedgerEntries(db(), id)
    expect(entries.map((entry) => [entry.kind, entry.amount, entry.balanceAfter])).toEqual([
      ['expiry', -300, 4400],
      ['refund', 200, 4700],
      ['usage', -1200, 4500],
      ['additional_grant', 700, 5700],
      ['purchase', 5000, 5000],
    ])
  })

  it('records an idempotency key once and refuses it for a different entry', async () => {
    const { id } = await makeTenant(db(), 'acme')
    const grant = {
      kind: 'purchase' as const,
      amount: 100,
      idempotencyKey: 'stripe:evt_1',
      actor: TEST_ACTOR,
    }
    const again = await appendLedgerEntry(db(), id, grant)
    expect(again.created).toBe(true)
    const repeated = await appendLedgerEntry(db(), id, grant)
    expect(repeated).toEqual({ entry: again.entry, created: false })
    await expect(appendLedgerEntry(db(), id, { ...grant, amount: 999 })).rejects.toBeInstanceOf(
      IdempotencyConflictError,
    )
    expect(await getBalance(db(), id)).toMatchObject({ balance: 4500 })
  })

  it('refuses a debit beyond the balance with a bilingual error and writes nothing', async () => {
    const { id } = await makeTenant(db(), 'acme')
    const before = await listLedgerEntries(db(), id)
    const attempt = appendLedgerEntry(db(), id, {
      kind: 'usage',
      amount: 10_000,
      idempotencyKey: 'u:big',
      actor: TEST_ACTOR,
    })
    await expect(attempt).rejects.toBeInstanceOf(InsufficientTokensError)
    await expect(attempt).rejects.toThrow(/insufficient credits: 10000 needed, 4500 available/)
    await expect(attempt).rejects.toThrow(/クレジットが不足しています/)
    expect(await listLedgerEntries(db(), id)).toEqual(before)
  })

  it.each([
    ['a negative amount', { amount: -5 }, /amount -5: must be positive/],
    ['a fractional amount', { amount: 1.5 }, /amount 1\.5: must be a whole number/],
    ['an unknown kind', { kind: 'gift' }, /kind "gift"/],
    ['an empty key', { idempotencyKey: '' }, /idempotencyKey/],
  ])('refuses %s', async (_case, change, message) => {
    const input = { kind: 'purchase', amount: 1, idempotencyKey: 'k', actor: TEST_ACTOR, ...change }
    expect(() => validateInput(ledgerEntryInputSchema, input)).toThrow(message)
    const { id } = await makeTenant(db(), 'acme')
    const before = await ledgerTotal(db(), id)
    await expect(
      appendLedgerEntry(db(), id, { kind: 'purchase', amount: -5, idempotencyKey: 'k', actor: TEST_ACTOR }),
    ).rejects.toBeInstanceOf(InvalidInputError)
    expect(await ledgerTotal(db(), id)).toBe(before)
  })

  it('is append-only and guarded by the database itself', async () => {
    const { id } = await makeTenant(db(), 'acme')
    const failure = async (statement: ReturnType<typeof sql>) => {
      const error = await db()
        .execute(statement)
        .then(
          () => undefined,
          (caught: unknown) => caught,
        )
      return errorChain(error)
    }
    expect(await failure(sql`update token_ledger set amount = 1000000 where tenant_id = ${id}`)).toMatch(
      /token_ledger is append-only: UPDATE refused/,
    )
    expect(await failure(sql`delete from token_ledger where tenant_id = ${id}`)).toMatch(
      /append-only: DELETE/,
    )
    expect(await failure(sql`delete from audit_log`)).toMatch(/audit_log is append-only/)
    expect(await failure(sql`update token_balances set balance = -1 where tenant_id = ${id}`)).toMatch(
      /token_balances_balance_non_negative/,
    )
    expect(await ledgerTotal(db(), id)).toBe(4500)
  })

  it('grants the plan allowance once per tenant and month', async () => {
    const tenant = await makeTenant(db(), 'planned', { planId: 'standard' })
    // Creation granted the current month; these months are far ahead.
    const first = await grantMonthlyPlan(db(), tenant.id, { month: '2040-11', actor: TEST_ACTOR })
    const second = await grantMonthlyPlan(db(), tenant.id, { month: '2040-11', actor: TEST_ACTOR })
    expect(first.created).toBe(true)
    expect(second).toEqual({ entry: first.entry, created: false })
    const parallel = await Promise.all(
      Array.from({ length: 10 }, () =>
        grantMonthlyPlan(db(), tenant.id, { month: '2040-12', actor: TEST_ACTOR }),
      ),
    )
    expect(parallel.filter((grant) => grant.created)).toHaveLength(1)
    const grants = (await listLedgerEntries(db(), tenant.id)).filter((entry) => entry.kind === 'plan_grant')
    expect(grants.map((entry) => entry.idempotencyKey).sort()).toEqual(
      expect.arrayContaining(['plan_grant:2040-11', 'plan_grant:2040-12']),
    )
    expect(new Set(grants.map((entry) => entry.idempotencyKey)).size).toBe(grants.length)

    const run = await grantMonthlyPlans(db(), { month: '2041-01', actor: TEST_ACTOR })
    const rerun = await grantMonthlyPlans(db(), { month: '2041-01', actor: TEST_ACTOR })
    // Only the tenant on a plan with tokens receives anything; the rerun grants nothing new.
    expect(run.granted).toBe(1)
    expect(rerun).toEqual({ granted: 0, alreadyGranted: 1, skipped: 0 })
    expect(await getBalance(db(), tenant.id)).toMatchObject({ balance: 40_000 })
    await expect(grantMonthlyPlan(db(), tenant.id, { month: '2041-13', actor: TEST_ACTOR })).rejects.toThrow(
      /YYYY-MM/,
    )
  })

  it('refuses an unknown tenant', async () => {
    const attempt = appendLedgerEntry(db(), 'no-such-tenant', {
      kind: 'purchase',
      amount: 1,
      idempotencyKey: 'x',
      actor: TEST_ACTOR,
    })
    await expect(attempt).rejects.toBeInstanceOf(NotFoundError)
  })
})
