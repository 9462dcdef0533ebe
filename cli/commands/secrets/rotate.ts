/**
 * `opsai secrets rotate --new-key-file <f>` (ADR 033): every stored secret is decrypted with the
 * key in use and sealed with the new one in one transaction, then the operator swaps
 * OPSAI_SECRET_KEY (the development key file is replaced here). A bad key file, or a value the
 * key in use cannot read, changes nothing.
 */
import type { Command } from 'commander'
import { z } from 'zod'
import { joinedLanguages } from '#app/i18n/texts.server'
import { readSecretKeyFile, replaceDevKeyFile } from '#app/server/secrets/secret-key.server'
import { rotateSecrets } from '#app/server/secrets/stored-secrets.server'
import { CliError, parseOptions } from '../../lib/errors'
import { type CliIo, printJson, withDatabase } from '../../lib/io'
import { commandSecretKey, secretRefusalsExit } from '../../lib/secret-key'

const optionsSchema = z.object({
  newKeyFile: z.string().trim().min(1, 'cli.common.notEmpty'),
  json: z.boolean().optional(),
})

/** A refusal says that nothing was written, in both languages. */
async function unchangedOnRefusal<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await secretRefusalsExit(work)
  } catch (error) {
    if (error instanceof CliError) {
      throw new CliError(`${error.message}\n${joinedLanguages('cli.secrets.nothingChanged')}`, error.exitCode)
    }
    throw error
  }
}

export function registerSecretsRotate(secrets: Command, io: CliIo) {
  secrets
    .command('rotate')
    .description(
      'Re-encrypt every stored secret with a new key, all or nothing; then set OPSAI_SECRET_KEY to it',
    )
    .requiredOption('--new-key-file <file>', 'file holding the new key: 32 random bytes as base64 or hex')
    .option('--json', 'print the counts as JSON')
    .action(async (raw: Record<string, unknown>) => {
      const options = parseOptions(optionsSchema, raw)
      const next = await unchangedOnRefusal(async () => readSecretKeyFile(options.newKeyFile))
      const current = await unchangedOnRefusal(() => commandSecretKey(io, io.env.OPSAI_DATA_DIR || './data'))
      const counts = await unchangedOnRefusal(() =>
        withDatabase(io, (handle) => rotateSecrets(handle.db, current.key, next)),
      )
      // The development key file follows the database at once; an operator's variable cannot.
      if (current.source === 'file' && current.file)
        replaceDevKeyFile(current.file, next.bytes.toString('base64'))
      const total = Object.values(counts).reduce(
        (sum, count) => sum + count.reEncrypted + count.sealedFromPlaintext + count.alreadyNew,
        0,
      )
      if (options.json) {
        return printJson(io, {
          fromKeyId: current.key.id,
          toKeyId: next.id,
          sites: counts,
          total,
          ...(current.source === 'file' && { keyFile: current.file }),
        })
      }
      io.stdout(joinedLanguages('cli.secrets.rotated', { from: current.key.id, to: next.id }))
      for (const [site, count] of Object.entries(counts)) {
        // Places holding nothing are left out: the total still counts every value.
        if (count.reEncrypted + count.sealedFromPlaintext + count.alreadyNew === 0) continue
        io.stdout(`  ${joinedLanguages('cli.secrets.siteLine', { site, ...count })}`)
      }
      io.stdout(joinedLanguages('cli.secrets.total', { count: total }))
      io.stdout(
        current.source === 'file' && current.file
          ? joinedLanguages('cli.secrets.keyFileReplaced', { path: current.file, keyId: next.id })
          : joinedLanguages('cli.secrets.swapEnvironment', { keyId: next.id }),
      )
    })
}
