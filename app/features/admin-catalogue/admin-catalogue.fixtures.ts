/** Sample catalogue data and a fake server for stories and view tests (no database). */
import type { AdminCategoryRow } from '../../server/admin/catalogue/admin-categories.server'
import type { ChatTenantRow } from '../../server/admin/catalogue/admin-chat-tenants.server'
import type { AdminChatRow } from '../../server/admin/catalogue/admin-chats.server'
import type { FaqEntryRow, FaqTestResult } from '../../server/admin/catalogue/admin-faq.server'
import type { FaqImportCheck } from '../../server/admin/catalogue/admin-faq-transfer.server'
import type { FaqDraft } from '../../server/admin/catalogue/faq-draft.server'
import type { ImproveCandidate } from '../../server/admin/catalogue/faq-improve.server'
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
    alternateQuestions: ['パスワードを忘れた', 'ログインできない'],
  },
  {
    position: 1,
    question: '請求書・領収書の発行について',
    answer: '「お支払い」から PDF をダウンロードできます。',
    alternateQuestions: [],
  },
  {
    position: 2,
    question: '解約の手続き',
    answer: '「プラン設定」の「解約する」から手続きできます。',
    alternateQuestions: [],
  },
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

export const sampleImportCheck: FaqImportCheck = {
  ok: true,
  format: 'xlsx',
  mode: 'replace',
  rows: 3,
  withAlternates: 1,
  alternates: 2,
  before: 3,
  after: 3,
  ignoredColumns: ['メモ'],
  sample: sampleEntries.map(({ question, answer, alternateQuestions }) => ({
    question,
    answer,
    alternateQuestions,
  })),
}

export const sampleImportRefusal: FaqImportCheck = {
  ok: false,
  format: 'csv',
  errors: [
    { row: 3, field: 'question', message: { ja: '質問が空です。', en: 'The question is empty.' } },
    {
      row: 5,
      message: {
        ja: '項目が 4 個あります（見出しは 3 個）。カンマや改行を含む項目は "…" で囲んでください。',
        en: 'Has 4 fields; the header has 3. Quote fields that contain commas or line breaks.',
      },
    },
  ],
  errorCount: 12,
}

export const sampleCandidates: ImproveCandidate[] = [
  {
    kind: 'unanswered',
    tenantId: 't1',
    tenantName: 'ひらめき株式会社',
    question: '退会したいです',
    at: '2026-03-02T03:00:00.000Z',
    count: 3,
    answeredNow: false,
  },
  {
    kind: 'downvote',
    tenantId: 't2',
    tenantName: 'フォルトゥナ合同会社',
    question: '領収書の宛名を変えたい',
    at: '2026-03-01T12:00:00.000Z',
    messageId: 'm1',
    answer: '「お支払い」から PDF をダウンロードできます。',
    reason: 'unhelpful',
    comment: '宛名の変え方が書いていない',
  },
  {
    kind: 'unanswered',
    tenantId: 't1',
    tenantName: 'ひらめき株式会社',
    question: 'パスワードを忘れた',
    at: '2026-02-27T01:00:00.000Z',
    count: 1,
    answeredNow: true,
  },
]

export const sampleDraft: FaqDraft = {
  question: '退会したいです',
  answer: '「プラン設定」の一番下にある「解約する」から退会できます。[要確認] データの保存期間',
  status: 'drafted',
  model: 'gpt-4o-mini',
  related: [{ position: 2, question: '解約の手続き', score: 0.09 }],
  passages: 2,
}

export const sampleOfflineDraft: FaqDraft = {
  question: '退会したいです',
  answer: '',
  status: 'offline',
  model: null,
  related: [],
  passages: 0,
}

const page = <T>(rows: T[]) => ({ rows, total: rows.length })

/** Answers every read with the samples and every change with success, after `delayMs`. */
export function fakeCatalogueApi(
  options: {
    delayMs?: number
    chats?: AdminChatRow[]
    candidates?: ImproveCandidate[]
    draft?: FaqDraft
    importCheck?: FaqImportCheck
  } = {},
): CatalogueApi {
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
    'faq.importCheck': () => options.importCheck ?? sampleImportCheck,
    'faq.import': () => ({ ok: true, imported: 3, total: 3 }),
    'faq.export': (input) =>
      input.format === 'xlsx'
        ? { filename: 'faq-support-faq.xlsx', mediaType: 'application/octet-stream', base64: '', count: 3 }
        : {
            filename: 'faq-support-faq.csv',
            mediaType: 'text/csv',
            base64: btoa('question,answer\r\n'),
            count: 3,
          },
    'faq.test': () => sampleTestResult,
    'faq.improve': () => ({ days: 30, candidates: options.candidates ?? sampleCandidates }),
    'faq.draft': () => options.draft ?? sampleDraft,
    'faq.approveDraft': () => ({ position: sampleEntries.length }),
  }
  return async (operation, input = {}) => {
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs))
    return { ok: true, data: answers[operation](input) }
  }
}
