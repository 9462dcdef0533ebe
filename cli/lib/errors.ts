/**
 * CLI commands throw a `CliError`; `main` is the one place that prints it and sets the exit
 * code (the changesets `ExitError` pattern). Messages name the bad value, in English and
 * Japanese, and nothing is written when one is thrown before a change.
 */

import type { z } from 'zod'
import { joinedLanguages } from '#app/i18n/texts.server'
import { issueText, zodWording } from '#app/server/issue-text.server'

export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message)
    this.name = 'CliError'
  }
}

/** Parses command options with zod; a failure names each option and its value. */
export function parseOptions<S extends z.ZodType>(schema: S, raw: unknown): z.infer<S> {
  const result = schema.safeParse(raw)
  if (result.success) return result.data
  const lines = result.error.issues.map((issue) => {
    const key = issue.path.map(String).join('.')
    const value =
      typeof raw === 'object' && raw !== null && key in raw
        ? ` (got ${JSON.stringify((raw as Record<string, unknown>)[key])})`
        : ''
    // Schemas word their problems as catalogue keys; zod's own wording is printed as it is.
    const text = issueText(issue, zodWording(issue))
    return `  --${toKebab(key)}${value}: ${text.ja} / ${text.en}`
  })
  throw new CliError(`${joinedLanguages('cli.common.invalidOptions')}:\n${lines.join('\n')}`)
}

function toKebab(name: string) {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
}
