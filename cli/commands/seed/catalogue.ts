import { resolve } from 'node:path'
import type { Command } from 'commander'
import { DEFAULT_CATALOGUE_FILE, seedCatalogueFromFile } from '#db/seeds/defaults'
import { type CliIo, printJson, withDatabase } from '../../lib/io'
import { operatorActor, refusalsExit } from '../tenants/operator'

export function registerSeedCatalogue(seed: Command, io: CliIo) {
  seed
    .command('catalogue')
    .description(
      'Create or update categories and chats from a JSON/YAML file (default: db/seeds/catalogue.yaml)',
    )
    .option('--file <path>', 'a .json, .yaml or .yml file: { categories: [...], chats: [...] }')
    .option('--json', 'print the result as JSON')
    .action(async (options: { file?: string; json?: boolean }) => {
      const path = options.file ? resolve(options.file) : DEFAULT_CATALOGUE_FILE
      const result = await withDatabase(io, (handle) =>
        refusalsExit(() =>
          // Progress goes to stderr, so `--json` output stays parseable.
          seedCatalogueFromFile(handle.db, path, operatorActor(io), (step) =>
            io.stderr(`[${step.done}/${step.total}] ${step.item}`),
          ),
        ),
      )
      if (options.json) return printJson(io, result)
      io.stdout(
        `Catalogue from ${path}: categories ${result.categories.created} created, ${result.categories.updated} updated; ` +
          `chats ${result.chats.created} created, ${result.chats.updated} updated; ${result.faqEntries} FAQ entries.`,
      )
    })
}
