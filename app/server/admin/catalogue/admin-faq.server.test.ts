import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '#db/rows'
import { auditLog, chats, faqEntries } from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { faqRetrievalOptions, loadFaqEntries } from '../../chat/chat-definition.server'
import { rankFaqEntries } from '../../faq/retrieval.shared'
import { JAPANESE_FAQ } from '../../faq/testing/faq-fixtures'
import { consoleCaller, consoleSession } from './testing/console-caller'

const ADMIN = consoleSession('catalogue-admin', true)

describeEachDatabase('FAQ chats in the catalogue console (/admin/faqchats)', (database) => {
  const db = () => database.handle().db
  const { run, ok } = consoleCaller(db, ADMIN)
  const auditActions = async () =>
    (
      await db()
        .select()
        .from(auditLog)
        .where(eq(auditLog.actor, `admin:${ADMIN.user.id}`))
    ).map((row) => row.action)

  describe('FAQ chats', () => {
    let chatId = ''
    beforeAll(async () => {
      chatId = (
        await ok('chats.create', {
          console: 'faqchats',
          kind: 'faq',
          keyword: 'support-faq',
          name: 'サポートFAQ',
        })
      ).id
    })

    it('adds, edits, moves and deletes entries, keeping positions 0..n-1', async () => {
      for (const entry of JAPANESE_FAQ.slice(0, 4))
        await ok('faq.add', { chatId, question: entry.question, answer: entry.answer })
      expect(await run('faq.add', { chatId, question: '  ', answer: 'x' })).toMatchObject({
        ok: false,
        status: 400,
        fieldErrors: { question: { en: 'Enter a question of 1 to 1000 characters.' } },
      })
      await ok('faq.update', {
        chatId,
        position: 0,
        question: '改訂: パスワードの再設定方法',
        answer: JAPANESE_FAQ[0]?.answer,
      })
      await ok('faq.move', { chatId, position: 0, to: 2 })
      await ok('faq.delete', { chatId, position: 1 })
      const rows = (await ok('faq.entries', { chatId, pageSize: 100 })).rows
      expect(rows.map((row) => row.position)).toEqual([0, 1, 2])
      expect(rows.map((row) => row.question)).toEqual([
        JAPANESE_FAQ[1]?.question,
        '改訂: パスワードの再設定方法',
        JAPANESE_FAQ[3]?.question,
      ])
      await ok('faq.move', { chatId, position: 2, to: 0 })
      expect((await ok('faq.entries', { chatId })).rows.map((row) => row.question)[0]).toBe(
        JAPANESE_FAQ[3]?.question,
      )
      expect(await auditActions()).toEqual(
        expect.arrayContaining([
          'faq.entry.create',
          'faq.entry.update',
          'faq.entry.move',
          'faq.entry.delete',
        ]),
      )
    })

    it('keeps alternate wordings of an entry, one error for the field when they break the rules', async () => {
      const { position } = await ok('faq.add', {
        chatId,
        question: '解約の手続き',
        answer: '「解約する」から手続きできます。',
        alternateQuestions: ['退会したい', ' 退会したい ', '解約の手続き', 'やめたい'],
      })
      expect((await ok('faq.entries', { chatId, q: 'やめたい' })).rows).toEqual([
        {
          position,
          question: '解約の手続き',
          answer: '「解約する」から手続きできます。',
          alternateQuestions: ['退会したい', 'やめたい'],
        },
      ])
      expect(
        await run('faq.update', {
          chatId,
          position,
          question: '解約の手続き',
          answer: 'a',
          alternateQuestions: Array.from({ length: 21 }, (_, index) => `w${index}`),
        }),
      ).toMatchObject({
        ok: false,
        status: 400,
        fieldErrors: { alternateQuestions: { ja: '言い換えは1件1000文字以内、20件までにしてください。' } },
      })
      await ok('faq.update', {
        chatId,
        position,
        question: '解約の手続き',
        answer: 'a',
        alternateQuestions: [],
      })
      expect((await ok('faq.entries', { chatId, q: 'やめたい' })).rows).toEqual([])
      await ok('faq.delete', { chatId, position })
    })

    it('the test box ranks exactly as the chat does (retrieval.ts), with its threshold', async () => {
      const csv = `question,answer\n${JAPANESE_FAQ.map((entry) => `"${entry.question}","${entry.answer}"`).join('\n')}`
      await ok('faq.import', { chatId, file: Buffer.from(csv).toString('base64'), mode: 'replace' })
      await ok('chats.update', {
        console: 'faqchats',
        id: chatId,
        keyword: 'support-faq',
        name: 'サポートFAQ',
        retrievalLimit: 2,
      })
      const [stored] = await db().select().from(chats).where(eq(chats.id, chatId))
      for (const question of [
        'パスワードを忘れてしまいました',
        '領収書はどこで発行できますか',
        '今日の天気は？',
      ]) {
        const result = await ok('faq.test', { chatId, question })
        const expected = rankFaqEntries(
          question,
          await loadFaqEntries(db(), chatId),
          faqRetrievalOptions(stored?.settings),
        )
        expect(result.matches.map((match) => [String(match.position), match.score])).toEqual(
          expected.matches.map((match) => [match.entry.id, match.score]),
        )
        expect(result).toMatchObject({
          answered: expected.answered,
          topScore: expected.topScore,
          threshold: 0.12,
          limit: 2,
        })
      }
      const answered = await ok('faq.test', { chatId, question: 'パスワードを忘れてしまいました' })
      expect(answered.matches[0]?.question).toBe('パスワードの再設定方法')
      expect((await ok('faq.test', { chatId, question: '今日の天気は？' })).answered).toBe(false)
      expect(await run('faq.test', { chatId, question: ' ' })).toMatchObject({
        ok: false,
        status: 400,
        fieldErrors: { question: expect.anything() },
      })
    })

    it('pages thousands of entries on the server and keeps them in order when one moves', async () => {
      const { id } = await ok('chats.create', {
        console: 'faqchats',
        kind: 'faq',
        keyword: 'big-faq',
        name: '大きなFAQ',
      })
      await db().execute(sql`insert into faq_entries (chat_id, position, question, answer)
        select ${id}, n, '質問 ' || n, '回答 ' || n from generate_series(0, 4999) as n`)
      const page = await ok('faq.entries', { chatId: id, pageIndex: 40, pageSize: 100 })
      expect(page.total).toBe(5000)
      expect(page.rows[0]).toEqual({
        position: 4000,
        question: '質問 4000',
        answer: '回答 4000',
        alternateQuestions: [],
      })
      expect((await ok('faq.entries', { chatId: id, q: '質問 4999' })).rows).toHaveLength(1)
      await ok('faq.move', { chatId: id, position: 4999, to: 0 })
      await ok('faq.delete', { chatId: id, position: 2500 })
      const positions = rowsOf<{ ok: boolean }>(
        await db().execute(sql`select bool_and(position = rn) as ok from (
          select position, (row_number() over (order by position) - 1)::int as rn from faq_entries where chat_id = ${id}) as t`),
      )
      expect(positions[0]?.ok).toBe(true)
      const first = await ok('faq.entries', { chatId: id, pageSize: 10 })
      expect(first.rows.slice(0, 2).map((row) => row.question)).toEqual(['質問 4999', '質問 0'])
      expect(first.total).toBe(4999)
      // The FAQ console cannot reach a custom chat, nor the custom console an FAQ chat.
      expect(await run('chats.get', { console: 'customchats', id })).toMatchObject({ ok: false, status: 404 })
      expect(
        await db()
          .select({ count: sql<number>`count(*)::int` })
          .from(faqEntries)
          .where(eq(faqEntries.chatId, id)),
      ).toEqual([{ count: 4999 }])
    })

    it('pages, sorts and filters thousands of FAQ chats on the server, and entries last first', async () => {
      // One statement: 3,000 FAQ chats, every fourth disabled; two of them get entries.
      await db().execute(sql`insert into chats (id, kind, keyword, name, enabled, position)
        select 'bulk-faq-' || n, 'faq', 'bulk-faq-' || lpad(n::text, 5, '0'), 'バルクFAQ ' || lpad(n::text, 5, '0'),
          n % 4 <> 0, n from generate_series(1, 3000) as n`)
      await db().execute(sql`insert into faq_entries (chat_id, position, question, answer)
        select 'bulk-faq-1234', n, '質問 ' || n, '回答 ' || n from generate_series(0, 6) as n
        union all select 'bulk-faq-42', n, '質問 ' || n, '回答 ' || n from generate_series(0, 2) as n`)
      const byName = await ok('chats.list', {
        console: 'faqchats',
        q: 'bulk-faq-',
        sortBy: 'name',
        sortDesc: true,
        pageIndex: 29,
        pageSize: 100,
      })
      expect(byName.total).toBe(3000)
      expect(byName.rows).toHaveLength(100)
      expect([byName.rows[0]?.name, byName.rows.at(-1)?.name]).toEqual(['バルクFAQ 00100', 'バルクFAQ 00001'])
      const byEntries = await ok('chats.list', {
        console: 'faqchats',
        q: 'bulk-faq-',
        sortBy: 'entryCount',
        sortDesc: true,
        pageSize: 10,
      })
      expect(byEntries.rows.slice(0, 2).map((row) => [row.keyword, row.entryCount])).toEqual([
        ['bulk-faq-01234', 7],
        ['bulk-faq-00042', 3],
      ])
      const disabled = await ok('chats.list', { console: 'faqchats', q: 'bulk-faq-', enabled: false })
      expect(disabled.total).toBe(750)
      expect(disabled.rows.every((row) => row.kind === 'faq' && !row.enabled)).toBe(true)
      // The custom chats console never lists FAQ chats.
      expect((await ok('chats.list', { console: 'customchats', q: 'bulk-faq-' })).total).toBe(0)
      const lastFirst = await ok('faq.entries', { chatId: 'bulk-faq-1234', sortDesc: true, pageSize: 10 })
      expect(lastFirst.rows.map((row) => row.position)).toEqual([6, 5, 4, 3, 2, 1, 0])
      expect(lastFirst.total).toBe(7)
    })
  })
})
