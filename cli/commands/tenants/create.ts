import type { Command } from 'commander'
import { z } from 'zod'
import { joinedLanguages } from '#app/i18n/texts.server'
import { billingMonth } from '#app/server/ledger/plan-grants.server'
import {
  aiTypeSchema,
  displayNameSchema,
  emailSchema,
  planIdSchema,
  slugSchema,
  themeKeySchema,
} from '#app/server/tenancy/fields.server'
import { CliError, parseOptions } from '../../lib/errors'
import { type CliIo, printJson } from '../../lib/io'
import { passwordOptions, readPassword, refusePasswordArguments } from '../../lib/password-input'
import { asOperator } from './operator'

// The password is checked by the service, which never echoes it back.
const optionsSchema = z.object({
  slug: slugSchema,
  name: displayNameSchema,
  app: aiTypeSchema,
  plan: planIdSchema.optional(),
  theme: themeKeySchema.optional(),
  ownerEmail: emailSchema.optional(),
  json: z.boolean().optional(),
})

// Once an option; now refused, so the password never sits in ps or shell history (ADR 032).
const REFUSED = ['--owner-password']

export function registerTenantsCreate(tenants: Command, io: CliIo) {
  const command = tenants
    .command('create')
    .description('Create a tenant on an application, with its owner, plan grant and catalogue chats')
    .requiredOption('--slug <slug>', 'URL-safe name, e.g. acme (becomes acme.localhost locally)')
    .requiredOption('--name <name>', 'display name')
    .requiredOption('--app <ai_type>', 'application (opsai apps list)')
    .option('--plan <plan>', "plan id (default: the application's default plan)")
    .option('--theme <key>', "theme key (default: the application's theme)")
    .option('--owner-email <email>', "e-mail of the owner to create (the owner's password is asked for)")
    .option('--json', 'print the new tenant as JSON')
  passwordOptions(command, REFUSED).action(async (raw: Record<string, unknown>) => {
    refusePasswordArguments(raw, REFUSED)
    const { passwordStdin, ...rest } = raw
    const options = parseOptions(optionsSchema, rest)
    if (passwordStdin === true && !options.ownerEmail) {
      throw new CliError(joinedLanguages('cli.password.stdinNeedsOwner'))
    }
    const owner = options.ownerEmail
      ? { email: options.ownerEmail, password: await readPassword(io, { fromStdin: passwordStdin === true }) }
      : undefined
    const tenant = await asOperator(io, (platform, actor) =>
      platform.tenants.create(
        {
          slug: options.slug,
          name: options.name,
          applicationKey: options.app,
          planId: options.plan,
          themeKey: options.theme,
          owner,
        },
        actor,
      ),
    )
    if (options.json) return printJson(io, tenant)
    io.stdout(
      `Created tenant ${tenant.slug} (${tenant.name}) on ${tenant.applicationKey}, plan ${tenant.planId}, theme ${tenant.effectiveThemeKey}`,
    )
    for (const member of tenant.members) io.stdout(`  ${member.role}: ${member.email}`)
    io.stdout(`  tokens: ${tenant.tokens.balance} (plan grant for ${billingMonth()})`)
    io.stdout(`Next: opsai domains map ${tenant.slug}.localhost --tenant ${tenant.slug}`)
  })
}
