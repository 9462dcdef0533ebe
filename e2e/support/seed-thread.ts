/**
 * Writes a long thread straight into the e2e server's database (through its PGlite socket, as
 * the CLI does), so a test of a 30-message conversation does not wait for 15 model turns.
 * Usage: node --import tsx e2e/support/seed-thread.ts <member e-mail> <message count>
 * Prints `{"id", "tenantId"}` of the new general-chat thread.
 */
import { eq } from 'drizzle-orm'
import { threadsRepository } from '../../app/server/chat/threads.server'
import { openDatabase } from '../../db/client'
import { user } from '../../db/schema'

const [email = '', countText = '30'] = process.argv.slice(2)
const count = Number(countText)
const handle = await openDatabase({
  databaseUrl: process.env.E2E_DATABASE_URL || undefined,
  dataDir: process.env.E2E_DATA_DIR || './data',
  role: 'cli',
  maxConnections: 1,
})
try {
  const [member] = await handle.db
    .select({ id: user.id, tenantId: user.tenantId })
    .from(user)
    .where(eq(user.email, email))
  if (!member?.tenantId) throw new Error(`no tenant member ${email}`)
  const start = Date.now() - count * 60_000
  const messages = Array.from({ length: count }, (_, index) => {
    const question = index % 2 === 0
    const turn = Math.floor(index / 2) + 1
    return {
      role: question ? ('user' as const) : ('assistant' as const),
      content: question
        ? `質問 ${turn}: 第${turn}四半期の売上を部門別にまとめてください。`
        : [
            `回答 ${turn}: 部門別の売上です。`,
            '',
            '| 部門 | 売上 |',
            '|---|---|',
            '| 営業 | 120 |',
            '| 開発 | 80 |',
          ].join('\n'),
      status: 'complete' as const,
      createdAt: new Date(start + index * 60_000),
    }
  })
  const repository = threadsRepository(handle.db, member.tenantId)
  const created = await repository.createWithMessages(
    {
      userId: member.id,
      chatKind: 'chat',
      keyword: 'default',
      title: `長い会話 ${new Date().toISOString()}`,
    },
    messages,
  )
  process.stdout.write(`${JSON.stringify({ id: created.thread.id, tenantId: member.tenantId })}\n`)
} finally {
  await handle.close()
}
