/**
 * `npm start` makes sure a system administrator exists and prints how to sign in: with
 * OPSAI_ADMIN_EMAIL / OPSAI_ADMIN_PASSWORD when set, else a generated password that is shown
 * once (only its hash is stored). Production mode (ADR 032) never prints a password: it creates
 * the administrator only from both variables, and otherwise says how to make one with the CLI.
 */

import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { joinedLanguages } from '#app/i18n/texts.server'
import { createSystemAdmin, findUserByEmail } from '../../app/server/tenancy/users.server'
import type { Db } from '../client'
import { user } from '../schema'

export const DEFAULT_ADMIN_EMAIL = 'admin@opsai.local'

export async function ensureSystemAdmin(
  db: Db,
  env: Record<string, string | undefined>,
  options: { production?: boolean } = {},
): Promise<string[]> {
  const email = (env.OPSAI_ADMIN_EMAIL || DEFAULT_ADMIN_EMAIL).trim().toLowerCase()
  const existing = await findUserByEmail(db, email)
  if (existing) {
    if (existing.role !== 'admin') {
      return [
        `OPSAI_ADMIN_EMAIL ${email} belongs to a tenant user, not a system administrator; none was created.`,
      ]
    }
    return [`System administrator: ${email} (sign in at /admin/login)`]
  }
  const anyAdmin = await db.select({ email: user.email }).from(user).where(eq(user.role, 'admin')).limit(1)
  if (anyAdmin[0] && !env.OPSAI_ADMIN_EMAIL) {
    return [`System administrator: ${anyAdmin[0].email} (sign in at /admin/login)`]
  }
  if (options.production) {
    if (!env.OPSAI_ADMIN_EMAIL || !env.OPSAI_ADMIN_PASSWORD) {
      return anyAdmin[0]
        ? [`System administrator: ${anyAdmin[0].email} (sign in at /admin/login)`]
        : [joinedLanguages('cli.server.noAdminYet')]
    }
    await createSystemAdmin(
      db,
      { email, password: env.OPSAI_ADMIN_PASSWORD, name: 'System administrator' },
      'server:start',
    )
    return [joinedLanguages('cli.server.adminFromEnvironment', { email })]
  }
  const generated = !env.OPSAI_ADMIN_PASSWORD
  const password = env.OPSAI_ADMIN_PASSWORD || `${randomBytes(9).toString('base64url')}-A1`
  await createSystemAdmin(db, { email, password, name: 'System administrator' }, 'server:start')
  return [
    joinedLanguages('cli.server.adminCreated'),
    `  sign in at /admin/login with ${email} / ${password}`,
    ...(generated ? ['  (generated: shown only now; set OPSAI_ADMIN_PASSWORD to choose it)'] : []),
  ]
}
