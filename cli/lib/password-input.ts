/**
 * Passwords for the CLI (`opsai admin create`, `opsai tenants create`): typed at a prompt that
 * does not echo, or piped in with `--password-stdin`, never given as an argument, which `ps` and
 * shell history would keep (ADR 032). The old options stay registered, hidden, only to refuse.
 */
import { type Command, Option } from 'commander'
import { joinedLanguages } from '#app/i18n/texts.server'
import { CliError } from './errors'
import type { CliIo } from './io'

/** Adds `--password-stdin` and the refusing, hidden options that once took the password. */
export function passwordOptions(command: Command, refused: string[]): Command {
  command.option('--password-stdin', 'read the password from standard input (else a terminal asks for it)')
  for (const flag of refused) command.addOption(new Option(`${flag} [password]`).hideHelp())
  return command
}

/** Refuses a password given as an argument, without repeating it. */
export function refusePasswordArguments(raw: Record<string, unknown>, refused: string[]) {
  for (const flag of refused) {
    const key = flag.replace(/^--/, '').replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())
    if (raw[key] !== undefined) {
      throw new CliError(joinedLanguages('cli.password.notAnArgument', { option: flag }))
    }
  }
}

/**
 * The password: all of standard input less one final line break with `--password-stdin`, else
 * asked twice at the terminal. Nothing to read is a clear error before anything is written.
 */
export async function readPassword(io: CliIo, options: { fromStdin: boolean }): Promise<string> {
  if (options.fromStdin) {
    const text = (await io.stdin?.readAll()) ?? ''
    const password = text.replace(/\r?\n$/, '')
    if (!password) throw new CliError(joinedLanguages('cli.password.emptyStdin'))
    return password
  }
  const stdin = io.stdin
  if (!stdin?.isTTY) throw new CliError(joinedLanguages('cli.password.noInput'))
  const ask = async (key: 'cli.password.prompt' | 'cli.password.again') => {
    try {
      return await stdin.readHidden(`${joinedLanguages(key)}:`)
    } catch {
      // Ctrl-C or a closed terminal.
      throw new CliError(joinedLanguages('cli.password.cancelled'))
    }
  }
  const first = await ask('cli.password.prompt')
  if (!first) throw new CliError(joinedLanguages('cli.password.noInput'))
  if ((await ask('cli.password.again')) !== first)
    throw new CliError(joinedLanguages('cli.password.mismatch'))
  return first
}
