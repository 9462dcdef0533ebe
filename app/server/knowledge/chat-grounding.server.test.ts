import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Db } from '#db/client'
import { describeEachDatabase } from '#db/testing'
import { type OpenAiTestServer, startOpenAiTestServer } from '../ai/testing/openai-test-server'
import { prepareChatTurn } from '../chat/chat-turn.server'
import { collect, makeChatTenant } from '../chat/testing/chat-fixtures'
import { JAPANESE_FAQ } from '../faq/testing/faq-fixtures'
import { groundQuestion } from './chat-grounding.server'
import { setBaseChat } from './knowledge-bases.server'
import { indexedDocument, makeBase } from './testing/knowledge-fixtures'

const HANDBOOK = [
  '就業規則。第1章 総則。この規則は従業員の労働条件を定める。',
  '第2章 休暇。年次有給休暇は入社6か月後に10日付与される。取得の申請は3日前までに上長へ提出する。',
  '第3章 手当。通勤手当は月額3万円を上限として支給する。',
]
const QUESTION = '有給休暇は入社後いつから何日もらえますか？'

let server: OpenAiTestServer
beforeAll(async () => {
  server = await startOpenAiTestServer()
})
afterAll(async () => {
  await server.close()
})

const textOf = (events: { type: string; text?: string }[]) =>
  events.map((event) => (event.type === 'delta' ? event.text : '')).join('')

describeEachDatabase('answers grounded in knowledge bases', (database) => {
  const db = () => database.handle().db
  beforeEach(() => server.reset())

  async function tenantWithHandbook(slug: string) {
    const tenant = await makeChatTenant(db(), slug, 100_000)
    const baseId = await makeBase(db(), tenant.tenantId, '社内規程')
    const documentId = await indexedDocument(db(), {
      baseId,
      tenantId: tenant.tenantId,
      name: '就業規則.pdf',
      pages: HANDBOOK,
    })
    await setBaseChat(
      db(),
      { kind: 'operator', userId: 'cli:test', tenantId: tenant.tenantId },
      baseId,
      'custom:mail',
    )
    return { ...tenant, baseId, documentId }
  }

  it('the offline provider quotes the passage and cites the file and page; another tenant sees none of it', async () => {
    const owner = await tenantWithHandbook('kb-offline')
    const turn = await prepareChatTurn(db(), {
      tenantId: owner.tenantId,
      userId: owner.userId,
      kind: 'customchat',
      keyword: 'mail',
      content: QUESTION,
    })
    expect(turn.sources?.[0]).toMatchObject({
      type: 'document',
      title: '就業規則.pdf',
      documentId: owner.documentId,
      page: 2,
    })
    const reply = textOf(await collect(turn.run()))
    expect(reply).toContain('【オフライン応答】')
    expect(reply).toContain('就業規則.pdf（2 ページ）')
    expect(reply).toContain('入社6か月後に10日付与')

    // The same chat, asked by a member of another tenant: A's base is not theirs.
    const other = await makeChatTenant(db(), 'kb-offline-other', 100_000)
    const theirs = await prepareChatTurn(db(), {
      tenantId: other.tenantId,
      userId: other.userId,
      kind: 'customchat',
      keyword: 'mail',
      content: QUESTION,
    })
    expect(theirs.sources).toBeUndefined()
    expect(textOf(await collect(theirs.run()))).not.toContain('10日付与')
  })

  it('grounds a configured model in the passages and says plainly when nothing matches', async () => {
    const owner = await tenantWithHandbook('kb-model')
    const env = { OPSAI_AI_BASE_URL: server.baseURL, OPSAI_AI_MODEL: 'test-model' }
    server.enqueue({ chunks: ['10日です [1]'] })
    const turn = await prepareChatTurn(
      db(),
      {
        tenantId: owner.tenantId,
        userId: owner.userId,
        kind: 'customchat',
        keyword: 'mail',
        content: QUESTION,
      },
      { env, retryDelay: { delayMs: 0 } },
    )
    await collect(turn.run())
    const sent = JSON.stringify(server.requests[0]?.body)
    expect(sent).toContain('Document \\"就業規則.pdf\\", page 2')
    expect(sent).toContain('入社6か月後に10日付与')

    server.enqueue({ chunks: ['情報がありません'] })
    const unrelated = await prepareChatTurn(
      db(),
      {
        tenantId: owner.tenantId,
        userId: owner.userId,
        kind: 'customchat',
        keyword: 'mail',
        content: '火星の天気を教えて',
      },
      { env, retryDelay: { delayMs: 0 } },
    )
    expect(unrelated.sources).toEqual([])
    await collect(unrelated.run())
    expect(JSON.stringify(server.requests[1]?.body)).toContain('Nothing in the FAQ or the documents matches')
  })
})

describe('grounding a FAQ chat without documents', () => {
  // No scopes: the database is never asked.
  const noDatabase = {} as Db
  const NO_MATCH_JA =
    'FAQ には、このご質問に当てはまる回答が見つかりませんでした。言い換えてもう一度お試しいただくか、サポートへお問い合わせください。'

  it('lists the matched entries as sources with rounded scores and grounds a model in them', async () => {
    const grounding = await groundQuestion(noDatabase, {
      question: '領収書がほしい',
      faqEntries: JAPANESE_FAQ,
      scopes: [],
    })
    expect(grounding?.sources[0]).toMatchObject({ type: 'faq', title: '請求書・領収書の発行について' })
    const score = grounding?.sources[0]?.score ?? 0
    expect(Math.round(score * 1000)).toBe(score * 1000)
    expect(grounding?.prompt).toContain('Answer only from the sources below')
    expect(grounding?.prompt).toContain('[1] FAQ Q: 請求書・領収書の発行について')
    expect(grounding?.prompt).toContain('PDFでダウンロードできます')
  })

  it('tells a model to say plainly that nothing matched, in the FAQ wording', async () => {
    const grounding = await groundQuestion(noDatabase, {
      question: '今日の天気は？',
      faqEntries: JAPANESE_FAQ,
      scopes: [],
    })
    expect(grounding?.sources).toEqual([])
    expect(grounding?.prompt).toContain(NO_MATCH_JA)
    expect(grounding?.prompt).not.toContain('[1]')
    expect(grounding?.offlineReply('ja')).toBe(`【オフライン応答】 ${NO_MATCH_JA}`)
  })

  it('is absent for a chat with neither FAQ entries nor knowledge', async () => {
    expect(await groundQuestion(noDatabase, { question: 'こんにちは', scopes: [] })).toBeUndefined()
  })
})
