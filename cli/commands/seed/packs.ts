import type { Command } from 'commander'
import { DEFAULT_PACKS_FILE, seedPacksFromFile } from '#app/server/payment/packs-file.server'
import type { CliIo } from '../../lib/io'
import { registerSeedFromFile } from './seed-file-command'

export function registerSeedPacks(seed: Command, io: CliIo) {
  registerSeedFromFile(seed, io, {
    name: 'packs',
    description: 'Create or update the token packs sold on /payment (default: db/seeds/packs.yaml)',
    fileHelp: 'a .json, .yaml or .yml file: { packs: [{ id, name, tokens, priceJpy, active, position }] }',
    defaultFile: DEFAULT_PACKS_FILE,
    label: 'Token packs',
    run: seedPacksFromFile,
  })
}
