import type { Command } from 'commander'
import type { CliIo } from '../../lib/io'
import { registerAdminCreate } from './create'
import { registerAdminResetTwoFactor } from './reset-2fa'

export const noun = { name: 'admin', description: 'System administrators: create; any user: reset-2fa' }

export function register(command: Command, io: CliIo) {
  registerAdminCreate(command, io)
  registerAdminResetTwoFactor(command, io)
}
