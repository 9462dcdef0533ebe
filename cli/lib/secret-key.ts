/**
 * The key of stored secrets for a command (ADR 033): resolved from `OPSAI_SECRET_KEY`, or the
 * development key file in the data directory; a refusal becomes the CLI's one error exit.
 */
import { joinedLanguages } from '#app/i18n/texts.server'
import { ServiceError } from '#app/server/errors.server'
import {
  installSecretKey,
  keyGeneratedLine,
  type ResolvedSecretKey,
  resolveSecretKey,
} from '#app/server/secrets/secret-key.server'
import { sealPlaintextSecrets } from '#app/server/secrets/stored-secrets.server'
import type { Db } from '#db/client'
import { CliError } from './errors'
import type { CliIo } from './io'

/** A service's refusal (a bad key, a value under another key) exits 1 with its message. */
export async function secretRefusalsExit<T>(work: () => T | Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof ServiceError) throw new CliError(error.message)
    throw error
  }
}

/** The key of the command's environment, saying once when it was generated. */
export async function commandSecretKey(io: CliIo, dataDir: string): Promise<ResolvedSecretKey> {
  const resolved = await secretRefusalsExit(() => resolveSecretKey(io.env, dataDir))
  if (resolved.generated && resolved.file) io.stdout(keyGeneratedLine(resolved.file))
  return resolved
}

/** The server's key, made the one in use for the whole process (and its server bundle). */
export async function prepareSecretKey(io: CliIo, dataDir: string): Promise<ResolvedSecretKey> {
  const resolved = await commandSecretKey(io, dataDir)
  installSecretKey(resolved)
  return resolved
}

/** The start-up pass: seals what is still in plain text; refuses a database under another key. */
export async function sealSecretsAtStart(db: Db, resolved: ResolvedSecretKey, io: CliIo) {
  const report = await secretRefusalsExit(() => sealPlaintextSecrets(db, resolved.key))
  const sites = Object.keys(report.sealed)
  const count = Object.values(report.sealed).reduce((sum, value) => sum + value, 0)
  if (count > 0) io.stdout(joinedLanguages('cli.secrets.sealedAtStart', { count, sites: sites.join(', ') }))
  if (report.unreadable.length > 0) {
    io.stderr(
      joinedLanguages('errors.secrets.storedUnreadable', {
        count: report.unreadable.length,
        sites: [...new Set(report.unreadable)].join(', '),
      }),
    )
  }
}
