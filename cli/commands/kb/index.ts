import type { Command } from 'commander'
import type { CliIo } from '../../lib/io'
import { registerKbAdd } from './add'
import { registerKbAttach } from './attach'
import { registerKbCreate } from './create'
import { registerKbList } from './list'
import { registerKbSearch } from './search'

export const noun = {
  name: 'kb',
  description: 'Knowledge bases: create, list, add documents, attach to chats, search',
}

export function register(command: Command, io: CliIo) {
  registerKbCreate(command, io)
  registerKbList(command, io)
  registerKbAdd(command, io)
  registerKbAttach(command, io)
  registerKbSearch(command, io)
}
