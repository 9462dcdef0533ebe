/** Refusals of the tenant's IP allow-list and session limits (app/server/network-access). */
export const networkAccessErrorsJa = {
  ownersOnly: 'IP アドレスの制限とセッションの設定ができるのはオーナーだけです。',
  invalidCidr:
    '{{entries}} は IP アドレスまたは CIDR 範囲（例: 203.0.113.0/24、2001:db8::/32）ではありません。何も変更していません。',
  tooManyEntries: '許可する範囲は {{max}} 件までです。何も変更していません。',
  lifetimeInvalid:
    'セッションの有効期間は 1〜2160 の整数（時間）で指定してください。既定に戻すときは null を指定します。',
  idleInvalid:
    '無操作で終了するまでの時間は 5〜43200 の整数（分）で指定してください。制限しないときは null を指定します。',
  wouldLockOut:
    'あなたの現在の IP アドレス {{address}} は新しい許可リストに含まれていないため、保存するとこの組織にアクセスできなくなります。続けるには確認してください（confirmLockOut: true）。',
  ipNotAllowed:
    'この IP アドレス（{{address}}）から {{tenant}} は利用できません。アクセスを許可する IP アドレスの設定については、組織のオーナーにお問い合わせください。',
  unknownAddress: '不明',
}

export const networkAccessErrorsEn: Record<keyof typeof networkAccessErrorsJa, string> = {
  ownersOnly: 'Only an owner can set the IP allow-list and the session limits.',
  invalidCidr:
    '{{entries}}: not an IP address or CIDR range (e.g. 203.0.113.0/24, 2001:db8::/32). Nothing was changed.',
  tooManyEntries: 'The allow-list holds at most {{max}} ranges. Nothing was changed.',
  lifetimeInvalid:
    'The session lifetime must be a whole number of hours from 1 to 2160, or null for the platform default.',
  idleInvalid:
    'The idle timeout must be a whole number of minutes from 5 to 43200, or null for no idle limit.',
  wouldLockOut:
    'Your current IP address {{address}} is not in the new allow-list: saving it would lock you out of this organisation. Confirm to save anyway (confirmLockOut: true).',
  ipNotAllowed:
    '{{tenant}} cannot be used from this IP address ({{address}}). Ask an owner of the organisation about the addresses it allows.',
  unknownAddress: 'unknown',
}
