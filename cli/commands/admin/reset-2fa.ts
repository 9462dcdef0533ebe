/**
 * `opsai admin reset-2fa --email <e>` (ADR 036): recovery of a user who lost their authenticator and
 * their backup codes. Their TOTP secret and backup codes go, their sessions end, the audit log
 * says who did it; a user without two-factor authentication exits 1 in both languages.
 */
import type { Command } from 'commander'
import { z } from 'zod'
import { joinedLanguages } from '#app/i18n/texts.server'
import { emailSchema } from '#app/server/tenancy/fields.server'
import { resetTwoFactor } from '#app/server/two-factor/two-factor.server'
import { parseOptions } from '../../lib/errors'
import { type CliIo, printJson, withDatabase } from '../../lib/io'
import { operatorActor, refusalsExit } from '../tenants/operator'

const optionsSchema = z.object({ email: emailSchema })

export function registerAdminResetTwoFactor(admin: Command, io: CliIo) {
  admin
    .command('reset-2fa')
    .description("Reset a user's two-factor authentication (lost authenticator and backup codes); audited")
    .requiredOption('--email <email>', "the user's e-mail address")
    .option('--json', 'print {userId, email, sessionsEnded} as JSON')
    .action(async (raw: { email?: unknown; json?: boolean }) => {
      const { email } = parseOptions(optionsSchema, { email: raw.email })
      const reset = await withDatabase(io, (handle) =>
        refusalsExit(() => resetTwoFactor(handle.db, { email }, operatorActor(io))),
      )
      if (raw.json) return printJson(io, reset)
      io.stdout(
        joinedLanguages('cli.adminTwoFactor.reset', { email: reset.email, sessions: reset.sessionsEnded }),
      )
    })
}
