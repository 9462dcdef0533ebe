import type { Command } from 'commander'
import { setBaseChat } from '#app/server/knowledge/knowledge-bases.server'
import { type CliIo, withDatabase } from '../../lib/io'
import { operatorActor, refusalsExit } from '../tenants/operator'
import { operatorKnowledgeActor } from './kb-actor'

export function registerKbAttach(kb: Command, io: CliIo) {
  kb.command('attach <kbId>')
    .description('Attach a knowledge base to a chat: its answers are grounded in the base from then on')
    .requiredOption('--chat <kind:keyword>', 'the chat, as custom:<keyword>, faq:<keyword> or ops:<keyword>')
    .option('--tenant <slug>', "the tenant that owns the base (default: the catalogue's)")
    .option('--detach', 'detach instead of attaching')
    .action(async (kbId: string, options: { chat: string; tenant?: string; detach?: boolean }) => {
      await withDatabase(io, (handle) =>
        refusalsExit(async () =>
          setBaseChat(
            handle.db,
            await operatorKnowledgeActor(handle.db, operatorActor(io), options.tenant, !options.tenant),
            kbId,
            options.chat,
            !options.detach,
          ),
        ),
      )
      io.stdout(
        `${options.detach ? 'Detached' : 'Attached'} knowledge base ${kbId} ${options.detach ? 'from' : 'to'} ${options.chat}.`,
      )
    })
}
