import type { Command } from 'commander'
import { listBases } from '#app/server/knowledge/knowledge-bases.server'
import type { CliIo } from '../../lib/io'
import { operatorActor, refusalsExit, registerListCommand } from '../tenants/operator'
import { operatorKnowledgeActor } from './kb-actor'

export function registerKbList(kb: Command, io: CliIo) {
  registerListCommand<Awaited<ReturnType<typeof listBases>>[number], { json?: boolean; tenant?: string }>(
    kb,
    io,
    {
      description: "List knowledge bases: the catalogue's, or a tenant's with --tenant",
      extraOptions: [['--tenant <slug>', "a tenant's bases instead of the catalogue's"]],
      load: (db, options) =>
        refusalsExit(async () =>
          listBases(db, await operatorKnowledgeActor(db, operatorActor(io), options.tenant)),
        ),
      empty: 'No knowledge bases yet: opsai kb create --help',
      headers: ['ID', 'NAME', 'DOCUMENTS', 'READY', 'CHUNKS', 'MB', 'CHATS'],
      row: (base) => [
        base.id,
        base.name,
        base.documents,
        base.readyDocuments,
        base.chunks,
        (base.sizeBytes / 1024 / 1024).toFixed(1),
        base.chats.map((chat) => `${chat.kind}:${chat.keyword}`).join(', '),
      ],
    },
  )
}
