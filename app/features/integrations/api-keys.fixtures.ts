/** In-memory API keys API for stories and component tests (no server). */
import type { BilingualText } from '../../i18n/bilingual-text.shared'
import { openaiApiErrorsEn, openaiApiErrorsJa } from '../../i18n/errors/openai-api'
import { fill } from '../../i18n/local-texts'
import type { ApiKeysView, AvailableChat, TenantApiKeySummary } from './api-keys.shared'
import type { ApiKeysApi } from './api-keys-section'

export const sampleChats: AvailableChat[] = [
  { id: 'chat', name: '汎用チャット', nameEn: 'General chat' },
  { id: 'custom:mail', name: 'メール作成', nameEn: 'Mail writer' },
  { id: 'faq:support', name: 'サポート FAQ', nameEn: 'Support FAQ' },
  { id: 'ops:incident', name: '障害対応', nameEn: null },
]

export const sampleKeys: TenantApiKeySummary[] = [
  {
    id: 'k1',
    name: '社内ボット',
    prefix: 'opsai_sk_Ab3dE9',
    chats: ['chat', 'faq:support'],
    createdAt: '2026-11-20T01:00:00.000Z',
    lastUsedAt: '2026-11-28T09:30:00.000Z',
    revokedAt: null,
  },
  {
    id: 'k2',
    name: 'CI（夜間のテスト）',
    prefix: 'opsai_sk_Zx81Qp',
    chats: null,
    createdAt: '2026-11-22T03:00:00.000Z',
    lastUsedAt: null,
    revokedAt: null,
  },
  {
    id: 'k3',
    name: '旧連携',
    prefix: 'opsai_sk_mN0pR2',
    chats: ['ops:incident'],
    createdAt: '2026-10-01T03:00:00.000Z',
    lastUsedAt: '2026-10-15T03:00:00.000Z',
    revokedAt: '2026-11-01T03:00:00.000Z',
  },
]

/** The server's 409 past the per-tenant limit (nothing is stored). */
export const tooManyKeys: BilingualText = {
  ja: fill(openaiApiErrorsJa.tooManyKeys, { max: 50 }),
  en: fill(openaiApiErrorsEn.tooManyKeys, { max: 50 }),
}

export const NEW_KEY = 'opsai_sk_Q2hhdEZyb21UaGVGaXh0dXJlc05vdEFSZWFsS2V5WWV0'

/** `refuseCreate`: every create is refused with this message (409), as the server words it. */
export function fakeApiKeysApi(
  view: ApiKeysView = { keys: sampleKeys, chats: sampleChats },
  { refuseCreate }: { refuseCreate?: BilingualText } = {},
): ApiKeysApi & { created: unknown[]; revoked: string[] } {
  let keys = view.keys
  const created: unknown[] = []
  const revoked: string[] = []
  return {
    created,
    revoked,
    key: ['fake-api-keys', Math.random()],
    load: async () => ({ ok: true, data: { keys, chats: view.chats } }),
    create: async (input) => {
      created.push(input)
      if (refuseCreate) return { ok: false, status: 409, message: refuseCreate, fieldErrors: {} }
      const apiKey: TenantApiKeySummary = {
        id: `new-${created.length}`,
        name: input.name,
        prefix: NEW_KEY.slice(0, 15),
        chats: input.chats,
        createdAt: '2026-11-29T00:00:00.000Z',
        lastUsedAt: null,
        revokedAt: null,
      }
      keys = [apiKey, ...keys]
      return { ok: true, data: { key: NEW_KEY, apiKey } }
    },
    revoke: async (id) => {
      revoked.push(id)
      keys = keys.map((key) => (key.id === id ? { ...key, revokedAt: '2026-11-29T00:00:00.000Z' } : key))
      const apiKey = keys.find((key) => key.id === id) as TenantApiKeySummary
      return { ok: true, data: { apiKey } }
    },
  }
}
