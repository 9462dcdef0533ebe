import type { Command } from 'commander'
import { createBase } from '#app/server/knowledge/knowledge-bases.server'
import { type CliIo, printJson, withDatabase } from '../../lib/io'
import { operatorActor, refusalsExit } from '../tenants/operator'
import { operatorKnowledgeActor } from './kb-actor'

export function registerKbCreate(kb: Command, io: CliIo) {
  kb.command('create')
    .description("Create a knowledge base: the catalogue's, or a tenant's with --tenant")
    .requiredOption('--name <name>', 'the name shown on /knowledge and /admin/knowledge')
    .option(
      '--tenant <slug>',
      "the tenant that owns it (default: the catalogue's, attachable to any catalogue chat)",
    )
    .option('--json', 'print the base as JSON')
    .action(async (options: { name: string; tenant?: string; json?: boolean }) => {
      const base = await withDatabase(io, (handle) =>
        refusalsExit(async () =>
          createBase(handle.db, await operatorKnowledgeActor(handle.db, operatorActor(io), options.tenant), {
            name: options.name,
          }),
        ),
      )
      if (options.json) return printJson(io, base)
      io.stdout(
        `Created knowledge base ${base.id} (${base.name})${options.tenant ? ` for ${options.tenant}` : ' in the catalogue'}.`,
      )
    })
}
