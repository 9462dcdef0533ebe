import type { Command } from 'commander'
import { searchBase } from '#app/server/knowledge/api/knowledge-screens.server'
import { snippetOf } from '#app/server/knowledge/chat-grounding.server'
import { type CliIo, printJson, withDatabase } from '../../lib/io'
import { operatorActor, refusalsExit } from '../tenants/operator'
import { operatorKnowledgeActor } from './kb-actor'

/** A terminal line's worth of each passage (the screens show 240 characters). */
const CLI_SNIPPET_LENGTH = 160

export function registerKbSearch(kb: Command, io: CliIo) {
  kb.command('search <kbId> <question>')
    .description('Show what retrieval returns from a knowledge base for a question, with scores')
    .option('--limit <n>', 'how many passages (1-20)', '5')
    .option('--json', 'print the result as JSON')
    .action(async (kbId: string, question: string, options: { limit: string; json?: boolean }) => {
      const limit = Math.min(20, Math.max(1, Number.parseInt(options.limit, 10) || 5))
      const result = await withDatabase(io, (handle) =>
        refusalsExit(async () =>
          searchBase(
            handle.db,
            await operatorKnowledgeActor(handle.db, operatorActor(io), undefined, true),
            kbId,
            question,
            limit,
          ),
        ),
      )
      if (options.json) return printJson(io, result)
      io.stdout(`Ranking: ${result.mode} (a chat answers from passages scoring ${result.threshold} or more)`)
      if (result.hits.length === 0) return io.stdout('No passage matches.')
      for (const [index, hit] of result.hits.entries()) {
        const where = hit.page ? `${hit.documentName} p.${hit.page}` : hit.documentName
        io.stdout(`${index + 1}. [${hit.score.toFixed(3)}${hit.matched ? '' : ' below threshold'}] ${where}`)
        io.stdout(`   ${snippetOf(hit.snippet, CLI_SNIPPET_LENGTH)}`)
      }
    })
}
