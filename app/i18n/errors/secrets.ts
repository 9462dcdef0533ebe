/** What the sealing of stored secrets refuses (app/server/secrets, ADR 033). Never the key itself. */
export const secretsErrorsJa = {
  keyFormat:
    '{{source}} の鍵を使えません: 32 バイトの乱数を base64 か 16 進数（64 文字）で書いたものにしてください（例: openssl rand -base64 32）',
  unknownKey:
    '保存されている秘密情報は鍵 ID {{keyId}} で暗号化されていますが、使用中の鍵（OPSAI_SECRET_KEY）の鍵 ID は {{currentKeyId}} です。暗号化に使った鍵を設定してください（opsai secrets rotate の後なら、新しい鍵で再起動してください）',
  unreadable: '保存されている秘密情報（鍵 ID {{keyId}}）を復号できません。書き換えられたか壊れています',
  keyFileUnreadable: '鍵ファイル {{path}} を読めません: {{reason}}',
  storedUnderUnknownKeys:
    '保存されている秘密情報 {{count}} 件（{{sites}}）が鍵 ID {{keyIds}} で暗号化されていて、使用中の鍵（鍵 ID {{currentKeyId}}）では読めません。暗号化に使った鍵を OPSAI_SECRET_KEY に設定してください',
  sameKey:
    '新しい鍵（鍵 ID {{keyId}}）は使用中の鍵と同じです。別の鍵を生成してください（例: openssl rand -base64 32）',
  storedUnreadable:
    '保存されている秘密情報 {{count}} 件（{{sites}}）を復号できません。書き換えられたか壊れています',
}

export const secretsErrorsEn: Record<keyof typeof secretsErrorsJa, string> = {
  keyFormat:
    'The key in {{source}} cannot be used: it must be 32 random bytes written as base64 or hex (64 characters), e.g. openssl rand -base64 32',
  unknownKey:
    'A stored secret is encrypted with key id {{keyId}}, but the key in use (OPSAI_SECRET_KEY) has key id {{currentKeyId}}. Set the key it was encrypted with (after opsai secrets rotate, restart with the new key)',
  unreadable: 'A stored secret (key id {{keyId}}) cannot be decrypted: it was altered or is damaged',
  keyFileUnreadable: 'Cannot read the key file {{path}}: {{reason}}',
  storedUnderUnknownKeys:
    '{{count}} stored secret(s) ({{sites}}) are encrypted with key id {{keyIds}}, which the key in use (key id {{currentKeyId}}) cannot read. Set OPSAI_SECRET_KEY to the key they were encrypted with',
  sameKey:
    'The new key (key id {{keyId}}) is the key in use: generate another one (e.g. openssl rand -base64 32)',
  storedUnreadable:
    '{{count}} stored secret(s) ({{sites}}) cannot be decrypted: they were altered or are damaged',
}
