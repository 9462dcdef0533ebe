import type { Command } from 'commander'
import type { CliIo } from '../../lib/io'
import { registerDbMigrate } from './migrate'

export const noun = { name: 'db', description: 'Database: migrations' }

export function register(command: Command, io: CliIo) {
  registerDbMigrate(command, io)
}
