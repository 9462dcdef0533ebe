import type { Command } from 'commander'
import type { CliIo } from '../../lib/io'
import { registerAppsBrand } from './brand'
import { registerAppsCreate } from './create'
import { registerAppsList } from './list'
import { registerAppsMasking } from './masking'
import { registerAppsPrice } from './price'
import { registerAppsShow } from './show'
import { registerAppsUpdate } from './update'

export const noun = {
  name: 'apps',
  description: 'Applications (ai_type): list, show, create, update, brand, model prices, PII masking',
}

export function register(command: Command, io: CliIo) {
  registerAppsList(command, io)
  registerAppsShow(command, io)
  registerAppsCreate(command, io)
  registerAppsUpdate(command, io)
  registerAppsBrand(command, io)
  registerAppsPrice(command, io)
  registerAppsMasking(command, io)
}
