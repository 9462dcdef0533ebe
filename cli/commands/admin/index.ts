import type { Command } from 'commander'
import type { CliIo } from '../../lib/io'
import { registerAdminCreate } from './create'

export const noun = { name: 'admin', description: 'System administrators: create' }

export function register(command: Command, io: CliIo) {
  registerAdminCreate(command, io)
}
