import type { Command } from 'commander'
import { z } from 'zod'
import { displayNameSchema, emailSchema } from '#app/server/tenancy/fields.server'
import { parseOptions } from '../../lib/errors'
import type { CliIo } from '../../lib/io'
import { passwordOptions, readPassword, refusePasswordArguments } from '../../lib/password-input'
import { asOperator } from '../tenants/operator'

// The password is checked by the service, which never echoes it back.
const optionsSchema = z.object({ email: emailSchema, name: displayNameSchema })

// Once an option; now refused, so the password never sits in ps or shell history (ADR 032).
const REFUSED = ['--password']

export function registerAdminCreate(admin: Command, io: CliIo) {
  const command = admin
    .command('create')
    .description(
      'Create a system administrator (signs in at /admin/login); the password is asked for, or read with --password-stdin',
    )
    .requiredOption('--email <email>', 'e-mail address')
    .requiredOption('--name <name>', 'display name')
  passwordOptions(command, REFUSED).action(async (raw: Record<string, unknown>) => {
    refusePasswordArguments(raw, REFUSED)
    const options = parseOptions(optionsSchema, { email: raw.email, name: raw.name })
    const password = await readPassword(io, { fromStdin: raw.passwordStdin === true })
    const created = await asOperator(io, (platform, actor) =>
      platform.users.createSystemAdmin({ email: options.email, name: options.name, password }, actor),
    )
    io.stdout(`Created system administrator ${created.email} (${created.name}); sign in at /admin/login.`)
  })
}
