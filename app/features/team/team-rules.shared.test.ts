import { describe, expect, it } from 'vitest'
import {
  assignableRoles,
  fitsUserLimit,
  invitationState,
  inviteRefusal,
  removalRefusal,
  roleChangeRefusal,
} from './team-rules.shared'

describe('who may give which role', () => {
  it('owners give any role, admins admin or member, members none', () => {
    expect(assignableRoles('owner')).toEqual(['owner', 'admin', 'member'])
    expect(assignableRoles('admin')).toEqual(['admin', 'member'])
    expect(assignableRoles('member')).toEqual([])
  })

  it.each([
    ['owner', 'owner', undefined],
    ['admin', 'admin', undefined],
    ['admin', 'owner', 'owner-only-role'],
    ['member', 'member', 'not-manager'],
  ] as const)('%s inviting a %s → %s', (actor, role, refusal) => {
    expect(inviteRefusal(actor, role)).toBe(refusal)
  })
})

describe('role changes', () => {
  it.each([
    [{ actor: 'owner', target: 'member', next: 'owner', ownerCount: 1 }, undefined],
    [{ actor: 'owner', target: 'owner', next: 'admin', ownerCount: 2 }, undefined],
    [{ actor: 'owner', target: 'owner', next: 'admin', ownerCount: 1 }, 'last-owner'],
    [{ actor: 'admin', target: 'member', next: 'admin', ownerCount: 1 }, undefined],
    [{ actor: 'admin', target: 'member', next: 'owner', ownerCount: 1 }, 'owner-only-role'],
    [{ actor: 'admin', target: 'owner', next: 'member', ownerCount: 3 }, 'owner-protected'],
    [{ actor: 'member', target: 'member', next: 'admin', ownerCount: 1 }, 'not-manager'],
  ] as const)('%o → %s', (input, refusal) => {
    expect(roleChangeRefusal(input)).toBe(refusal)
  })
})

describe('removal', () => {
  it.each([
    [{ actor: 'owner', target: 'member', self: false, ownerCount: 1 }, undefined],
    [{ actor: 'owner', target: 'owner', self: false, ownerCount: 2 }, undefined],
    [{ actor: 'owner', target: 'owner', self: false, ownerCount: 1 }, 'last-owner'],
    [{ actor: 'owner', target: 'owner', self: true, ownerCount: 2 }, 'self-removal'],
    [{ actor: 'admin', target: 'admin', self: false, ownerCount: 1 }, undefined],
    [{ actor: 'admin', target: 'owner', self: false, ownerCount: 2 }, 'owner-protected'],
    [{ actor: 'member', target: 'member', self: false, ownerCount: 1 }, 'not-manager'],
  ] as const)('%o → %s', (input, refusal) => {
    expect(removalRefusal(input)).toBe(refusal)
  })
})

describe('the plan’s user limit', () => {
  it('counts members and open invitations; null is unlimited', () => {
    expect(fitsUserLimit({ maxUsers: 3, members: 2, pending: 0 })).toBe(true)
    expect(fitsUserLimit({ maxUsers: 3, members: 2, pending: 1 })).toBe(false)
    expect(fitsUserLimit({ maxUsers: 3, members: 3, pending: 0 })).toBe(false)
    expect(fitsUserLimit({ maxUsers: null, members: 500, pending: 500 })).toBe(true)
  })
})

describe('invitation state', () => {
  const now = new Date('2026-03-01T00:00:00Z')
  const base = { acceptedAt: null, revokedAt: null, expiresAt: '2026-03-02T00:00:00Z' }
  it('is pending until it expires, and used or revoked ones stay so', () => {
    expect(invitationState(base, now)).toBe('pending')
    expect(invitationState({ ...base, expiresAt: '2026-03-01T00:00:00Z' }, now)).toBe('expired')
    expect(invitationState({ ...base, acceptedAt: now }, now)).toBe('accepted')
    expect(invitationState({ ...base, revokedAt: now }, now)).toBe('revoked')
  })
})
