import { resolve } from 'node:path'
import type { Command } from 'commander'
import { DEFAULT_PACKS_FILE, seedPacksFromFile } from '#app/server/payment/packs-file.server'
import { type CliIo, printJson, withDatabase } from '../../lib/io'
import { operatorActor, refusalsExit } from '../tenants/operator'

export function registerSeedPacks(seed: Command, io: CliIo) {
  seed
    .command('packs')
    .description('Create or update the token packs sold on /payment (default: db/seeds/packs.yaml)')
    .option(
      '--file <path>',
      'a .json, .yaml or .yml file: { packs: [{ id, name, tokens, priceJpy, active, position }] }',
    )
    .option('--json', 'print the result as JSON')
    .action(async (options: { file?: string; json?: boolean }) => {
      const path = options.file ? resolve(options.file) : DEFAULT_PACKS_FILE
      const result = await withDatabase(io, (handle) =>
        refusalsExit(() => seedPacksFromFile(handle.db, path, operatorActor(io))),
      )
      if (options.json) return printJson(io, result)
      io.stdout(
        `Token packs from ${path}: ${result.created.length} created${result.created.length ? ` (${result.created.join(', ')})` : ''}, ` +
          `${result.updated.length} updated${result.updated.length ? ` (${result.updated.join(', ')})` : ''}.`,
      )
    })
}
