import type { Command } from 'commander'
import type { CliIo } from '../../lib/io'
import { registerDomainsList } from './list'
import { registerDomainsMap } from './map'
import { registerDomainsUnmap } from './unmap'

export const noun = { name: 'domains', description: 'Host names → tenants and themes: map, unmap, list' }

export function register(command: Command, io: CliIo) {
  registerDomainsMap(command, io)
  registerDomainsUnmap(command, io)
  registerDomainsList(command, io)
}
