import { eq, sql } from 'drizzle-orm'
import { pgTable, text } from 'drizzle-orm/pg-core'
import { beforeAll, expect, it } from 'vitest'
import { describeEachDatabase } from '#db/testing'
import { type FaqTableSource, rankFaqEntriesByTrigram } from './retrieval.server'
import { rankFaqEntries } from './retrieval.shared'
import { ALL_FAQ, ANSWERABLE_QUESTIONS, UNANSWERABLE_QUESTIONS } from './testing/faq-fixtures'

// A table of this test's own, so the test does not depend on the catalogue schema.
const probe = pgTable('faq_trgm_probe', {
  id: text('id').primaryKey(),
  collection: text('collection').notNull(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
})

const everything: FaqTableSource = {
  table: probe,
  id: probe.id,
  question: probe.question,
  answer: probe.answer,
}
const only = (collection: string): FaqTableSource => ({
  ...everything,
  where: eq(probe.collection, collection),
})

describeEachDatabase('rankFaqEntriesByTrigram', (database) => {
  beforeAll(async () => {
    const { db } = database.handle()
    await db.execute(sql`create extension if not exists pg_trgm`)
    await db.execute(
      sql`create table faq_trgm_probe (id text primary key, collection text not null, question text not null, answer text not null)`,
    )
    await db
      .insert(probe)
      .values(ALL_FAQ.map((entry) => ({ ...entry, collection: entry.id.startsWith('ja-') ? 'ja' : 'en' })))
  })

  it('matches 「パスワードを忘れました」 to 「パスワードの再設定方法」', async () => {
    const ranking = await rankFaqEntriesByTrigram(database.handle().db, 'パスワードを忘れました', everything)
    expect(ranking.answered).toBe(true)
    expect(ranking.matches[0]?.entry).toMatchObject({
      id: 'ja-password-reset',
      question: 'パスワードの再設定方法',
    })
    expect(ranking.matches[0]?.entry.answer).toContain('再設定用のリンク')
    expect(ranking.topScore).toBe(ranking.matches[0]?.score)
  })

  it('matches English, and half-width or hiragana spellings of katakana', async () => {
    const { db } = database.handle()
    expect((await rankFaqEntriesByTrigram(db, 'I forgot my password', everything)).matches[0]?.entry.id).toBe(
      'en-password-reset',
    )
    expect((await rankFaqEntriesByTrigram(db, 'ﾊﾟｽﾜｰﾄﾞ', only('ja'))).matches[0]?.entry.id).toBe(
      'ja-password-reset',
    )
    expect((await rankFaqEntriesByTrigram(db, 'ぱすわーど', only('ja'))).matches[0]?.entry.id).toBe(
      'ja-password-reset',
    )
  })

  it('searches only the rows the `where` selects', async () => {
    const ranking = await rankFaqEntriesByTrigram(database.handle().db, 'password', only('ja'), {
      threshold: 0,
    })
    expect(ranking.matches.every((match) => match.entry.id.startsWith('ja-'))).toBe(true)
  })

  it('says nothing matched for an unrelated question', async () => {
    const ranking = await rankFaqEntriesByTrigram(database.handle().db, '今日の天気は？', everything)
    expect(ranking).toMatchObject({ matches: [], answered: false })
  })

  it.each(['', '？？', "'; drop table faq_trgm_probe; --", '\u0000'])(
    'takes hostile input %j as data',
    async (question) => {
      const { db } = database.handle()
      const ranking = await rankFaqEntriesByTrigram(db, question, everything)
      expect(ranking.answered).toBe(false)
      const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(probe)
      expect(count).toBe(ALL_FAQ.length)
    },
  )

  it('honours limit and threshold', async () => {
    const { db } = database.handle()
    const loose = await rankFaqEntriesByTrigram(db, 'プラン 解約 請求書', only('ja'), {
      limit: 5,
      threshold: 0,
      relativeCutoff: 0,
    })
    expect(loose.matches).toHaveLength(5)
    const scores = loose.matches.map((match) => match.score)
    expect([...scores].sort((a, b) => b - a)).toEqual(scores)
    expect((await rankFaqEntriesByTrigram(db, 'パスワード', everything, { threshold: 0.99 })).answered).toBe(
      false,
    )
  })

  it('is less precise than the in-process n-gram ranking on the same data (ADR 008)', async () => {
    const { db } = database.handle()
    let trigramCorrect = 0
    let ngramCorrect = 0
    let trigramLowestCorrect = 1
    for (const { question, expected } of ANSWERABLE_QUESTIONS) {
      const trigram = await rankFaqEntriesByTrigram(db, question, everything, { threshold: 0 })
      if (trigram.matches[0]?.entry.id === expected) {
        trigramCorrect += 1
        trigramLowestCorrect = Math.min(trigramLowestCorrect, trigram.topScore)
      }
      if (rankFaqEntries(question, ALL_FAQ).matches[0]?.entry.id === expected) ngramCorrect += 1
    }
    let trigramHighestUnrelated = 0
    for (const question of UNANSWERABLE_QUESTIONS) {
      const trigram = await rankFaqEntriesByTrigram(db, question, everything, { threshold: 0 })
      trigramHighestUnrelated = Math.max(trigramHighestUnrelated, trigram.topScore)
    }
    console.info(
      `[${database.kind}] top-1: n-gram BM25 ${ngramCorrect}/${ANSWERABLE_QUESTIONS.length}, pg_trgm ${trigramCorrect}/${ANSWERABLE_QUESTIONS.length}; pg_trgm lowest correct ${trigramLowestCorrect.toFixed(3)} vs highest unrelated ${trigramHighestUnrelated.toFixed(3)}`,
    )
    expect(ngramCorrect).toBe(ANSWERABLE_QUESTIONS.length)
    expect(trigramCorrect).toBeGreaterThanOrEqual(ANSWERABLE_QUESTIONS.length - 2)
    expect(trigramCorrect).toBeLessThan(ngramCorrect)
    // No trigram threshold separates answerable from unrelated questions on this data.
    expect(trigramHighestUnrelated).toBeGreaterThan(trigramLowestCorrect)
  })
})
