/**
 * `opsai apps masking <ai_type>`: show or change the PII an application masks before the model
 * for every tenant of it (ADR 034). Only the options given change; the service checks the whole
 * setting and audits the change; bad input exits 1 in both languages and stores nothing.
 */
import { readFile } from 'node:fs/promises'
import type { Command } from 'commander'
import { z } from 'zod'
import { type ApplicationMaskingView, PII_KINDS } from '#app/features/pii-masking/masking.shared'
import { joinedLanguages } from '#app/i18n/texts.server'
import { getApplicationMasking, setApplicationMasking } from '#app/server/pii-masking/masking-settings.server'
import { CliError, parseOptions } from '../../lib/errors'
import { type CliIo, printJson, withDatabase } from '../../lib/io'
import { operatorActor, refusalsExit } from '../tenants/operator'

const optionsSchema = z.object({
  kinds: z.string().optional(),
  ngWordsFile: z.string().optional(),
  clearNgWords: z.boolean().optional(),
  json: z.boolean().optional(),
})

/** `email,phone` as a list; `none` (or an empty value) is no kind. The service checks the names. */
function kindsOf(text: string): string[] {
  const names = text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  return names.length === 1 && names[0] === 'none' ? [] : names
}

async function wordsOf(path: string): Promise<string[]> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch {
    throw new CliError(`--ng-words-file ${path}: ${joinedLanguages('cli.common.noSuchFile')}`)
  }
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
}

export function describeMasking(key: string, masking: ApplicationMaskingView): string[] {
  return [
    `${key}: PII masked before the model`,
    `  kinds: ${masking.kinds.length > 0 ? masking.kinds.join(', ') : 'none'}`,
    `  NG words: ${masking.ngWords.length > 0 ? masking.ngWords.join(', ') : 'none'}`,
  ]
}

export function registerAppsMasking(apps: Command, io: CliIo) {
  apps
    .command('masking <ai_type>')
    .description(
      'Show or change the personal data masked before the model for every tenant of the application (tenants may add to it on /team)',
    )
    .option('--kinds <list>', `comma-separated kinds to mask (${PII_KINDS.join(', ')}), or none`)
    .option(
      '--ng-words-file <file>',
      'replace the NG words with the lines of this file (UTF-8, one per line)',
    )
    .option('--clear-ng-words', 'remove every NG word')
    .option('--json', 'print the setting as JSON')
    .action(async (key: string, raw: Record<string, unknown>) => {
      const options = parseOptions(optionsSchema, raw)
      if (options.ngWordsFile && options.clearNgWords) {
        throw new CliError(
          joinedLanguages('cli.common.optionsExclusive', {
            first: '--ng-words-file',
            second: '--clear-ng-words',
          }),
        )
      }
      // The file is read before the database is touched: an unreadable one stores nothing.
      const words = options.ngWordsFile ? await wordsOf(options.ngWordsFile) : undefined
      const changes = options.kinds !== undefined || words !== undefined || options.clearNgWords
      const masking = await withDatabase(io, (handle) =>
        refusalsExit(async () => {
          const current = await getApplicationMasking(handle.db, key)
          if (!changes) return current
          return setApplicationMasking(
            handle.db,
            key,
            {
              kinds: options.kinds === undefined ? current.kinds : kindsOf(options.kinds),
              ngWords: options.clearNgWords ? [] : (words ?? current.ngWords),
            },
            operatorActor(io),
          )
        }),
      )
      if (options.json) return printJson(io, masking)
      if (changes) io.stdout(joinedLanguages('cli.apps.maskingSet', { key }))
      for (const line of describeMasking(key, masking)) io.stdout(line)
    })
}
