/** The global look-ups (ADR 048): one tenant per value, moved and released with the owner's row. */
import { expect, it } from 'vitest'
import { describeEachDatabase } from '#db/testing'
import { isUniqueViolation } from '../db-errors.server'
import { claimLookup, moveLookup, releaseLookup, tenantOfLookup } from './tenant-lookups.server'
import { makeTenant } from './test-fixtures.server'

describeEachDatabase('tenant look-ups', (database) => {
  const db = () => database.handle().db

  it('names the tenant of a value, refuses it to a second tenant, and follows a move and a release', async () => {
    const one = await makeTenant(db(), 'lookup-one')
    const two = await makeTenant(db(), 'lookup-two')
    await claimLookup(db(), 'invitation', 'hash-a', one.id)
    expect(await tenantOfLookup(db(), 'invitation', 'hash-a')).toBe(one.id)
    // Another kind is another namespace; an unknown value names nobody.
    expect(await tenantOfLookup(db(), 'api_token', 'hash-a')).toBeNull()
    expect(await tenantOfLookup(db(), 'invitation', 'unknown')).toBeNull()
    const taken = await claimLookup(db(), 'invitation', 'hash-a', two.id).catch((error: unknown) => error)
    expect(isUniqueViolation(taken)).toBe(true)

    await db().transaction((tx) => moveLookup(tx, 'invitation', 'hash-a', 'hash-b', one.id))
    expect(await tenantOfLookup(db(), 'invitation', 'hash-a')).toBeNull()
    expect(await tenantOfLookup(db(), 'invitation', 'hash-b')).toBe(one.id)

    // Another tenant's release leaves the value where it is.
    await releaseLookup(db(), 'invitation', 'hash-b', two.id)
    expect(await tenantOfLookup(db(), 'invitation', 'hash-b')).toBe(one.id)
    await releaseLookup(db(), 'invitation', 'hash-b', one.id)
    expect(await tenantOfLookup(db(), 'invitation', 'hash-b')).toBeNull()
  })
})
