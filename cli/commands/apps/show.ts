import type { Command } from 'commander'
import type { CliIo } from '../../lib/io'
import { registerShowCommand } from '../tenants/operator'
import { describeApplication } from './settings-options'

export function registerAppsShow(apps: Command, io: CliIo) {
  registerShowCommand(apps, io, {
    command: 'show <ai_type>',
    description: 'Show one application',
    jsonHelp: 'print as JSON (API keys are never shown)',
    load: (platform, key) => platform.applications.require(key),
    describe: describeApplication,
  })
}
