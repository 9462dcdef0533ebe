import type { Command } from 'commander'
import type { CliIo } from '../../lib/io'
import { registerStatusCommand } from './suspend'

export function registerTenantsResume(tenants: Command, io: CliIo) {
  registerStatusCommand(tenants, io, 'resume')
}
