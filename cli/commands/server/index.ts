import type { Command } from 'commander'
import type { CliIo } from '../../lib/io'
import { registerServerStart } from './start'

export const noun = { name: 'server', description: 'Run the web server' }

export function register(command: Command, io: CliIo) {
  registerServerStart(command, io)
}
