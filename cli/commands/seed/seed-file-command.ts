import { resolve } from 'node:path'
import type { Command } from 'commander'
import type { Db } from '#db/client'
import { type CliIo, printJson, withDatabase } from '../../lib/io'
import { operatorActor, refusalsExit } from '../tenants/operator'

/** `opsai seed <what>`: create or update records from a JSON/YAML file, then say which. */
export function registerSeedFromFile(
  seed: Command,
  io: CliIo,
  spec: {
    name: string
    description: string
    fileHelp: string
    defaultFile: string
    /** What the summary line calls the records ("Plans", "Token packs"). */
    label: string
    run: (db: Db, path: string, actor: string) => Promise<{ created: string[]; updated: string[] }>
  },
) {
  seed
    .command(spec.name)
    .description(spec.description)
    .option('--file <path>', spec.fileHelp)
    .option('--json', 'print the result as JSON')
    .action(async (options: { file?: string; json?: boolean }) => {
      const path = options.file ? resolve(options.file) : spec.defaultFile
      const result = await withDatabase(io, (handle) =>
        refusalsExit(() => spec.run(handle.db, path, operatorActor(io))),
      )
      if (options.json) return printJson(io, result)
      io.stdout(
        `${spec.label} from ${path}: ${counted(result.created, 'created')}, ${counted(result.updated, 'updated')}.`,
      )
    })
}

function counted(ids: string[], verb: string): string {
  return `${ids.length} ${verb}${ids.length ? ` (${ids.join(', ')})` : ''}`
}
