import type { Command } from 'commander'
import { z } from 'zod'
import { displayNameSchema, emailSchema } from '#app/server/tenancy/fields.server'
import { parseOptions } from '../../lib/errors'
import type { CliIo } from '../../lib/io'
import { asOperator } from '../tenants/operator'

// The password is checked by the service, which never echoes it back.
const optionsSchema = z.object({ email: emailSchema, name: displayNameSchema })

export function registerAdminCreate(admin: Command, io: CliIo) {
  admin
    .command('create')
    .description('Create a system administrator (signs in at /admin/login)')
    .requiredOption('--email <email>', 'e-mail address')
    .requiredOption('--password <password>', 'password (8-128 characters)')
    .requiredOption('--name <name>', 'display name')
    .action(async (raw: { email: string; password: string; name: string }) => {
      const options = parseOptions(optionsSchema, { email: raw.email, name: raw.name })
      const created = await asOperator(io, (platform, actor) =>
        platform.users.createSystemAdmin(
          { email: options.email, name: options.name, password: raw.password },
          actor,
        ),
      )
      io.stdout(`Created system administrator ${created.email} (${created.name}); sign in at /admin/login.`)
    })
}
