/**
 * The data the screen sweep (e2e/sweep.spec.ts) visits, written straight into the e2e server's
 * database (through its PGlite socket, as the CLI does): a member for a tenant that has only its
 * owner, and for each signed-in account one short thread in every chat family, so every thread
 * page has a real id and a conversation with Markdown (a list, a table, code) to show.
 * Usage: node --import tsx e2e/support/sweep-data.ts '<json>'
 *   json: { "member"?: { "tenant", "email", "password", "name" }, "users": ["<e-mail>", …] }
 * Prints `{ "<e-mail>": { "threads": { chat, customchat, faqchat, opschat }, "dashboards": {…} } }`
 * with the paths of each account's thread and dashboard pages.
 */
import { and, asc, eq } from 'drizzle-orm'
import { threadsRepository } from '../../app/server/chat/threads.server'
import { forTenant } from '../../app/server/tenancy/scope.server'
import { findTenantBySlug } from '../../app/server/tenancy/tenants.server'
import {
  findUserByEmail,
  insertCredentialUser,
  prepareCredentialUser,
} from '../../app/server/tenancy/users.server'
import { openDatabase } from '../../db/client'
import { chats, tenantChats } from '../../db/schema'

interface Request {
  member?: { tenant: string; email: string; password: string; name: string }
  users: string[]
}

const request = JSON.parse(process.argv[2] ?? '{}') as Request
const FAMILY_OF = { custom: 'customchat', faq: 'faqchat', ops: 'opschat' } as const
const KEYWORD_OF_GENERAL_CHAT = 'default'

const question = '来週の営業会議のアジェンダ案を作ってください。 / Draft an agenda for next week.'
const answer = [
  'アジェンダ案です。 / Here is a draft agenda.',
  '',
  '1. 先週の振り返り / Last week',
  '2. 今週の目標 / This week',
  '',
  '| 項目 / Item | 時間 / Minutes |',
  '|---|---|',
  '| 振り返り / Review | 10 |',
  '| 目標 / Goals | 20 |',
  '',
  '```ts',
  "const agenda = ['review', 'goals']",
  '```',
].join('\n')

const handle = await openDatabase({
  databaseUrl: process.env.E2E_DATABASE_URL || undefined,
  dataDir: process.env.E2E_DATA_DIR || './data',
  role: 'cli',
  maxConnections: 1,
})
try {
  const { db } = handle
  if (request.member) {
    const tenant = await findTenantBySlug(db, request.member.tenant)
    if (!tenant) throw new Error(`no tenant ${request.member.tenant}`)
    if (!(await findUserByEmail(db, request.member.email))) {
      const prepared = await prepareCredentialUser(request.member)
      await db.transaction(async (tx) => {
        const id = await insertCredentialUser(tx, prepared, { tenantId: tenant.id, role: 'user' })
        await forTenant(tx, tenant.id).members.add(id, 'member')
      })
    }
  }
  const result: Record<string, { threads: Record<string, string>; dashboards: Record<string, string> }> = {}
  for (const email of request.users) {
    const account = await findUserByEmail(db, email)
    if (!account?.tenantId) throw new Error(`no tenant member ${email}`)
    // The tenant's first enabled chat of each catalogue kind, in the tenant's order.
    const enabled = await db
      .select({ id: chats.id, kind: chats.kind, keyword: chats.keyword, name: chats.name })
      .from(tenantChats)
      .innerJoin(chats, eq(chats.id, tenantChats.chatId))
      .where(and(eq(tenantChats.tenantId, account.tenantId), eq(chats.enabled, true)))
      .orderBy(asc(tenantChats.position))
    const threads = threadsRepository(db, account.tenantId)
    const now = Date.now()
    const messages = [
      {
        role: 'user' as const,
        content: question,
        status: 'complete' as const,
        createdAt: new Date(now - 60_000),
      },
      { role: 'assistant' as const, content: answer, status: 'complete' as const, createdAt: new Date(now) },
    ]
    const general = await threads.createWithMessages(
      {
        userId: account.id,
        chatKind: 'chat',
        keyword: KEYWORD_OF_GENERAL_CHAT,
        title: '画面の確認 / Screen check',
      },
      messages,
    )
    const paths = { threads: { chat: `/chat/thread/${general.thread.id}` }, dashboards: {} } as {
      threads: Record<string, string>
      dashboards: Record<string, string>
    }
    for (const [kind, family] of Object.entries(FAMILY_OF)) {
      const chat = enabled.find((candidate) => candidate.kind === kind)
      if (!chat) throw new Error(`tenant of ${email} has no enabled ${kind} chat`)
      const keyword = encodeURIComponent(chat.keyword)
      const created = await threads.createWithMessages(
        { userId: account.id, chatKind: family, keyword: chat.keyword, title: '画面の確認 / Screen check' },
        messages,
      )
      paths.threads[family] = `/${family}/${keyword}/thread/${created.thread.id}`
      paths.threads[`${family}-chat`] = `/${family}/${keyword}`
      paths.dashboards[family] =
        `/${family}/${keyword}/dashboard/${encodeURIComponent(chat.id)}/${encodeURIComponent(chat.name)}`
    }
    result[email] = paths
  }
  process.stdout.write(`${JSON.stringify(result)}\n`)
} finally {
  await handle.close()
}
