/** What `/api/tenant/api-keys` answers (ADR 039), for the server, the Integrations page and the CLI alike. */

export interface TenantApiKeySummary {
  id: string
  name: string
  /** The key's first characters: enough to tell keys apart, never enough to use one. */
  prefix: string
  /** Model ids the key may use; null: every chat of the tenant. */
  chats: string[] | null
  createdAt: string
  lastUsedAt: string | null
  revokedAt: string | null
}

/** A chat the tenant has, as the `/v1` API names it. */
export interface AvailableChat {
  id: string
  name: string
  nameEn: string | null
}

export interface ApiKeysView {
  keys: TenantApiKeySummary[]
  chats: AvailableChat[]
}

export interface CreatedApiKey {
  /** The key itself: shown this once. */
  key: string
  apiKey: TenantApiKeySummary
}

export const MAX_KEY_NAME_LENGTH = 100
