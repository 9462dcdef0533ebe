/**
 * End-to-end tests: makes (or removes) the user who signs in through the local OpenID Connect
 * provider, in the e2e server's database. SSO never creates accounts, so that user must exist
 * first, as one an operator or an invitation made: a `user` row with a verified address and a
 * credential account, stored by the same service as the CLI's users (users.server.ts).
 *
 *   node --import tsx app/server/auth/testing/sso-test-user.ts --email a@b.test [--name A] [--remove]
 *
 * The database comes from DATABASE_URL, else OPSAI_DATA_DIR (through the running server's PGlite
 * socket). Idempotent; prints `{ email, id, created }` or `{ email, removed }` as JSON.
 */
import { randomBytes } from 'node:crypto'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { eq } from 'drizzle-orm'
import { type DbHandle, openDatabase } from '#db/client'
import { user } from '#db/schema'
import { findUserByEmail, insertCredentialUser, prepareCredentialUser } from '../../tenancy/users.server'

export async function ensureSsoTestUser(handle: DbHandle, input: { email: string; name?: string }) {
  const existing = await findUserByEmail(handle.db, input.email)
  if (existing) return { email: existing.email, id: existing.id, created: false }
  const prepared = await prepareCredentialUser({
    email: input.email,
    name: input.name ?? input.email.split('@')[0] ?? input.email,
    // Never used: this user signs in through the provider.
    password: `${randomBytes(18).toString('base64url')}-A1`,
  })
  const id = await handle.db.transaction((tx) =>
    insertCredentialUser(tx, prepared, { tenantId: null, role: 'user' }),
  )
  return { email: prepared.email, id, created: true }
}

export async function removeSsoTestUser(handle: DbHandle, email: string) {
  // Accounts and sessions go with the user (on delete cascade).
  const removed = await handle.db
    .delete(user)
    .where(eq(user.email, email.trim().toLowerCase()))
    .returning({ id: user.id })
  return { email, removed: removed.length > 0 }
}

async function main(argv: string[], env: NodeJS.ProcessEnv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      remove: { type: 'boolean', default: false },
    },
  })
  if (!values.email) {
    process.stderr.write('usage: sso-test-user --email <address> [--name <name>] [--remove]\n')
    process.exitCode = 2
    return
  }
  const handle = await openDatabase({
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.OPSAI_DATA_DIR || './data',
    role: 'cli',
    maxConnections: 1,
  })
  try {
    const result = values.remove
      ? await removeSsoTestUser(handle, values.email)
      : await ensureSsoTestUser(handle, { email: values.email, name: values.name })
    process.stdout.write(`${JSON.stringify(result)}\n`)
  } finally {
    await handle.close()
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2), process.env).catch((error: unknown) => {
    process.stderr.write(`sso-test-user: ${error instanceof Error ? error.message : String(error)}\n`)
    process.exit(1)
  })
}
