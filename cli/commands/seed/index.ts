import type { Command } from 'commander'
import type { CliIo } from '../../lib/io'
import { registerSeedCatalogue } from './catalogue'
import { registerSeedDemo } from './demo'
import { registerSeedPacks } from './packs'
import { registerSeedPlans } from './plans'

export const noun = {
  name: 'seed',
  description: 'Seed data: plans, token packs, the chat catalogue, demo tenants',
}

export function register(command: Command, io: CliIo) {
  registerSeedPlans(command, io)
  registerSeedPacks(command, io)
  registerSeedCatalogue(command, io)
  registerSeedDemo(command, io)
}
