/**
 * `opsai widgets create|list` (issue 20, ADR 040): the operator's side of a tenant's chat
 * widgets, through the same service as the settings screen (its checks, its audit entry).
 */
import type { Command } from 'commander'
import type { WidgetView } from '#app/features/integrations/widgets.shared'
import { joinedLanguages } from '#app/i18n/texts.server'
import { requireTenantBySlug } from '#app/server/tenancy/tenants.server'
import { createWidget, listWidgets } from '#app/server/widgets/widgets.server'
import { type CliIo, printJson, withDatabase } from '../../lib/io'
import { operatorActor, refusalsExit } from '../tenants/operator'

function printSnippet(io: CliIo, widget: WidgetView) {
  io.stdout(widget.snippet ?? joinedLanguages('cli.widgets.noHost'))
}

export function registerWidgetsCreate(widgets: Command, io: CliIo) {
  widgets
    .command('create')
    .description('Create a widget for one chat of a tenant and print its snippet')
    .requiredOption('--tenant <slug>', 'the tenant')
    .requiredOption('--chat <model-id>', 'the chat: chat, custom:<keyword>, faq:<keyword> or ops:<keyword>')
    .requiredOption('--origin <url...>', 'the sites that may show it (https://…; http only for localhost)')
    .option('--name <name>', "the widget's name (default: the chat's)")
    .option('--json', 'print the widget (id, snippet, settings) as JSON')
    .action(
      async (options: { tenant: string; chat: string; origin: string[]; name?: string; json?: boolean }) => {
        const widget = await withDatabase(io, (handle) =>
          refusalsExit(async () => {
            const tenant = await requireTenantBySlug(handle.db, options.tenant)
            return createWidget(handle.db, {
              tenantId: tenant.id,
              actor: operatorActor(io),
              fields: {
                chat: options.chat,
                // Origins may also come comma-separated.
                allowedOrigins: options.origin.flatMap((entry) => entry.split(',')).filter(Boolean),
                ...(options.name ? { name: options.name } : {}),
              },
            })
          }),
        )
        if (options.json) return printJson(io, widget)
        io.stdout(joinedLanguages('cli.widgets.created', { id: widget.id, chat: widget.chat }))
        printSnippet(io, widget)
      },
    )
}

export function registerWidgetsList(widgets: Command, io: CliIo) {
  widgets
    .command('list')
    .description("List a tenant's widgets with their chat, origins and status")
    .requiredOption('--tenant <slug>', 'the tenant')
    .option('--json', 'print the widgets as JSON')
    .action(async (options: { tenant: string; json?: boolean }) => {
      const widgets = await withDatabase(io, (handle) =>
        refusalsExit(async () =>
          listWidgets(handle.db, (await requireTenantBySlug(handle.db, options.tenant)).id),
        ),
      )
      if (options.json) return printJson(io, widgets)
      if (widgets.length === 0)
        return io.stdout(joinedLanguages('cli.widgets.none', { slug: options.tenant }))
      for (const widget of widgets) {
        const status = joinedLanguages(widget.enabled ? 'cli.widgets.enabled' : 'cli.widgets.disabled')
        io.stdout(
          `${widget.id}  ${widget.chat}  ${widget.name}  [${status}]  ${widget.allowedOrigins.join(', ')}`,
        )
      }
    })
}
