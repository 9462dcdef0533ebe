/** Sample knowledge data for stories and component tests. */
import type {
  AttachableChat,
  DocumentForViewer,
  DocumentView,
  KnowledgeOverview,
  KnowledgeSearchResult,
} from './knowledge.functions'
import type { KnowledgeActions } from './knowledge-view'
import type { UploadItem } from './upload-panel'

const at = '2026-11-20T01:30:00.000Z'

function document(
  fields: Partial<DocumentView> & Pick<DocumentView, 'id' | 'name' | 'status'>,
): DocumentView {
  return {
    pages: null,
    pagesDone: 0,
    chunks: 0,
    knowledgeBaseId: 'base-rules',
    format: 'pdf',
    sizeBytes: 245_760,
    createdAt: at,
    updatedAt: at,
    ...fields,
  }
}

const readyDocument = document({
  id: 'doc-ready',
  name: 'リモートワーク規程.pdf',
  status: 'ready',
  pages: 12,
  pagesDone: 12,
  chunks: 41,
})

export const processingDocument = document({
  id: 'doc-processing',
  name: '就業規則_2026年版.pdf',
  status: 'processing',
  pages: 200,
  pagesDone: 35,
  sizeBytes: 4_823_449,
})

export const sampleDocuments: DocumentView[] = [
  document({
    id: 'doc-queued',
    name: '経費精算マニュアル.docx',
    status: 'queued',
    format: 'docx',
    sizeBytes: 88_064,
  }),
  processingDocument,
  readyDocument,
  document({
    id: 'doc-sheet',
    name: '休暇日数一覧.xlsx',
    status: 'ready',
    format: 'xlsx',
    pages: 3,
    pagesDone: 3,
    chunks: 18,
    sizeBytes: 30_720,
  }),
  document({
    id: 'doc-failed',
    name: '社外秘_暗号化.pdf',
    status: 'failed',
    sizeBytes: 512_000,
    error: {
      code: 'encrypted',
      message: '',
      messages: {
        ja: 'ファイルが暗号化またはパスワードで保護されているため読めません。保護を解除してからアップロードしてください。',
        en: 'The file is encrypted or password-protected and cannot be read. Remove the protection and upload it again.',
      },
    },
  }),
  document({
    id: 'doc-unsupported',
    name: 'photo.heic',
    status: 'failed',
    format: 'unknown',
    sizeBytes: 0,
    error: {
      code: 'unsupportedType',
      message: '',
      messages: {
        ja: '対応していない形式です（PDF、Word、Excel、CSV、PowerPoint、テキスト、Markdown、HTML に対応。形式はファイル名ではなく中身で判定します）',
        en: 'Unsupported format (PDF, Word, Excel, CSV, PowerPoint, text, Markdown and HTML are supported; the format is read from the content, not the file name)',
      },
    },
  }),
]

const leaveChat: AttachableChat = {
  id: 'chat-leave',
  kind: 'faq',
  keyword: 'leave',
  name: '休暇FAQ',
  nameEn: 'Leave FAQ',
}

export const sampleChats: AttachableChat[] = [
  leaveChat,
  { id: 'chat-mail', kind: 'custom', keyword: 'mail', name: 'メール作成', nameEn: 'Mail writer' },
  { id: 'chat-incident', kind: 'ops', keyword: 'incident', name: '障害対応', nameEn: null },
]

export const sampleOverview: KnowledgeOverview = {
  scope: 'tenant',
  bases: [
    {
      id: 'base-rules',
      name: '社内規程',
      description: '就業規則・リモートワーク・経費精算などの社内規程',
      tenantId: 'tenant-1',
      documents: 6,
      readyDocuments: 2,
      chunks: 59,
      sizeBytes: 5_699_993,
      chats: [leaveChat],
      createdAt: at,
    },
    {
      id: 'base-products',
      name: '製品マニュアル',
      description: '',
      tenantId: 'tenant-1',
      documents: 0,
      readyDocuments: 0,
      chunks: 0,
      sizeBytes: 0,
      chats: [],
      createdAt: at,
    },
  ],
  storage: { usedBytes: 5_699_993, limitBytes: 100 * 1024 * 1024 },
  upload: { maxFileMb: 20, maxFiles: 20 },
}

