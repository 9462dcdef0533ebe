import type { Command } from 'commander'
import type { CliIo } from '../../lib/io'
import { registerWidgetsCreate, registerWidgetsList } from './widgets'

export const noun = {
  name: 'widgets',
  description: "Embeddable chat widgets of a tenant's chats: create, list",
}

export function register(command: Command, io: CliIo) {
  registerWidgetsCreate(command, io)
  registerWidgetsList(command, io)
}
