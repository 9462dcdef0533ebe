import type { Command } from 'commander'
import { z } from 'zod'
import { joinedLanguages } from '#app/i18n/texts.server'
import { hostnameSchema } from '#app/server/tenancy/fields.server'
import { asPlatform } from '#app/server/tenancy/scope.server'
import { CliError, parseOptions } from '../../lib/errors'
import { type CliIo, printJson, withDatabase } from '../../lib/io'
import { operatorActor, refusalsExit } from '../tenants/operator'
import { probeVerification } from './verification-probe'

const optionsSchema = z.object({
  hostname: hostnameSchema,
  port: z.coerce
    .number({ error: 'cli.common.portNumber' })
    .int('cli.common.portNumber')
    .min(1, 'cli.common.portRange')
    .max(65535, 'cli.common.portRange')
    .default(80),
  json: z.boolean().optional(),
})

export function registerDomainsVerify(domains: Command, io: CliIo) {
  domains
    .command('verify <hostname>')
    .description(
      'Check that the host resolves and serves its verification token, then mark it verified (it may then get a certificate)',
    )
    .option('--port <port>', 'HTTP port the host answers on (default 80)')
    .option('--json', 'print the verified mapping as JSON')
    .action(async (hostname: string, raw: Record<string, unknown>) => {
      const options = parseOptions(optionsSchema, { hostname, ...raw })
      const verified = await withDatabase(io, async (handle) => {
        const platform = asPlatform(handle.db)
        const mapping = await refusalsExit(() => platform.domains.require(options.hostname))
        if (!mapping.verificationToken) {
          throw new CliError(joinedLanguages('cli.domains.noVerificationToken', { host: mapping.hostname }))
        }
        const probe = await probeVerification(mapping.hostname, options.port, mapping.verificationToken)
        if (!probe.ok) throw new CliError(probe.message)
        return refusalsExit(() => platform.domains.markVerified(mapping.hostname, operatorActor(io)))
      })
      if (options.json) return printJson(io, verified)
      io.stdout(`Verified ${verified.hostname} (${verified.tenantSlug}): it may now get a TLS certificate`)
    })
}
