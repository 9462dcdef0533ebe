import type { Command } from 'commander'
import type { CliIo } from '../../lib/io'
import { registerWebhooksAdd } from './add'
import { registerWebhooksDeliveries } from './deliveries'
import { registerWebhooksList } from './list'

export const noun = {
  name: 'webhooks',
  description: "A tenant's outgoing webhooks (ADR 041): add, list, deliveries",
}

export function register(command: Command, io: CliIo) {
  registerWebhooksAdd(command, io)
  registerWebhooksList(command, io)
  registerWebhooksDeliveries(command, io)
}
