import type { Command } from 'commander'
import { DEFAULT_PLANS_FILE, seedPlansFromFile } from '#db/seeds/defaults'
import type { CliIo } from '../../lib/io'
import { registerSeedFromFile } from './seed-file-command'

export function registerSeedPlans(seed: Command, io: CliIo) {
  registerSeedFromFile(seed, io, {
    name: 'plans',
    description: 'Create or update plans from a JSON/YAML file (default: db/seeds/plans.yaml)',
    fileHelp:
      'a .json, .yaml or .yml file: { plans: [{ id, name, monthlyTokens, priceJpy, maxUsers, maxChats, storageMb, applicationKey }] } (applicationKey: the only application offered the plan; absent: every application)',
    defaultFile: DEFAULT_PLANS_FILE,
    label: 'Plans',
    run: seedPlansFromFile,
  })
}
