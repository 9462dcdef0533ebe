import type { Command } from 'commander'
import type { CliIo } from '../../lib/io'
import { registerSecretsRotate } from './rotate'

export const noun = {
  name: 'secrets',
  description: 'Secrets stored in the database (API keys, …), encrypted with OPSAI_SECRET_KEY: rotate',
}

export function register(command: Command, io: CliIo) {
  registerSecretsRotate(command, io)
}
