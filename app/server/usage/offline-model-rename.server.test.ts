/**
 * Migration 0026: the offline provider's model id named the platform ("opsai-offline") on every
 * brand's usage page, CSV and thread JSON. Rows written under the old id, as a database that ran
 * the product before the migration holds them, are renamed, and the rollups move with them.
 */
import { readFile } from 'node:fs/promises'
import { eq, sql } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { usageEvents, usageRollupByChatModel } from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { OFFLINE_MODEL_ID } from '../../features/chat/chat-types.shared'
import { ensureTestCatalogue, makeChatTenant } from '../chat/testing/chat-fixtures'
import { threadsRepository } from '../chat/threads.server'
import { rollupDifferences } from './testing/raw-usage'

const OLD_ID = 'opsai-offline'
const migration = new URL('../../../db/migrations/0026_offline_model_id.sql', import.meta.url)

describeEachDatabase('the offline model id no longer names the platform', (database) => {
  const db = () => database.handle().db
  let tenantId = ''

  beforeAll(async () => {
    await ensureTestCatalogue(db())
    const owner = await makeChatTenant(db(), 'offline-rename', 1_000)
    tenantId = owner.tenantId
    const repository = threadsRepository(db(), tenantId)
    for (const key of ['before-1', 'before-2']) {
      await repository.recordUsage({
        userId: owner.userId,
        chatKind: 'chat',
        keyword: 'default',
        threadId: 'thread-before-the-rename',
        model: OLD_ID,
        usage: { inputTokens: 100, outputTokens: 20, totalTokens: 120 },
        chargedTokens: 0,
        idempotencyKey: `turn:${key}`,
      })
    }
  })

  it('renames old rows and their rollups, and running it again changes nothing', async () => {
    expect(OFFLINE_MODEL_ID).toBe('offline')
    const statements = (await readFile(migration, 'utf8')).split('--> statement-breakpoint')
    for (let run = 0; run < 2; run++) {
      for (const statement of statements) await db().execute(sql.raw(statement))
    }
    const events = await db()
      .select({ model: usageEvents.model })
      .from(usageEvents)
      .where(eq(usageEvents.tenantId, tenantId))
    expect(events.map((event) => event.model)).toEqual([OFFLINE_MODEL_ID, OFFLINE_MODEL_ID])
    const rollups = await db()
      .select({ model: usageRollupByChatModel.model, turns: usageRollupByChatModel.turns })
      .from(usageRollupByChatModel)
      .where(eq(usageRollupByChatModel.tenantId, tenantId))
    expect(rollups).toEqual([{ model: OFFLINE_MODEL_ID, turns: 2 }])
    expect(await rollupDifferences(db())).toEqual([])
  })
})
