import { type Command, CommanderError } from 'commander'
import { joinedLanguages } from '#app/i18n/texts.server'
import { ConfigError } from '../app.config'
import { DataDirBusyError } from '../db/client'
import { CliError } from './lib/errors'
import { type CliIo, processIo } from './lib/io'
import { createProgram } from './program'

/** Runs the CLI and returns the exit code: the one place errors become output. */
export async function run(
  argv: string[],
  io: CliIo = processIo,
  makeProgram: (io: CliIo) => Command | Promise<Command> = createProgram,
): Promise<number> {
  try {
    await (await makeProgram(io)).parseAsync(argv, { from: 'user' })
    return 0
  } catch (error) {
    if (error instanceof CommanderError) {
      // Help and version exit 0; usage errors were already printed by commander.
      return error.exitCode
    }
    if (error instanceof CliError) {
      io.stderr(`Error: ${error.message}`)
      return error.exitCode
    }
    if (error instanceof ConfigError || error instanceof DataDirBusyError) {
      io.stderr(error.message)
      return 1
    }
    io.stderr(
      `${joinedLanguages('cli.common.unexpectedError')}: ${error instanceof Error ? error.stack : String(error)}`,
    )
    return 1
  }
}

export async function main(argv: string[]) {
  const code = await run(argv)
  // Long-running commands (server start) resolve only when they are done.
  process.exitCode = code
}
