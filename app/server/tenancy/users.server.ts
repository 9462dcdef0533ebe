/**
 * Users made outside sign-up (tenant owners from the CLI, system administrators, demo members).
 * They are stored exactly as better-auth's e-mail/password sign-up stores them: a `user` row and
 * a `credential` account whose `accountId` is the user id and whose password is hashed by
 * better-auth's own hasher, so they sign in through /api/auth like anyone else.
 */
import { randomUUID } from 'node:crypto'
import { hashPassword } from 'better-auth/crypto'
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '#db/client'
import { account, user } from '#db/schema'
import { recordAudit } from '../audit.server'
import { ConflictError } from '../errors.server'
import { displayNameSchema, emailSchema, passwordSchema, validateInput } from './fields.server'

export const SYSTEM_ADMIN_ROLE = 'admin'

export const credentialUserSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  name: displayNameSchema,
})
export type CredentialUserInput = z.input<typeof credentialUserSchema>

/** A validated user with the password already hashed (hashing is slow: do it outside a transaction). */
export interface PreparedUser {
  email: string
  name: string
  passwordHash: string
}

export async function prepareCredentialUser(input: CredentialUserInput): Promise<PreparedUser> {
  const parsed = validateInput(credentialUserSchema, input)
  return { email: parsed.email, name: parsed.name, passwordHash: await hashPassword(parsed.password) }
}

export async function findUserByEmail(db: Db, email: string) {
  return (await db.select().from(user).where(eq(user.email, email.trim().toLowerCase())))[0]
}

export function emailTaken(email: string) {
  return new ConflictError('errors.tenancy.emailTaken', { email })
}

/** Inserts the user and its credential account; call inside the caller's transaction. */
export async function insertCredentialUser(
  db: Db,
  prepared: PreparedUser,
  options: {
    tenantId: string | null
    role: 'user' | typeof SYSTEM_ADMIN_ROLE
    /** Whether someone vouched for the address (an operator); self-registration does not. */
    emailVerified?: boolean
  },
): Promise<string> {
  if (await findUserByEmail(db, prepared.email)) throw emailTaken(prepared.email)
  const id = randomUUID()
  await db.insert(user).values({
    id,
    name: prepared.name,
    email: prepared.email,
    // An operator vouches for the address; a self-registered address is unproven, so SSO will
    // not link an identity-provider account to it.
    emailVerified: options.emailVerified ?? true,
    role: options.role,
    tenantId: options.tenantId,
  })
  await db.insert(account).values({
    id: randomUUID(),
    accountId: id,
    providerId: 'credential',
    userId: id,
    password: prepared.passwordHash,
  })
  return id
}

/** `opsai admin create`: a system administrator (role admin, no tenant). */
export async function createSystemAdmin(db: Db, input: CredentialUserInput, actor: string) {
  const prepared = await prepareCredentialUser(input)
  return db.transaction(async (tx) => {
    const id = await insertCredentialUser(tx, prepared, { tenantId: null, role: SYSTEM_ADMIN_ROLE })
    await recordAudit(tx, { actor, action: 'admin.create', target: prepared.email, details: { userId: id } })
    return { id, email: prepared.email, name: prepared.name }
  })
}
