import type { Command } from 'commander'
import { asPlatform } from '#app/server/tenancy/scope.server'
import type { CliIo } from '../../lib/io'
import { registerListCommand } from '../tenants/operator'

export function registerAppsList(apps: Command, io: CliIo) {
  registerListCommand(apps, io, {
    description: 'List applications (ai_type) with theme, default plan and model provider',
    jsonHelp: 'print as JSON (API keys are never shown)',
    load: (db) => asPlatform(db).applications.list(),
    empty: 'No applications yet: opsai apps create --help',
    headers: ['AI_TYPE', 'NAME', 'THEME', 'DEFAULT PLAN', 'PROVIDER'],
    row: (app) => [
      app.key,
      app.name,
      app.themeKey,
      app.defaultPlanId,
      app.settings
        ? `${app.settings.provider}${app.settings.model ? ` ${app.settings.model}` : ''}`
        : '(environment)',
    ],
  })
}
