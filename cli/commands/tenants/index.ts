import type { Command } from 'commander'
import type { CliIo } from '../../lib/io'
import { registerTenantsIpAllow, registerTenantsSessions } from './access'
import { registerTenantsCreate } from './create'
import { registerTenantsDelete } from './delete'
import { registerTenantsExport } from './export'
import { registerTenantsList } from './list'
import { registerTenantsResume } from './resume'
import { registerTenantsRetention } from './retention'
import { registerTenantsSaml } from './saml'
import { registerTenantsShow } from './show'
import { registerTenantsSuspend } from './suspend'

export const noun = {
  name: 'tenants',
  description:
    'Tenants: create, list, show, suspend, resume, export, retention, ip-allow, sessions, saml, delete',
}

export function register(command: Command, io: CliIo) {
  registerTenantsCreate(command, io)
  registerTenantsList(command, io)
  registerTenantsShow(command, io)
  registerTenantsSuspend(command, io)
  registerTenantsResume(command, io)
  registerTenantsExport(command, io)
  registerTenantsRetention(command, io)
  registerTenantsIpAllow(command, io)
  registerTenantsSessions(command, io)
  registerTenantsSaml(command, io)
  registerTenantsDelete(command, io)
}
