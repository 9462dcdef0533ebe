import type { Command } from 'commander'
import type { CliIo } from '../../lib/io'
import { registerDomainsList } from './list'
import { registerDomainsMap } from './map'
import { registerDomainsUnmap } from './unmap'
import { registerDomainsVerify } from './verify'

export const noun = {
  name: 'domains',
  description: 'Host names → tenants and themes: map, verify, unmap, list',
}

export function register(command: Command, io: CliIo) {
  registerDomainsMap(command, io)
  registerDomainsUnmap(command, io)
  registerDomainsVerify(command, io)
  registerDomainsList(command, io)
}
