/** Sample catalogue data and a fake server for stories and view tests (no database). */
import type { AdminCategoryRow } from '../../server/admin/catalogue/admin-categories.server'
import type { ChatTenantRow } from '../../server/admin/catalogue/admin-chat-tenants.server'
import type { AdminChatRow } from '../../server/admin/catalogue/admin-chats.server'
import type { FaqEntryRow, FaqTestResult } from '../../server/admin/catalogue/admin-faq.server'
import type { AdminCatalogueData, AdminCatalogueOperation, CatalogueApi } from './catalogue-api'

const at = '2026-03-01T09:00:00.000Z'

export const sampleCategories: AdminCategoryRow[] = [
  {
    id: 'writing',
    name: '文書作成',
    description: 'メール・企画書・議事録など。',
    position: 1,
    chatCount: 3,
    updatedAt: at,
  },
  {
    id: 'support',
    name: 'カスタマーサポート',
    description: 'よくある質問への回答。',
    position: 2,
    chatCount: 1,
    updatedAt: at,
  },
  {
    id: 'operations',
    name: '業務運用',
    description: '障害対応や月次作業。',
    position: 3,
    chatCount: 0,
    updatedAt: at,
  },
]

function chat(
  values: Partial<AdminChatRow> & Pick<AdminChatRow, 'id' | 'kind' | 'keyword' | 'name'>,
): AdminChatRow {
  return {
    categoryId: 'writing',
    categoryName: '文書作成',
    description: '',
    prompt: '',
    model: null,
    enabled: true,
    inputHints: [],
    retrievalLimit: 3,
    tenantCount: 3,
    entryCount: 0,
    upVotes: 0,
    downVotes: 0,
    satisfaction: null,
    updatedAt: at,
    ...values,
  }
}

export const sampleChats: AdminChatRow[] = [
  chat({
    id: 'c1',
    kind: 'custom',
    keyword: 'business-mail',
    name: 'ビジネスメール作成',
    inputHints: ['納期遅延のお詫び'],
    upVotes: 9,
    downVotes: 3,
    satisfaction: 0.75,
  }),
  chat({
    id: 'c2',
    kind: 'custom',
    keyword: 'minutes',
    name: '議事録まとめ',
    enabled: false,
    tenantCount: 0,
  }),
  chat({
    id: 'o1',
    kind: 'ops',
    keyword: 'incident',
    name: '障害一次対応',
    categoryId: 'operations',
    categoryName: '業務運用',
  }),
]

export const sampleFaqChats: AdminChatRow[] = [
  chat({
    id: 'f1',
    kind: 'faq',
    keyword: 'support-faq',
    name: 'サポートFAQ',
    categoryId: 'support',
    categoryName: 'カスタマーサポート',
    entryCount: 3,
  }),
]

export const sampleEntries: FaqEntryRow[] = [
  {
    position: 0,
    question: 'パスワードの再設定方法',
    answer: 'ログイン画面の「パスワードをお忘れの方」から再設定できます。',
  },
  {
    position: 1,
    question: '請求書・領収書の発行について',
    answer: '「お支払い」から PDF をダウンロードできます。',
  },
  { position: 2, question: '解約の手続き', answer: '「プラン設定」の「解約する」から手続きできます。' },
]

export const sampleTenants: ChatTenantRow[] = [
  { tenantId: 't1', slug: 'hirameki', name: 'ひらめき株式会社', status: 'active', enabled: true },
  { tenantId: 't2', slug: 'fortuna', name: 'フォルトゥナ合同会社', status: 'suspended', enabled: false },
]

export const sampleTestResult: FaqTestResult = {
  question: 'パスワードを忘れました',
  threshold: 0.12,
  limit: 3,
  relativeCutoff: 0.5,
  answered: true,
  topScore: 0.41,
  matches: [{ ...sampleEntries[0], score: 0.41 } as FaqTestResult['matches'][number]],
  nearest: [
    { position: 0, question: 'パスワードの再設定方法', score: 0.41, matched: true },
    { position: 2, question: '解約の手続き', score: 0.05, matched: false },
  ],
}

const page = <T>(rows: T[]) => ({ rows, total: rows.length })

/** Answers every read with the samples and every change with success, after `delayMs`. */
export function fakeCatalogueApi(options: { delayMs?: number; chats?: AdminChatRow[] } = {}): CatalogueApi {
  const answers: {
    [K in AdminCatalogueOperation]: (input: Record<string, unknown>) => AdminCatalogueData<K>
  } = {
    'categories.list': () => page(sampleCategories),
    'categories.options': () => sampleCategories.map(({ id, name }) => ({ id, name })),
    'categories.create': (input) => ({ id: String(input.id) }),
    'categories.update': (input) => ({ id: String(input.id) }),
    'categories.move': () => ({ moved: true }),
    'categories.delete': () => ({ deleted: true }),
    'chats.list': (input) =>
      page(options.chats ?? (input.console === 'faqchats' ? sampleFaqChats : sampleChats)),
    'chats.get': () => ({ chat: sampleChats[0] as AdminChatRow, threads: 0 }),
    'chats.create': () => ({ id: 'new' }),
    'chats.update': (input) => ({ id: String(input.id) }),
    'chats.delete': () => ({ result: 'deleted', threads: 0 }),
    'chats.tenants': () => page(sampleTenants),
    'chats.setTenant': () => ({ changed: true }),
    'faq.entries': () => page(sampleEntries),
    'faq.add': () => ({ position: sampleEntries.length }),
    'faq.update': (input) => ({ position: Number(input.position) }),
    'faq.delete': () => ({ deleted: true }),
    'faq.move': (input) => ({ position: Number(input.to) }),
    'faq.import': () => ({ ok: true, imported: 3, total: 3 }),
    'faq.export': () => ({ filename: 'faq-support-faq.csv', csv: '\uFEFFquestion,answer\r\n', count: 0 }),
    'faq.test': () => sampleTestResult,
  }
  return async (operation, input = {}) => {
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs))
    return { ok: true, data: answers[operation](input) }
  }
}
