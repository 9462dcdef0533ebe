import type { Command } from 'commander'
import type { CliIo } from '../../lib/io'
import { registerKeysCreate, registerKeysList, registerKeysRevoke } from './keys'

export const noun = {
  name: 'keys',
  description: "A tenant's API keys for the OpenAI-compatible API (/v1): create, list, revoke",
}

export function register(command: Command, io: CliIo) {
  registerKeysCreate(command, io)
  registerKeysList(command, io)
  registerKeysRevoke(command, io)
}
