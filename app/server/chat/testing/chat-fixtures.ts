/** Builders for chat integration tests: tenants with members, tokens and catalogue chats. */
import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { Db } from '#db/client'
import { chats, faqEntries, tenantChats, user } from '#db/schema'
import { JAPANESE_FAQ } from '../../faq/testing/faq-fixtures'
import { appendLedgerEntry } from '../../ledger/ledger.server'
import { makeTenant, TEST_ACTOR } from '../../tenancy/test-fixtures.server'

export async function makeMember(db: Db, tenantId: string | null, name = 'member') {
  const id = randomUUID()
  await db.insert(user).values({ id, name, email: `${name}-${id}@example.test`, tenantId })
  return id
}

export async function grantTokens(db: Db, tenantId: string, amount: number) {
  await appendLedgerEntry(db, tenantId, {
    kind: 'purchase',
    amount,
    idempotencyKey: `test-grant:${randomUUID()}`,
    actor: TEST_ACTOR,
  })
}

/** A tenant with one member, `tokens` to spend, and the test catalogue chats enabled. */
export async function makeChatTenant(db: Db, slug: string, tokens: number) {
  const tenant = await makeTenant(db, slug)
  await ensureTestCatalogue(db)
  for (const chatId of ['test-custom', 'test-faq', 'test-ops']) {
    await db.insert(tenantChats).values({ tenantId: tenant.id, chatId }).onConflictDoNothing()
  }
  // New tenants may get the whole catalogue: this one is kept off to test "not enabled".
  await db
    .delete(tenantChats)
    .where(and(eq(tenantChats.tenantId, tenant.id), eq(tenantChats.chatId, 'test-disabled')))
  if (tokens > 0) await grantTokens(db, tenant.id, tokens)
  const userId = await makeMember(db, tenant.id, slug)
  return { tenantId: tenant.id, userId }
}

export async function ensureTestCatalogue(db: Db) {
  await db
    .insert(chats)
    .values([
      {
        id: 'test-custom',
        kind: 'custom',
        keyword: 'mail',
        name: 'メール作成',
        prompt: 'あなたはビジネスメールの作成を手伝います。',
        model: 'custom-model',
      },
      {
        id: 'test-faq',
        kind: 'faq',
        keyword: 'support',
        name: 'サポートFAQ',
        prompt: 'FAQ に基づいて答えます。',
        settings: { retrieval: { limit: 1, threshold: 0.3 } },
      },
      {
        id: 'test-ops',
        kind: 'ops',
        keyword: 'incident',
        name: '障害対応',
        prompt: '障害対応プレイブック: 1. 影響範囲を確認する',
      },
      { id: 'test-disabled', kind: 'custom', keyword: 'not-enabled', name: '未契約', prompt: '' },
    ])
    .onConflictDoNothing()
  await db
    .insert(faqEntries)
    .values(
      JAPANESE_FAQ.map((entry, position) => ({
        chatId: 'test-faq',
        position,
        question: entry.question,
        answer: entry.answer,
      })),
    )
    .onConflictDoNothing()
}

export async function collect<T>(events: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = []
  for await (const event of events) all.push(event)
  return all
}
