import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { Command } from 'commander'
import type { CliIo } from './lib/io'

/** What each `cli/commands/<noun>/index.ts` exports. */
export interface NounModule {
  noun: { name: string; description: string }
  register(command: Command, io: CliIo): void
}

const COMMANDS_DIR = join(import.meta.dirname, 'commands')

/**
 * Builds the `opsai` program. Each noun is a folder `cli/commands/<noun>/` whose index.ts
 * registers one file per verb; nouns are discovered, so adding one touches no shared file.
 */
export async function createProgram(io: CliIo): Promise<Command> {
  const nouns = readdirSync(COMMANDS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
  const modules: NounModule[] = []
  for (const name of nouns) {
    modules.push((await import(pathToFileURL(join(COMMANDS_DIR, name, 'index.ts')).href)) as NounModule)
  }
  return buildProgram(io, modules)
}

/** The program with these nouns (the prebuilt server launcher has only `server`). */
export function buildProgram(io: CliIo, modules: NounModule[]): Command {
  const program = new Command('opsai')
    .description('Operate the opsai platform: database, tenants, domains, themes, tokens')
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr })
    .exitOverride()
    .showHelpAfterError()
  for (const module of modules) {
    const command = program
      .command(module.noun.name)
      .description(module.noun.description)
      .configureOutput({ writeOut: io.stdout, writeErr: io.stderr })
      .exitOverride()
      .showHelpAfterError()
    module.register(command, io)
  }
  return program
}