export const catalogueOverview: KnowledgeOverview = {
  scope: 'catalogue',
  bases: sampleOverview.bases.map((base) => ({ ...base, tenantId: null })),
  upload: { maxFileMb: 20, maxFiles: 20 },
}

export const lexicalResult: KnowledgeSearchResult = {
  mode: 'lexical',
  threshold: 0.3,
  hits: [
    {
      chunkId: 101,
      documentId: 'doc-ready',
      documentName: 'リモートワーク規程.pdf',
      page: 3,
      location: { headings: ['第2章 勤務', '在宅勤務の日数'] },
      snippet: '在宅勤務は上長の承認を得て、週3日まで認める。申請は前週の金曜日までに勤怠システムから行う。',
      score: 0.812,
      lexicalScore: 0.812,
      matched: true,
    },
    {
      chunkId: 140,
      documentId: 'doc-sheet',
      documentName: '休暇日数一覧.xlsx',
      page: 1,
      location: { sheet: '2026年度', rows: [2, 14] },
      snippet: '区分: 在宅勤務手当, 金額: 月額3,000円, 備考: 週2日以上在宅勤務をした月に支給',
      score: 0.214,
      lexicalScore: 0.214,
      matched: false,
    },
  ],
}

export const hybridResult: KnowledgeSearchResult = {
  ...lexicalResult,
  mode: 'hybrid',
  hits: lexicalResult.hits.map((hit, index) => ({
    ...hit,
    score: 0.0325 - index * 0.0008,
    vectorScore: 0.71 - index * 0.2,
    matched: true,
  })),
}

export const sampleViewerDocument: DocumentForViewer = {
  document: { ...readyDocument, baseName: '社内規程' },
  chunks: [
    {
      id: 100,
      position: 0,
      page: 1,
      location: {},
      text: 'リモートワーク規程\n\n第1章 総則\n第1条（目的）この規程は、在宅勤務の条件と手続きを定める。',
    },
    {
      id: 101,
      position: 1,
      page: 3,
      location: { headings: ['第2章 勤務', '在宅勤務の日数'] },
      text: '在宅勤務は上長の承認を得て、週3日まで認める。申請は前週の金曜日までに勤怠システムから行う。',
    },
    {
      id: 102,
      position: 2,
      page: 3,
      location: { headings: ['第2章 勤務', '勤務時間'] },
      text: '在宅勤務日の勤務時間は通常の勤務日と同じとし、始業と終業を勤怠システムに記録する。',
    },
    {
      id: 103,
      position: 3,
      page: 4,
      location: {},
      text: 'Remote work is allowed up to three days a week with manager approval.',
    },
  ],
}

export const sampleUploads: UploadItem[] = [
  { key: '1', name: '就業規則_2026年版.pdf', size: 4_823_449, sent: 0.42, state: 'sending' },
  { key: '2', name: '経費精算マニュアル.docx', size: 88_064, sent: 0, state: 'waiting' },
  {
    key: '3',
    name: 'remote.md',
    size: 2_048,
    sent: 1,
    state: 'done',
    outcome: { ok: true, document: { id: 'doc-new', name: 'remote.md', status: 'queued' } },
  },
  {
    key: '4',
    name: '全社資料_アーカイブ.pdf',
    size: 48_000_000,
    sent: 0.3,
    state: 'done',
    outcome: {
      ok: false,
      status: 413,
      message: {
        ja: '「全社資料_アーカイブ.pdf」は 45.8 MB です。1ファイル 20 MB までです。',
        en: '"全社資料_アーカイブ.pdf" is 45.8 MB. Each file may be at most 20 MB.',
      },
    },
  },
]

const done = async () => ({ ok: true as const, data: undefined })

export const noopKnowledgeActions: KnowledgeActions = {
  createBase: async (input) => ({ ok: true, data: { id: 'base-new', name: input.name } }),
  deleteBase: done,
  setChat: done,
  deleteDocument: done,
  reprocessDocument: done,
  search: async () => ({ ok: true, data: lexicalResult }),
  upload: () => async (file, onProgress) => {
    onProgress(1)
    return { ok: true, document: { id: `doc-${file.name}`, name: file.name, status: 'queued' } }
  },
  uploaded: () => {},
}
