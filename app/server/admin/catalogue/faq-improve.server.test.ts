import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applications, auditLog, messageFeedback } from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { type OpenAiTestServer, startOpenAiTestServer } from '../../ai/testing/openai-test-server'
import { loadFaqEntries } from '../../chat/chat-definition.server'
import { saveMessageFeedback } from '../../chat/feedback.server'
import { ensureTestCatalogue, makeChatTenant } from '../../chat/testing/chat-fixtures'
import { questionAndReply } from '../../dashboards/testing/question-and-reply'
import { rankFaqEntries } from '../../faq/retrieval.shared'
import { setTenantMasking } from '../../pii-masking/masking-settings.server'
import { runAdminCatalogueOperation } from './admin-catalogue-api.server'
import { draftFaqEntry } from './faq-draft.server'
import { listImproveCandidates } from './faq-improve.server'
import { consoleCaller, consoleSession } from './testing/console-caller'

const ADMIN = consoleSession('improve-admin', true)
const NOW = new Date('2026-03-20T12:00:00Z')
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 60 * 60 * 1000)

let server: OpenAiTestServer
beforeAll(async () => {
  server = await startOpenAiTestServer()
})
afterAll(async () => {
  await server.close()
})

describeEachDatabase(
  'questions to improve an FAQ chat, drafts and approval (/admin/faqchats)',
  (database) => {
    const db = () => database.handle().db
    const { run, ok } = consoleCaller(db, ADMIN)

    let first = { tenantId: '', userId: '' }
    let second = { tenantId: '', userId: '' }
    let downvotedReply = ''

    /** A question and its finished reply on the FAQ chat; `sources` empty = nothing matched. */
    async function turn(
      who: typeof first,
      question: string,
      at: Date,
      sources: { id: string }[],
      keyword = 'support',
    ) {
      const { replyId } = await questionAndReply(db(), who, {
        chatKind: 'faqchat',
        keyword,
        question,
        answer: sources.length > 0 ? 'FAQ の回答' : '見つかりませんでした',
        at,
        sources: sources.map((source) => ({
          type: 'faq' as const,
          id: source.id,
          title: 'q',
          snippet: '',
          score: 0.5,
        })),
      })
      return replyId
    }

    beforeAll(async () => {
      await ensureTestCatalogue(db())
      first = await makeChatTenant(db(), 'improve-a', 0)
      second = await makeChatTenant(db(), 'improve-b', 0)
      await turn(first, '退会したいです', hoursAgo(5), [])
      await turn(first, '  退会したいです ', hoursAgo(3), [])
      await turn(second, 'サービスをやめたい', hoursAgo(2), [])
      // Answered, on another chat, or long ago: not to improve here.
      await turn(first, 'パスワードを忘れました', hoursAgo(1), [{ id: '0' }])
      await turn(first, '退会したいです', hoursAgo(1), [], 'not-support')
      await turn(second, '古い質問', hoursAgo(24 * 40), [])
      downvotedReply = await turn(second, '領収書の宛名は？', hoursAgo(4), [{ id: '2' }])
      await saveMessageFeedback(db(), second.tenantId, second.userId, downvotedReply, {
        rating: 'down',
        reason: 'wrong',
        comment: '宛名の変更方法が書いていない',
      })
      // Rated a while after the reply (the repository stamps "now").
      await db()
        .update(messageFeedback)
        .set({ updatedAt: hoursAgo(2.5) })
        .where(eq(messageFeedback.messageId, downvotedReply))
    })

    it('lists unanswered questions and thumbs-down answers of every tenant, newest first', async () => {
      const { days, candidates } = await listImproveCandidates(db(), { chatId: 'test-faq' }, NOW)
      expect(days).toBe(30)
      expect(candidates).toEqual([
        expect.objectContaining({
          kind: 'unanswered',
          question: 'サービスをやめたい',
          tenantId: second.tenantId,
          tenantName: 'Tenant improve-b',
          count: 1,
          answeredNow: false,
        }),
        expect.objectContaining({
          kind: 'downvote',
          question: '領収書の宛名は？',
          tenantId: second.tenantId,
          messageId: downvotedReply,
          answer: 'FAQ の回答',
          reason: 'wrong',
          comment: '宛名の変更方法が書いていない',
        }),
        expect.objectContaining({
          kind: 'unanswered',
          question: '退会したいです',
          tenantId: first.tenantId,
          count: 2,
        }),
      ])
      const wider = await listImproveCandidates(db(), { chatId: 'test-faq', days: 90 }, NOW)
      expect(wider.candidates.map((candidate) => candidate.question)).toContain('古い質問')
    })

    it('drafts only the question when no model is configured, and says so', async () => {
      const draft = await draftFaqEntry(
        db(),
        { chatId: 'test-faq', question: '退会したいです', tenantId: first.tenantId },
        { env: {} },
      )
      expect(draft).toMatchObject({ question: '退会したいです', answer: '', status: 'offline', model: null })
      expect(draft.related).toEqual([])
      const related = await draftFaqEntry(
        db(),
        { chatId: 'test-faq', question: '解約したら返金されますか' },
        { env: {} },
      )
      expect(related.related.map((entry) => entry.question)).toEqual(['解約の手続き'])
    })

    describe('with a model configured for the tenant’s application', () => {
      beforeAll(async () => {
        await db()
          .update(applications)
          .set({ settings: { provider: 'openai-compatible', baseURL: server.baseURL, model: 'draft-model' } })
          .where(eq(applications.key, 'hirameki_ai'))
      })
      afterAll(async () => {
        await db().update(applications).set({ settings: null }).where(eq(applications.key, 'hirameki_ai'))
      })

      it('drafts an answer grounded in the FAQ and the knowledge-base passages', async () => {
        server.reset()
        server.enqueue({ text: '解約後の返金はありません。[要確認] 日割りの扱い' })
        const draft = await draftFaqEntry(
          db(),
          { chatId: 'test-faq', question: '解約したら返金されますか', tenantId: first.tenantId },
          { env: {}, draftContext: async (question) => [`${question}: 解約後の返金はありません。`] },
        )
        expect(draft).toMatchObject({
          status: 'drafted',
          answer: '解約後の返金はありません。[要確認] 日割りの扱い',
          model: 'draft-model',
          passages: 1,
        })
        const body = JSON.stringify(server.requests.at(-1)?.body)
        expect(body).toContain('draft-model')
        expect(body).toContain('Q: 解約の手続き')
        expect(body).toContain('[P1] 解約したら返金されますか: 解約後の返金はありません。')
        expect(body).not.toContain('Q: 登録メールアドレスを変更したい')
      })

      it("masks the asking tenant's personal data in what the model receives (ADR 034)", async () => {
        await setTenantMasking(db(), {
          tenantId: first.tenantId,
          setting: { kinds: ['email', 'phone'], ngWords: [], storeMasked: false },
          actor: 'test',
        })
        try {
          server.reset()
          server.enqueue({ text: '登録メールアドレスはアカウント画面で変更できます。' })
          const question = 'taro@example.jp を 090-1234-5678 に連絡できる宛先へ変えたい'
          const draft = await draftFaqEntry(
            db(),
            { chatId: 'test-faq', question, tenantId: first.tenantId },
            { env: {}, draftContext: async () => ['問い合わせ先: hanako@example.jp'] },
          )
          expect(draft).toMatchObject({ status: 'drafted', question })
          const body = JSON.stringify(server.requests.at(-1)?.body)
          for (const secret of ['taro@example.jp', '090-1234-5678', 'hanako@example.jp'])
            expect(body).not.toContain(secret)
          expect(body).toContain('に連絡できる宛先へ変えたい')
        } finally {
          await setTenantMasking(db(), {
            tenantId: first.tenantId,
            setting: { kinds: [], ngWords: [], storeMasked: false },
            actor: 'test',
          })
        }
      })

      it('comes through the console operation for a system administrator only', async () => {
        server.reset()
        server.enqueue({ text: '下書きの回答' })
        const input = { chatId: 'test-faq', question: 'サービスをやめたい', tenantId: second.tenantId }
        expect(await ok('faq.draft', input)).toMatchObject({ status: 'drafted', answer: '下書きの回答' })
        const member = consoleSession('improve-member', false, first.tenantId)
        for (const operation of ['faq.improve', 'faq.draft', 'faq.approveDraft'] as const) {
          expect(await run(operation, input, member)).toMatchObject({ ok: false, status: 403 })
          expect(await runAdminCatalogueOperation(db(), null, operation, input)).toMatchObject({
            status: 401,
          })
        }
        expect(server.requests).toHaveLength(1)
      })

      it('says plainly when the model fails, keeping the question', async () => {
        server.reset()
        server.enqueue({ status: 401, errorMessage: 'bad key' })
        const draft = await draftFaqEntry(
          db(),
          { chatId: 'test-faq', question: '退会したいです' },
          { env: {} },
        )
        // Without a tenant the system default applies: here the environment's, which is none.
        expect(draft.status).toBe('offline')
        const failed = await draftFaqEntry(
          db(),
          { chatId: 'test-faq', question: '退会したいです', tenantId: first.tenantId },
          { env: {} },
        )
        expect(failed).toMatchObject({
          status: 'failed',
          answer: '',
          failure: { ja: expect.any(String), en: expect.any(String) },
        })
      })
    })

    it('refuses a bad question or an unknown tenant with a clear message', async () => {
      expect(await run('faq.draft', { chatId: 'test-faq', question: ' ' })).toMatchObject({
        ok: false,
        status: 400,
        fieldErrors: { question: { en: 'Enter a question of 1 to 1000 characters.' } },
      })
      expect(await run('faq.draft', { chatId: 'test-faq', question: 'q', tenantId: 'nobody' })).toMatchObject(
        {
          ok: false,
          status: 404,
        },
      )
      expect(await run('faq.improve', { chatId: 'test-custom' })).toMatchObject({ ok: false, status: 404 })
    })

    it('stores an approved draft as a new entry, keeps the asked wording, audits it, and the question is answered now', async () => {
      const before = await loadFaqEntries(db(), 'test-faq')
      const { position } = await ok('faq.approveDraft', {
        chatId: 'test-faq',
        question: '退会の方法',
        answer: '「プラン設定」の「解約する」から退会できます。',
        alternateQuestions: ['サービスをやめたい'],
        origin: { kind: 'unanswered', question: '退会したいです', tenantId: first.tenantId },
      })
      expect(position).toBe(before.length)
      const entries = await loadFaqEntries(db(), 'test-faq')
      expect(entries.at(-1)).toMatchObject({
        question: '退会の方法',
        alternateQuestions: ['退会したいです', 'サービスをやめたい'],
      })
      expect(rankFaqEntries('退会したいです', entries).matches[0]?.entry.question).toBe('退会の方法')
      const [audit] = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'faq.entry.create'), eq(auditLog.actor, 'admin:improve-admin')))
      expect(audit?.details).toMatchObject({
        position,
        question: '退会の方法',
        origin: { from: 'unanswered', tenantId: first.tenantId },
      })
      const { candidates } = await listImproveCandidates(db(), { chatId: 'test-faq' }, NOW)
      expect(
        candidates.filter((candidate) => candidate.kind === 'unanswered').map((row) => row.answeredNow),
      ).toEqual([true, true])

      expect(
        await run('faq.approveDraft', {
          chatId: 'test-faq',
          question: '退会の方法',
          answer: ' ',
          origin: { kind: 'downvote', question: '領収書の宛名は？' },
        }),
      ).toMatchObject({ ok: false, status: 400, fieldErrors: { answer: expect.anything() } })
      expect(await loadFaqEntries(db(), 'test-faq')).toHaveLength(entries.length)
    })
  },
)
